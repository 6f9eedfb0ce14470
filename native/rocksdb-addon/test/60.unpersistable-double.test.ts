// Issue 21 item 9: blob_garbage_collection_force_threshold=-inf. Lint only warned (out of range, GC off) while
// validate failed with "No options files found": RocksDB 7.8.3 opens the DB, then its OPTIONS-file verification
// compares doubles as |a - b| < 1e-5, which is NaN for infinities, so no OPTIONS file is written (LOG: "Unable to
// persist options -- failed the verification"). Lint now refuses the value, as the engine does.
import { DEFAULT_TARGET, lintOptionsText } from '@rocktune/calculator';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchChecker } from '../lib/batch-check.js';
import { checkOptions } from '../lib/check-options.js';

const checker = new BatchChecker({ timeoutMs: 60_000 });
afterAll(() => checker.close());
const file = (line: string) =>
  `[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n  ${line}\n`;

describe('an infinite double: the engine opens and writes no OPTIONS file, lint warns, validate accepts', () => {
  it.each([
    'blob_garbage_collection_force_threshold=-inf',
    'blob_garbage_collection_age_cutoff=inf',
    'blob_garbage_collection_force_threshold=-infinity',
  ])(
    '%s',
    async (line) => {
      const verdict = await checker.check(file(line));
      expect(verdict.accepted).toBe(false);
      expect(verdict.stage).toBe('persist');
      const lint = lintOptionsText(file(line), { target: DEFAULT_TARGET });
      expect(lint.counts.error).toBe(0);
      expect(
        lint.findings
          .filter((f) => f.severity === 'warning')
          .map((f) => f.message)
          .join('\n'),
      ).toMatch(/opens the DB and persists no OPTIONS file/);
      const validate = await checkOptions(file(line), { engine: 'rocksdb' });
      expect({ ok: validate.ok, accepted: validate.accepted }).toEqual({ ok: true, accepted: true });
    },
    60_000,
  );

  it('a finite value outside [0,1] with GC off is persisted, and lint only warns', async () => {
    const verdict = await checker.check(file('blob_garbage_collection_force_threshold=2'));
    expect(verdict.accepted).toBe(true);
    expect(verdict.persistedText).toContain('blob_garbage_collection_force_threshold=2');
    expect(lintOptionsText(file('blob_garbage_collection_force_threshold=2'), { target: DEFAULT_TARGET }).counts.error).toBe(0);
  });
});
