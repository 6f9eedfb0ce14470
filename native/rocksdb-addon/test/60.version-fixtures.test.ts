// The engine verdicts recorded in fixtures/options-files/versions/*.expected.json, taken again from the
// engines built here: the linked RocksDB (or the prefix build with ROCKTUNE_ROCKSDB_BUILD=prefix) and TRocksDB.
// The calculator's versions-fixtures test holds lint to the same verdicts.
import { describe, expect, it } from 'vitest';

import { versionFixtures } from '../../../packages/calculator/test/lint/version-fixtures.js';
import { addonBuilt, checkOptions, type EngineId } from '../lib/index.js';
import { LINKED_VERSION } from './linked-version.js';

/** The addon engine that runs a profile id, when it is built here. */
function engineFor(profileId: string): EngineId | undefined {
  if (profileId === `rocksdb@${LINKED_VERSION}` && addonBuilt('rocksdb')) return 'rocksdb';
  if (profileId.startsWith('trocksdb@') && addonBuilt('trocksdb')) return 'trocksdb';
  return undefined;
}

const cases = versionFixtures().flatMap((fixture) =>
  fixture.checks.flatMap((check) => {
    const engine = check.engine && (check.loader ?? 'strict') === 'strict' ? engineFor(check.engine) : undefined;
    return engine ? [{ fixture, check, engine }] : [];
  }),
);

describe('per-version fixtures: the engine verdicts they record', () => {
  it('has verdicts to repeat on the linked engine', () => {
    expect(cases.length).toBeGreaterThan(3);
  });
  for (const { fixture, check, engine } of cases) {
    it(`${fixture.path} on ${check.engine}: ${check.verdict}`, { timeout: 60_000 }, async () => {
      const result = await checkOptions(fixture.text, { engine, dialect: engine });
      expect(result.accepted, result.rocksdbStatus).toBe(check.verdict === 'loads');
      if (check.verdict === 'refuses' && result.line !== undefined) expect(check.errors.map((e) => e.line)).toContain(result.line);
    });
  }
});
