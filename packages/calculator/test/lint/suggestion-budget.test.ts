import { describe, expect, it } from 'vitest';
import { lintOptionsText } from '../../src/lint/index.js';
import { SUGGESTION_BUDGET } from '../../src/lint/rules/unknown-option.js';
import { didYouMean, editDistance } from '../../src/lint/suggest.js';

// Issue 21 item 6: each unknown key searched every name of every version for a did-you-mean (~0.6 ms a key, 1.5 M
// keys over 180 s). The search is cheaper per key and, past a budget per file, skipped.
describe('did-you-mean cost', () => {
  it('suggests for the first unknown keys of a file and says once when it stops', () => {
    const keys = Array.from(
      { length: SUGGESTION_BUDGET + 5 },
      (_, i) => `  max_open_filez${i === 0 || i > SUGGESTION_BUDGET ? '' : `_${i}`}=1`,
    );
    const text = `[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n${keys.join('\n')}\n`;
    const unknown = lintOptionsText(text, {}).findings.filter((f) => f.ruleId === 'unknown-option' || f.ruleId === 'duplicate-key');
    const messages = unknown.filter((f) => f.ruleId === 'unknown-option').map((f) => f.message);
    expect(messages[0]).toMatch(/Did you mean max_open_files\?/);
    expect(messages.filter((m) => m.includes('No did-you-mean for the unknown keys from here on'))).toHaveLength(1);
    expect(messages.at(-1)).not.toMatch(/Did you mean/);
  });

  it('keeps the distances and the ranking', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBeGreaterThan(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(didYouMean('Max_Open_Filez', ['max_open_files', 'max_file_opening_threads', 'max_open_file'])).toEqual([
      'max_open_file',
      'max_open_files',
    ]);
  });
});
