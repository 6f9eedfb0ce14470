// Runs T2 then T5 on every variant through the engine, rounds interleaved (round 1 of every variant, then
// round 2, ...; the order rotates each round so no variant always runs first). Each run gets a fresh
// temporary workspace, removed as soon as the run ends. An AbortSignal stops the current engine process.
import type { EngineProgress, LevelStats, LoadResult, RunResult } from '@rocktune/rocksdb-addon';
import type { EngineClient } from '../engine/engine.js';

export interface RunSettings {
  loadKeys: number;
  keySize: number;
  valueSize: number;
  durationSec: number;
  readers: number;
  writerRateBytesPerSec: number;
  rounds: number;
  tmpRoot?: string;
  /** --block-cache: every column family's block cache, set in code by the harness. */
  blockCacheBytes?: number;
}

export interface PlannedVariant {
  name: string;
  dialect: 'rocksdb' | 'trocksdb';
  /** The engine every run of this variant uses (the one that checked it). */
  engine: 'rocksdb' | 'trocksdb';
  /** The text the engine accepted (after the BlobDB mapping when a TRocksDB file runs on upstream RocksDB). */
  options: string;
}

/** What one T2+T5 run of one variant measured (the figures the report uses). */
export interface RunFigures {
  round: number;
  variant: string;
  t2Seconds: number;
  t2OpsPerSec: number;
  t2MBPerSec: number;
  t2P99Micros: number;
  t2WriteAmp: number;
  t2StallPercent: number;
  t2MaxL0Files: number;
  t5ReadsPerSec: number;
  t5ReadP99Micros: number;
  t5WritesPerSec: number;
  t5WriteAmp: number;
  t5StallPercent: number;
  t5MaxL0Files: number;
  dbSizeBytes: number;
  /** Files and bytes per level after T2 and after T5 (RocksDB's cfstats). */
  levelsAfterLoad: { level: string; files: number; sizeBytes: number }[];
  levelsAfterRun: { level: string; files: number; sizeBytes: number }[];
}

const shape = (levels: LevelStats[]): RunFigures['levelsAfterRun'] =>
  levels.filter((l) => l.level !== 'Sum').map((l) => ({ level: l.level, files: l.files, sizeBytes: l.sizeBytes }));

export function figures(round: number, variant: string, load: LoadResult, run: RunResult): RunFigures {
  return {
    round,
    variant,
    t2Seconds: load.elapsedSec,
    t2OpsPerSec: load.opsPerSec,
    t2MBPerSec: load.mbPerSec,
    t2P99Micros: load.p99Micros,
    t2WriteAmp: load.writeAmplification,
    t2StallPercent: load.stallPercent,
    t2MaxL0Files: load.maxL0Files,
    t5ReadsPerSec: run.readOpsPerSec,
    t5ReadP99Micros: run.readP99Micros,
    t5WritesPerSec: run.writeOpsPerSec,
    t5WriteAmp: run.writeAmplification,
    t5StallPercent: run.stallPercent,
    t5MaxL0Files: run.maxL0Files,
    dbSizeBytes: run.dbSizeBytes,
    levelsAfterLoad: shape(load.levels),
    levelsAfterRun: shape(run.levels),
  };
}

export interface RunHooks {
  signal: AbortSignal;
  /** Called before each run (for the progress label). */
  onStart?: (round: number, variant: string, index: number, total: number) => void;
  onProgress?: (e: EngineProgress) => void;
  onDone?: (f: RunFigures) => void;
}

/** The interleaved schedule: round r runs the variants rotated by r-1. */
export function schedule(variants: readonly string[], rounds: number): { round: number; variant: string }[] {
  const out: { round: number; variant: string }[] = [];
  for (let r = 1; r <= rounds; r += 1) {
    for (let i = 0; i < variants.length; i += 1) out.push({ round: r, variant: variants[(i + r - 1) % variants.length] as string });
  }
  return out;
}

export async function runRounds(engine: EngineClient, variants: readonly PlannedVariant[], s: RunSettings, hooks: RunHooks): Promise<RunFigures[]> {
  const results: RunFigures[] = [];
  const plan = schedule(variants.map((v) => v.name), s.rounds);
  for (const [i, step] of plan.entries()) {
    if (hooks.signal.aborted) break;
    const v = variants.find((x) => x.name === step.variant) as PlannedVariant;
    hooks.onStart?.(step.round, v.name, i + 1, plan.length);
    const ws = engine.Workspace.create(s.tmpRoot !== undefined ? { tmpRoot: s.tmpRoot } : {});
    try {
      const common = {
        options: v.options, engine: v.engine, workspace: ws, signal: hooks.signal,
        ...(s.blockCacheBytes !== undefined ? { blockCacheBytes: s.blockCacheBytes } : {}),
        ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
      };
      const load = await engine.loadTest({ ...common, keys: s.loadKeys, keySize: s.keySize, valueSize: s.valueSize });
      const run = await engine.runTest({ ...common, readers: s.readers, durationSec: s.durationSec, writerRateBytesPerSec: s.writerRateBytesPerSec });
      const f = figures(step.round, v.name, load, run);
      results.push(f);
      hooks.onDone?.(f);
    } finally {
      ws.dispose();
    }
  }
  return results;
}
