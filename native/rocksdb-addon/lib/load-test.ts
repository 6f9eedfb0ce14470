// loadTest (T2): a fill of N keys into an empty DB opened with the OPTIONS text (workload T2 of the KIOXIA
// guide, scaled down: sequential keys), or with order 'random' N puts of uniform random keys in [0, N)
// (db_bench's fillrandom: overwrites and overlapping files, so compaction work exists). Runs in a child process.
import type { RawLoad } from './raw.js';
import { type LoadResult, toLoadResult } from './results.js';
import { finalProgress, runSampledTest, type SampledTestOptions } from './sampled-test.js';
import { loadTestSchema, parseInput } from './schema.js';

/** T2's options; its workspace is an empty one (T2 creates the DB). */
export interface LoadTestOptions extends SampledTestOptions {
  keys: number;
  keySize?: number;
  valueSize?: number;
  disableWal?: boolean;
  /** Key order: 'sequential' (T2 as the guide runs it, the default) or 'random' (uniform, with overwrites). */
  order?: 'sequential' | 'random';
}

export async function loadTest(opts: LoadTestOptions): Promise<LoadResult> {
  const input = parseInput(loadTestSchema, opts);
  const ws = input.workspace;
  ws.requireEmpty('T2');
  const record = { keys: input.keys, keySize: input.keySize, valueSize: input.valueSize };
  const raw = await runSampledTest<RawLoad>(input, {
    phase: 'load',
    need: { bytes: input.keys * (input.keySize + input.valueSize), label: 'the load test' },
    params: { ...record, disableWal: input.disableWal, order: input.order },
    fraction: (s) => s.writes / input.keys,
  });
  ws.loaded = record;
  const result = toLoadResult(raw, record, ws.dbPath);
  input.onProgress?.(finalProgress('load', result.elapsedSec, result.opsPerSec, 0));
  return result;
}
