// loadTest (T2): sequential-key fill of N keys into an empty DB opened with the OPTIONS text
// (workload T2 of the KIOXIA guide, scaled down). Runs in a child process.
import { totalmem } from 'node:os';

import type { EngineId } from './addon-path.js';
import { runInChild } from './child-runner.js';
import { EngineError } from './errors.js';
import { assertDiskSpace } from './preflight.js';
import { prepareToRun, rejected, writeOptionsFile } from './prepare.js';
import type { RawLoad, RawProgress } from './raw.js';
import { type LoadResult, toLoadResult } from './results.js';
import { type EngineProgress, loadTestSchema, parseInput } from './schema.js';
import type { Workspace } from './workspace.js';

export interface LoadTestOptions {
  options: string;
  dialect?: 'rocksdb' | 'trocksdb';
  engine?: EngineId;
  workspace: Workspace;
  keys: number;
  keySize?: number;
  valueSize?: number;
  disableWal?: boolean;
  /** > 0: every column family's block cache, set in code by the harness (as an application does). */
  blockCacheBytes?: number;
  signal?: AbortSignal;
  onProgress?: (e: EngineProgress) => void;
}

export async function loadTest(opts: LoadTestOptions): Promise<LoadResult> {
  const input = parseInput(loadTestSchema, opts);
  const ws = input.workspace;
  if (ws.loaded) throw new EngineError('ENGINE_INVALID_ARGUMENT', 'this workspace already holds a loaded DB; T2 needs an empty one');
  const p = prepareToRun(input.options, { engine: input.engine, dialect: input.dialect }, (key) => ws.sandboxDir('db', key));
  assertDiskSpace(ws.userDb ? ws.dbPath : ws.dir, input.keys * (input.keySize + input.valueSize), 'the load test');

  const optionsPath = writeOptionsFile(ws, p.dialect.text);
  const params = {
    optionsPath,
    dbPath: ws.dbPath,
    sandboxRoot: ws.dir,
    keys: input.keys,
    keySize: input.keySize,
    valueSize: input.valueSize,
    memLimitBytes: totalmem(),
    disableWal: input.disableWal,
    blockCacheBytes: input.blockCacheBytes,
  };
  let raw: RawLoad;
  try {
    raw = await runInChild<RawLoad>('loadTest', params, {
      ...(input.signal ? { signal: input.signal } : {}),
      cwd: ws.dir,
      engine: p.choice.engine,
      onProgress: (ev) => {
        const s = (ev as RawProgress).sample;
        input.onProgress?.({ phase: 'load', fraction: Math.min(1, s.writes / input.keys), ...pick(s) });
      },
    });
  } catch (err) {
    if (err instanceof EngineError && err.code === 'ENGINE_OPTIONS_REJECTED') throw rejected(err.details.rocksdbStatus ?? err.message, p);
    throw err;
  }
  ws.loaded = { keys: input.keys, keySize: input.keySize, valueSize: input.valueSize };
  const result = toLoadResult(raw, { keys: input.keys, keySize: input.keySize, valueSize: input.valueSize, dbPath: ws.dbPath });
  input.onProgress?.(finalProgress('load', result.elapsedSec, result.opsPerSec, 0));
  return result;
}

/** The 100% event sent when a test ends (short tests finish before the first per-second sample). */
export function finalProgress(phase: 'load' | 'run', tSec: number, writeOpsPerSec: number, readOpsPerSec: number): EngineProgress {
  return { phase, fraction: 1, tSec, writeOpsPerSec, readOpsPerSec, stallMicros: 0, l0Files: 0, pendingCompactionBytes: 0 };
}

export function pick(s: RawProgress['sample']): Omit<EngineProgress, 'phase' | 'fraction'> {
  return {
    tSec: s.tSec,
    writeOpsPerSec: s.writeOpsPerSec,
    readOpsPerSec: s.readOpsPerSec,
    stallMicros: s.stallMicros,
    l0Files: s.l0Files,
    pendingCompactionBytes: s.pendingCompactionBytes,
  };
}
