// loadTest (T2): a fill of N keys into an empty DB opened with the OPTIONS text (workload T2 of the KIOXIA
// guide, scaled down: sequential keys), or with order 'random' N puts of uniform random keys in [0, N)
// (db_bench's fillrandom: overwrites and overlapping files, so compaction work exists). Runs in a child process.
import { EngineError } from './errors.js';
import type { RawLoad, RawProgress } from './raw.js';
import { type LoadResult, toLoadResult } from './results.js';
import { type EngineProgress, loadTestSchema, parseInput } from './schema.js';
import { finalProgress, pick, runWorkload, type WorkloadOptions } from './workload-run.js';
import type { Workspace } from './workspace.js';

export interface LoadTestOptions extends WorkloadOptions {
  /** An empty workspace: T2 creates the DB. */
  workspace: Workspace;
  keys: number;
  keySize?: number;
  valueSize?: number;
  disableWal?: boolean;
  /** Key order: 'sequential' (T2 as the guide runs it, the default) or 'random' (uniform, with overwrites). */
  order?: 'sequential' | 'random';
  onProgress?: (e: EngineProgress) => void;
}

export async function loadTest(opts: LoadTestOptions): Promise<LoadResult> {
  const input = parseInput(loadTestSchema, opts);
  const ws = input.workspace;
  if (ws.loaded) throw new EngineError('ENGINE_INVALID_ARGUMENT', 'this workspace already holds a loaded DB; T2 needs an empty one');
  const need = { bytes: input.keys * (input.keySize + input.valueSize), label: 'the load test' };
  const params = { keys: input.keys, keySize: input.keySize, valueSize: input.valueSize, disableWal: input.disableWal, order: input.order };
  const raw = await runWorkload<RawLoad, RawProgress['sample']>('loadTest', input, need, params, (s) =>
    input.onProgress?.({ phase: 'load', fraction: Math.min(1, s.writes / input.keys), ...pick(s) }),
  );
  ws.loaded = { keys: input.keys, keySize: input.keySize, valueSize: input.valueSize };
  const result = toLoadResult(raw, { keys: input.keys, keySize: input.keySize, valueSize: input.valueSize }, ws.dbPath);
  input.onProgress?.(finalProgress('load', result.elapsedSec, result.opsPerSec, 0));
  return result;
}
