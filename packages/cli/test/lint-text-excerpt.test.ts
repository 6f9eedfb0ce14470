import { describe, expect, it } from 'vitest';
import type { LintResult } from '@rocktune/calculator';
import { renderLintText } from '../src/render/lint-text.js';

// Issue 36 item 7: the text report printed the whole offending line under every finding (a 60 MiB line, twice).
function excerptOf(line: string, column: number): { source: string; caret: string } {
  const result: LintResult = {
    dialect: 'rocksdb',
    target: 'rocksdb@7.8.3',
    targetReason: 'the file declares 7.8.3',
    counts: { error: 1, warning: 0, info: 0 },
    findings: [{ ruleId: 'syntax-error', messageId: 'x', severity: 'error', message: 'here', path: '', line: 2, column }],
  };
  const lines = [...renderLintText([{ display: 'long.ini', text: `[DBOptions]\n${line}\n`, result }])].join('').split('\n');
  const at = lines.findIndex((l) => l.trimEnd().endsWith('^'));
  return { source: lines[at - 1] ?? '', caret: lines[at] ?? '' };
}

describe('lint text excerpts', () => {
  it('show a window of a long line around the column, the caret under the offending character', () => {
    const line = `${'a'.repeat(5000)}X${'b'.repeat(5000)}`;
    const { source, caret } = excerptOf(line, 5001);
    expect(source.length).toBeLessThan(300);
    expect(source).toMatch(/\| \.\.\.a+Xb+\.\.\.$/);
    expect(source[caret.indexOf('^')]).toBe('X');
  });

  it('show a short line whole, tabs kept under the caret', () => {
    const { source, caret } = excerptOf('\tkey=\u001b[2Jvalue', 6);
    expect(source).toMatch(/\| \tkey=\\x1b\[2Jvalue$/);
    expect(caret).toMatch(/\| \t {4}\^$/);
  });
});
