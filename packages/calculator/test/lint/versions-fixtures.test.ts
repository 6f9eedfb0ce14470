import { describe, expect, it } from 'vitest';
import { lintOptionsText } from '../../src/index.js';
import { falseErrors, versionFixtures } from './version-fixtures.js';

const label = (c: { target?: string; loader?: string }) =>
  c.target ? `as ${c.target}${c.loader ? ` (${c.loader})` : ''}` : 'by its own [Version]';

describe('per-version OPTIONS files: lint agrees with what each version does', () => {
  for (const fixture of versionFixtures()) {
    describe(fixture.path, () => {
      for (const check of fixture.checks) {
        it(`${label(check)}: ${check.verdict}`, () => {
          const result = lintOptionsText(fixture.text, { target: check.target, loader: check.loader });
          if (check.judgedBy) expect(result.target).toBe(check.judgedBy);
          const errorLines = result.findings.filter((f) => f.severity === 'error').map((f) => f.line);
          if (check.verdict === 'loads') {
            expect(falseErrors(check, result.findings).map((f) => `${f.line} ${f.ruleId}: ${f.message}`)).toEqual([]);
          } else {
            expect(errorLines.length).toBeGreaterThan(0);
            for (const e of check.errors) expect(errorLines, `an error on line ${e.line} (${e.key})`).toContain(e.line);
          }
          const warningLines = result.findings.filter((f) => f.severity === 'warning').map((f) => f.line);
          for (const w of check.warnings ?? []) expect(warningLines, `a warning on line ${w.line} (${w.key})`).toContain(w.line);
        });
      }
    });
  }

  it('covers the versions the issue names, engine-written where an engine is at hand', () => {
    const paths = versionFixtures().map((f) => f.path);
    for (const dir of [
      'rocksdb-5.18.4',
      'rocksdb-6.14.6',
      'rocksdb-6.29.5',
      'rocksdb-7.8.3',
      'rocksdb-8.11.5',
      'rocksdb-10.10.1',
      'rocksdb-11.8.1',
      'trocksdb-6.4.6',
      'no-version',
    ]) {
      expect(
        paths.some((p) => p.startsWith(`${dir}/`)),
        dir,
      ).toBe(true);
    }
    for (const engine of ['rocksdb-7.8.3', 'rocksdb-10.10.1', 'trocksdb-6.4.6'])
      expect(paths).toContain(`${engine}/engine-written.OPTIONS`);
  });
});
