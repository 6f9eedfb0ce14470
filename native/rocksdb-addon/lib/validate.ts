// validateOptions: check, then T2, then T5, in one temporary workspace that is always removed
// (success, failure, abort; Ctrl-C is handled by the workspace's signal handlers).
import { type CheckResult, checkOptions } from './check-options.js';
import type { EngineId } from './addon-path.js';
import { chooseEngine } from './engine-choice.js';
import { type EngineInfo, engineInfo } from './engine-info.js';
import { loadTest } from './load-test.js';
import type { LoadResult, RunResult } from './results.js';
import { runTest } from './run-test.js';
import type { EngineProgress } from './schema.js';
import { Workspace } from './workspace.js';

export interface ValidateOptions {
  /** What the file is written for; default: read from the file. */
  dialect?: 'rocksdb' | 'trocksdb';
  /** Which engine runs it; default: the file's own. */
  engine?: EngineId;
  keys: number;
  keySize?: number;
  valueSize?: number;
  readers?: number;
  durationSec?: number;
  writerRateBytesPerSec?: number;
  writerKeys?: 'sequential' | 'random';
  /** T2's key order: 'random' is db_bench's fillrandom (overwrites, so compaction work exists); default sequential. */
  loadOrder?: 'sequential' | 'random';
  /** > 0: every column family's block cache, set in code by the harness (BlockBasedTableOptions::block_cache). */
  blockCacheBytes?: number;
  /** Load, open and diff only: return after the check, no T2/T5. */
  checkOnly?: boolean;
  /** An existing empty directory for the T2/T5 DB (kept afterwards). */
  dbDir?: string;
  tmpRoot?: string;
  signal?: AbortSignal;
  onProgress?: (e: EngineProgress) => void;
}

export interface ValidateReport {
  engine: EngineInfo;
  check: CheckResult;
  /** Absent when the check failed (the tests never run on a rejected file). */
  load?: LoadResult;
  run?: RunResult;
}

export async function validateOptions(text: string, opts: ValidateOptions): Promise<ValidateReport> {
  const ws = Workspace.create({
    ...(opts.dbDir !== undefined ? { dbDir: opts.dbDir } : {}),
    ...(opts.tmpRoot !== undefined ? { tmpRoot: opts.tmpRoot } : {}),
  });
  const common = {
    ...(opts.blockCacheBytes !== undefined ? { blockCacheBytes: opts.blockCacheBytes } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  };
  try {
    const choice = chooseEngine(text, { engine: opts.engine, dialect: opts.dialect });
    const engine = await engineInfo({ engine: choice.engine, ...(opts.signal ? { signal: opts.signal } : {}) });
    opts.onProgress?.({
      phase: 'check',
      fraction: 0,
      tSec: 0,
      writeOpsPerSec: 0,
      readOpsPerSec: 0,
      stallMicros: 0,
      stallPercent: 0,
      l0Files: 0,
      pendingCompactionBytes: 0,
    });
    const check = await checkOptions(text, {
      workspace: ws,
      ...(opts.engine ? { engine: opts.engine } : {}), // the caller's choice, so engineReason says who chose
      ...(opts.dialect ? { dialect: opts.dialect } : {}),
      ...(opts.blockCacheBytes !== undefined ? { blockCacheBytes: opts.blockCacheBytes } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    if (!check.ok || opts.checkOnly) return { engine, check };
    const options = check.effectiveOptions; // the BlobDB mapping already applied when it was needed
    const load = await loadTest({
      options,
      engine: check.engine,
      workspace: ws,
      keys: opts.keys,
      ...common,
      ...(opts.keySize !== undefined ? { keySize: opts.keySize } : {}),
      ...(opts.valueSize !== undefined ? { valueSize: opts.valueSize } : {}),
      ...(opts.loadOrder !== undefined ? { order: opts.loadOrder } : {}),
    });
    const run = await runTest({
      options,
      engine: check.engine,
      workspace: ws,
      ...common,
      ...(opts.readers !== undefined ? { readers: opts.readers } : {}),
      ...(opts.durationSec !== undefined ? { durationSec: opts.durationSec } : {}),
      ...(opts.writerRateBytesPerSec !== undefined ? { writerRateBytesPerSec: opts.writerRateBytesPerSec } : {}),
      ...(opts.writerKeys !== undefined ? { writerKeys: opts.writerKeys } : {}),
    });
    return { engine, check, load, run };
  } finally {
    ws.dispose();
  }
}
