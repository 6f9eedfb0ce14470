// Lint agrees with the engine (issue 15): over mutated generated and engine-written OPTIONS files, every
// file lint calls error-free loads, opens and runs each stated value unchanged (or lint says so on that
// line), and every file the engine refuses or dies on has a lint error. The files are drawn with the run's seed
// (ROCKTUNE_TEST_SEED); ROCKTUNE_PROPERTY_SEED / _FILES replay or widen a run; bench/lint-vs-engine runs 20,000.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEST_SEED } from '../../../test/support/sample.js';
import { PENDING, describeDisagreement } from './lint-vs-engine/pending.js';
import { LINKED_ENGINE, lintVsEngine, type EngineUnderTest } from './lint-vs-engine/run.js';

const FILES = Number(process.env.ROCKTUNE_PROPERTY_FILES ?? 2000);
// The run's seed (test/support/sample.ts), as every other sweep: each run draws new files.
const SEED = Number(process.env.ROCKTUNE_PROPERTY_SEED ?? TEST_SEED);

async function agreement(engine: EngineUnderTest): Promise<void> {
  const report = await lintVsEngine(FILES, SEED, engine);
  const pending = report.disagreements.filter((d) => PENDING.some((p) => p.matches(d)));
  const unexplained = report.disagreements.filter((d) => !PENDING.some((p) => p.matches(d)));
  console.log(
    `lint vs ${engine.target}: ${report.files} files from ${report.bases} bases, seed ${report.seed}, ${report.ms} ms, ${report.engineProcesses} engine processes; ${JSON.stringify(report.counts)}; pending other rules: ${pending.length}`,
  );
  expect(report.files).toBeGreaterThanOrEqual(2000);
  // Both sides see real work: the engine refuses some files, runs others, and lint passes some.
  expect(report.counts['both-refuse']).toBeGreaterThan(0);
  expect(report.counts['both-accept']).toBeGreaterThan(0);
  expect(unexplained.slice(0, 5).map(describeDisagreement)).toEqual([]);
}

describe('lint agrees with the engine on mutated OPTIONS files', () => {
  it(`RocksDB (linked): ${FILES} files`, () => agreement(LINKED_ENGINE), 600_000);

  // TRocksDB, wherever its addon is built (npm run engine:trocksdb -- --source DIR): the same files, judged by its profile.
  const trocksdb = fileURLToPath(new URL('../build-trocksdb/rocktune_rocksdb.node', import.meta.url));
  const why = existsSync(trocksdb) ? '' : ` (skipped: ${trocksdb} is not built; npm run engine:trocksdb -- --source DIR builds it)`;
  it.skipIf(!existsSync(trocksdb))(
    `TRocksDB 6.4.6: ${FILES} files${why}`,
    () => agreement({ target: 'trocksdb@6.4.6', dialect: 'trocksdb', addonPath: trocksdb }),
    600_000,
  );
});
