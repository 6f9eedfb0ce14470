// runTest (T5): on the DB loaded by loadTest, R reader threads doing random point reads plus one writer
// doing sequential (or, for db_bench parity, random) writes, for a duration. Runs in a child process.
import { UNLIMITED_WRITER_GUESS } from '@rocktune/calculator';
import type { RawRun } from './raw.js';
import { type RunResult, toRunResult } from './results.js';
import { finalProgress, runSampledTest, type SampledTestOptions } from './sampled-test.js';
import { parseInput, runTestSchema } from './schema.js';

/** T5's options; its workspace is the one a finished loadTest filled. */
export interface RunTestOptions extends SampledTestOptions {
  /** Reader threads; default: the host's hardware threads (rules.md R6: the guide ran 48 readers on 48 threads). */
  readers?: number;
  durationSec?: number;
  /** Writer rate limit in bytes/s; 0 = unlimited. Default 10 MiB/s. */
  writerRateBytesPerSec?: number;
  /** "sequential" (T5: new keys after the loaded ones) or "random" (overwrites, like db_bench readwhilewriting). */
  writerKeys?: 'sequential' | 'random';
}

export async function runTest(opts: RunTestOptions): Promise<RunResult> {
  const input = parseInput(runTestSchema, opts);
  const loaded = input.workspace.requireLoaded();
  const rate = input.writerRateBytesPerSec || UNLIMITED_WRITER_GUESS;
  const raw = await runSampledTest<RawRun>(input, {
    phase: 'run',
    need: { bytes: rate * input.durationSec, label: 'the run test' },
    params: {
      ...loaded,
      readers: input.readers,
      durationSec: input.durationSec,
      writerRateBytesPerSec: input.writerRateBytesPerSec,
      writerKeys: input.writerKeys,
    },
    fraction: (s) => s.tSec / input.durationSec,
  });
  const result = toRunResult(
    raw,
    { durationSec: input.durationSec, writerKeys: input.writerKeys, writerRateBytesPerSec: input.writerRateBytesPerSec },
    input.workspace.dbPath,
  );
  input.onProgress?.(finalProgress('run', result.elapsedSec, result.writeOpsPerSec, result.readOpsPerSec));
  return result;
}
