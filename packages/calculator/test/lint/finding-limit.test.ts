import { describe, expect, it } from 'vitest';
import { lintOptionsText, MAX_FINDINGS_PER_RULE } from '../../src/lint/lint.js';

// Issue 21 item 6: 50 MB of one duplicated key gave 2.4 M findings (1.4 GB of SARIF, 3.6 GB of memory). Each rule
// lists at most MAX_FINDINGS_PER_RULE per file and sums up the rest; the counts stay exact.
describe('findings per rule and file', () => {
  it('lists the first ones, then one summary, and counts every one', () => {
    const repeats = MAX_FINDINGS_PER_RULE + 2_500;
    const text = `[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n${'  max_background_jobs=4\n'.repeat(repeats + 1)}[CFOptions "default"]\n`;
    const r = lintOptionsText(text);
    const dup = r.findings.filter((f) => f.ruleId === 'duplicate-key');
    expect(dup).toHaveLength(MAX_FINDINGS_PER_RULE + 1);
    expect(dup.at(-1)?.message).toMatch(/^\.\.\. and 2,500 more duplicate-key findings in this file, not listed/);
    const severity = dup[0]?.severity ?? 'warning';
    expect(r.counts[severity]).toBeGreaterThanOrEqual(repeats);
  });
});
