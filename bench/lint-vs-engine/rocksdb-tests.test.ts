// Issue 34: RocksDB's own option tests (tools/engine-judge/rocksdb-tests.mjs) as OPTIONS files, judged by each
// release's jar: lint misses no refusal and claims none that does not happen. npm test draws 25 cases per version (8 tags)
// with the run's seed (test/support/sample.ts), npm run test:full all of them; the benchmark
// (bench/lint-vs-engine/rocksdb-tests.ts) runs every case.
import { describe, expect, it } from 'vitest';
import { DEFAULT_VERSIONS } from '../../tools/engine-judge/jars.mjs';
import { sampleOf } from '../../test/support/sample.js';
import { outcomeOf, rocksdbTestCases, rocksdbTestVersions } from './rocksdb-tests.js';

const versions = rocksdbTestVersions();

describe("RocksDB's own option tests, judged by the release jars", () => {
  it('cover every judged release (tools/engine-judge/versions.txt), each with refused and opened cases', () => {
    expect([...versions].sort()).toEqual([...DEFAULT_VERSIONS].sort());
    for (const version of versions) {
      const cases = rocksdbTestCases(version);
      expect(cases.length).toBeGreaterThanOrEqual(40);
      expect(cases.some((c) => !c.verdict.strict?.ok)).toBe(true);
      expect(cases.some((c) => c.verdict.open?.ok)).toBe(true);
    }
  });

  for (const version of versions) {
    it(`${version}: no missed refusal and no false error`, () => {
      const wrong = sampleOf(rocksdbTestCases(version), 25, `rocksdb-tests ${version}`)
        .map((c) => ({ file: c.file, outcome: outcomeOf(c) }))
        .filter(({ outcome }) => outcome.kind === 'missed-refusal' || outcome.kind === 'false-error');
      expect(wrong).toEqual([]);
    });
  }
});
