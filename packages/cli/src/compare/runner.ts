// Runs T2 then T5 on every variant through the engine, rounds interleaved (round 1 of every variant, then
// round 2, ...; the order rotates each round so no variant always runs first). Each run gets a fresh
// temporary workspace, removed as soon as the run ends. An AbortSignal stops the current engine process.
import type { EngineProgress, LevelStats, LoadResult, RunResult } from '@rocktune/rocksdb-addon';
import type { EngineClient } from '../engine/engine.js';
import type { CapUse } from './cap-use.js';

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
  /** --load random: T2 puts uniform random keys (overwrites) and T5's writer overwrites too; default sequential. */
  loadOrder?: 'sequential' | 'random';
  /** --disk-limit: measures each phase against the cap; a run below it is repeated up to `reruns` times. */
  meter?: PhaseMeter;
  reruns?: number;
}

/** The capped regime's hooks around each phase (capped-run.ts): evict and snapshot before, measure after. */
export interface PhaseMeter {
  before(phase: 'load' | 'run', dbPath: string): void;
  after(phase: 'load' | 'run', wallSeconds: number): CapUse | undefined;
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
  /** Bytes compactions read in T5: under a read cap they take from the same budget as the Gets. */
  t5CompactionReadBytes: number;
  t5Reads: number;
  dbSizeBytes: number;
  /** Files and bytes per level after T2 and after T5 (RocksDB's cfstats). */
  levelsAfterLoad: { level: string; files: number; sizeBytes: number }[];
  levelsAfterRun: { level: string; files: number; sizeBytes: number }[];
  /** Under --disk-limit: what each phase was charged against the cap; a run counts only when both reached it. */
  cap?: { load?: CapUse; run?: CapUse; atCap: boolean; attempt: number };
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
    t5CompactionReadBytes: run.bytesCompactionRead,
    t5Reads: run.readOps,
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

export async function runRounds(
  engine: EngineClient,
  variants: readonly PlannedVariant[],
  s: RunSettings,
  hooks: RunHooks,
): Promise<RunFigures[]> {
  const results: RunFigures[] = [];
  const plan = schedule(
    variants.map((v) => v.name),
    s.rounds,
  );
  for (const [i, step] of plan.entries()) {
    const v = variants.find((x) => x.name === step.variant) as PlannedVariant;
    for (let attempt = 1; attempt <= 1 + (s.reruns ?? 0); attempt += 1) {
      if (hooks.signal.aborted) return results;
      hooks.onStart?.(step.round, v.name, i + 1, plan.length);
      const f = await runOnce(engine, v, s, hooks, step.round, attempt);
      results.push(f);
      hooks.onDone?.(f);
      if (f.cap === undefined || f.cap.atCap) break;
    }
  }
  return results;
}

async function measured<T extends object>(
  meter: PhaseMeter | undefined,
  phase: 'load' | 'run',
  dbPath: string,
  fn: () => Promise<T>,
): Promise<[T, CapUse | undefined]> {
  meter?.before(phase, dbPath);
  const t0 = performance.now();
  const value = await fn();
  return [value, meter?.after(phase, (performance.now() - t0) / 1000)];
}

async function runOnce(
  engine: EngineClient,
  v: PlannedVariant,
  s: RunSettings,
  hooks: RunHooks,
  round: number,
  attempt: number,
): Promise<RunFigures> {
  const ws = engine.Workspace.create(s.tmpRoot !== undefined ? { tmpRoot: s.tmpRoot } : {});
  try {
    const common = {
      options: v.options,
      engine: v.engine,
      workspace: ws,
      signal: hooks.signal,
      ...(s.blockCacheBytes !== undefined ? { blockCacheBytes: s.blockCacheBytes } : {}),
      ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
    };
    const random = s.loadOrder === 'random';
    const [load, loadCap] = await measured(s.meter, 'load', ws.dbPath, () =>
      engine.loadTest({
        ...common,
        keys: s.loadKeys,
        keySize: s.keySize,
        valueSize: s.valueSize,
        ...(random ? { order: 'random' as const } : {}),
      }),
    );
    const [run, runCap] = await measured(s.meter, 'run', ws.dbPath, () =>
      engine.runTest({
        ...common,
        readers: s.readers,
        durationSec: s.durationSec,
        writerRateBytesPerSec: s.writerRateBytesPerSec,
        ...(random ? { writerKeys: 'random' as const } : {}),
      }),
    );
    const f = figures(round, v.name, load, run);
    if (loadCap || runCap) {
      f.cap = {
        ...(loadCap ? { load: loadCap } : {}),
        ...(runCap ? { run: runCap } : {}),
        atCap: (loadCap?.atCap ?? true) && (runCap?.atCap ?? true),
        attempt,
      };
    }
    return f;
  } finally {
    ws.dispose();
  }
}
