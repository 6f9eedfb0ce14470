// runTest (T5): on the DB loaded by loadTest, R reader threads doing random point reads plus one writer
// doing sequential (or, for db_bench parity, random) writes, for a duration. Runs in a child process.
import { UNLIMITED_WRITER_GUESS } from '@rocktune/calculator';
import { EngineError } from './errors.js';
import type { RawProgress, RawRun } from './raw.js';
import { type RunResult, toRunResult } from './results.js';
import { type EngineProgress, parseInput, runTestSchema } from './schema.js';
import { finalProgress, pick, runWorkload, type WorkloadOptions } from './workload-run.js';
import type { Workspace } from './workspace.js';

export interface RunTestOptions extends WorkloadOptions {
  /** The workspace loadTest filled. */
  workspace: Workspace;
  /** Reader threads; default: the host's hardware threads (rules.md R6: the guide ran 48 readers on 48 threads). */
  readers?: number;
  durationSec?: number;
  /** Writer rate limit in bytes/s; 0 = unlimited. Default 10 MiB/s. */
  writerRateBytesPerSec?: number;
  /** "sequential" (T5: new keys after the loaded ones) or "random" (overwrites, like db_bench readwhilewriting). */
  writerKeys?: 'sequential' | 'random';
  onProgress?: (e: EngineProgress) => void;
}

export async function runTest(opts: RunTestOptions): Promise<RunResult> {
  const input = parseInput(runTestSchema, opts);
  const ws = input.workspace;
  const loaded = ws.loaded;
  if (!loaded) throw new EngineError('ENGINE_INVALID_ARGUMENT', 'runTest needs the DB of a finished loadTest in this workspace');
  const rate = input.writerRateBytesPerSec || UNLIMITED_WRITER_GUESS;
  const need = { bytes: rate * input.durationSec, label: 'the run test' };
  const params = {
    keys: loaded.keys,
    keySize: loaded.keySize,
    valueSize: loaded.valueSize,
    readers: input.readers,
    durationSec: input.durationSec,
    writerRateBytesPerSec: input.writerRateBytesPerSec,
    writerKeys: input.writerKeys,
  };
  const raw = await runWorkload<RawRun, RawProgress['sample']>('runTest', input, need, params, (s) =>
    input.onProgress?.({ phase: 'run', fraction: Math.min(1, s.tSec / input.durationSec), ...pick(s) }),
  );
  const result = toRunResult(
    raw,
    { durationSec: input.durationSec, writerKeys: input.writerKeys, writerRateBytesPerSec: input.writerRateBytesPerSec },
    ws.dbPath,
  );
  input.onProgress?.(finalProgress('run', result.elapsedSec, result.writeOpsPerSec, result.readOpsPerSec));
  return result;
}
