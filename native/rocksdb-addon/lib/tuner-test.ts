// The workloads for the run-time tuners (src/tuner_test.cc), with the controller the OPTIONS file asks for:
//  - sineTest: the thesis's sine-wave write workload (§3.4.2): one writer of random keys capped at
//    a*sin(b*t + c) + d bytes/s, optionally a constant low rate after a set time; then random reads.
//  - phaseTest: alternating phases (e.g. write-heavy / read-heavy) for dynamic-l0; then random reads.
// Everything is validated here (zod) before the child process starts.
// Over 300 lines: splitting it by workload is open work (issue 14); keep new code out of this file.
import { totalmem } from 'node:os';

import { z } from 'zod';

import { ENGINE_IDS, type EngineId } from './addon-path.js';
import { runInChild } from './child-runner.js';
import {
  CONTROLLER_IDS,
  type CompactionTunerConfig,
  type ControllerDecision,
  type ControllerId,
  type L0TunerConfig,
  compactionTunerSchema,
  controllerDirective,
  l0TunerSchema,
} from './controllers.js';
import { EngineError } from './errors.js';
import { assertDiskSpace } from './preflight.js';
import { prepareToRun, rejected, writeOptionsFile } from './prepare.js';
import type { RawLatency, RawStats } from './raw.js';
import { type LevelStats, dirSizeBytes, levelStats } from './results.js';
import { parseInput } from './schema.js';
import { Workspace } from './workspace.js';

const MB = 2 ** 20;

export interface SineSpec {
  /** Amplitude, bytes/s (> 0). */
  a: number;
  /** Angular frequency, rad/s (> 0): period = 2π/b. */
  b: number;
  /** Phase, rad. */
  c: number;
  /** Offset, bytes/s (>= a, so the cap never goes negative). */
  d: number;
  /** How often the cap is recomputed (db_bench --sine_write_rate_interval_milliseconds); default 1000. */
  intervalMs?: number;
  /** After this many seconds, a constant rate instead of the sine (thesis sine_finished); 0 = never. */
  afterSec?: number;
  afterRateBytesPerSec?: number;
}

export interface PhaseSpec {
  durationSec: number;
  /** Writer cap in bytes/s; 0 = unlimited. */
  writeRateBytesPerSec?: number;
  /** Whether the writer runs in this phase (default true). */
  writer?: boolean;
  /** Reader threads in this phase (default 0). */
  readers?: number;
}

interface TunerCommon {
  options: string;
  dialect?: 'rocksdb' | 'trocksdb';
  engine?: EngineId;
  /** A fresh workspace (the DB is created empty). */
  workspace: Workspace;
  /** "auto" (default): the controller named by `# rocktune-controller:` in the options, if any. */
  controller?: 'auto' | 'none' | ControllerId;
  compaction?: Partial<CompactionTunerConfig>;
  l0?: Partial<L0TunerConfig>;
  /** Overrides the file's rate_limiter_bytes_per_sec (the tuner's 100 % I/O mark). 0 = the file's. */
  rateLimiterBytesPerSec?: number;
  keySize?: number;
  valueSize?: number;
  /** Random keys are drawn in [0, keySpace). */
  keySpace?: number;
  durationSec?: number;
  disableWal?: boolean;
  /** Random reads on the resulting DB after the workload (compactions disabled first, thesis Fig. 4.2); 0 = none. */
  readSec?: number;
  readThreads?: number;
  signal?: AbortSignal;
  onProgress?: (e: TunerProgress) => void;
}

export interface SineTestOptions extends TunerCommon {
  sine: SineSpec;
}

export interface PhaseTestOptions extends TunerCommon {
  phases: PhaseSpec[];
}

export interface TunerProgress {
  phase: 'sine' | 'phases';
  fraction: number;
  tSec: number;
  writeOpsPerSec: number;
  readOpsPerSec: number;
  stallMicros: number;
  l0Files: number;
  pendingCompactionBytes: number;
  writeMBPerSec: number;
  /** The writer's cap now, MiB/s; -1 = unlimited. */
  capMBPerSec: number;
  compactionsDisabled: boolean;
  slowdownTrigger: number;
}

export interface TunerSamplePoint {
  tSec: number;
  phase: number;
  capMBPerSec: number;
  writeOps: number;
  writeMBPerSec: number;
  readOpsPerSec: number;
  stallMicros: number;
  l0Files: number;
  pendingCompactionBytes: number;
  /** Cumulative flush / compaction output, MiB. */
  flushMB: number;
  compactMB: number;
  compactionsDisabled: boolean;
  slowdownTrigger: number;
  stopTrigger: number;
}

export interface TunerResult {
  workload: 'sine' | 'phases';
  controller: 'none' | ControllerId;
  /** Where the controller came from: the file's directive, the caller, or none. */
  controllerSource: 'directive' | 'option' | 'none';
  config: { compaction?: CompactionTunerConfig; l0?: L0TunerConfig };
  rateLimiterBytesPerSec: number;
  keySize: number;
  valueSize: number;
  keySpace: number;
  durationSec: number;
  elapsedSec: number;
  writeOps: number;
  writeBytes: number;
  /** Cumulative write rate (user bytes / elapsed), MiB/s. */
  writeMBPerSec: number;
  flushMBPerSec: number;
  /** Compaction output only (rocksdb.compact.write.bytes / elapsed), MiB/s. */
  compactionMBPerSec: number;
  writeAmplification: number;
  bytesIngested: number;
  bytesFlushed: number;
  bytesCompacted: number;
  stallMicros: number;
  stallPercent: number;
  maxL0Files: number;
  writeP50Micros: number;
  writeP99Micros: number;
  writeMaxMicros: number;
  /** Reads during the phases workload. */
  phaseReadOps: number;
  compactionsDisabledAtEnd: boolean;
  levels: LevelStats[];
  dbSizeBytes: number;
  samples: TunerSamplePoint[];
  decisions: ControllerDecision[];
  /** The random-read phase on the resulting DB. */
  read?: {
    elapsedSec: number;
    threads: number;
    ops: number;
    opsPerSec: number;
    found: number;
    mbPerSec: number;
    p50Micros: number;
    p99Micros: number;
    /** LSM shape when the reads started. */
    levels: LevelStats[];
  };
}

const common = {
  options: z.string(),
  dialect: z.enum(['rocksdb', 'trocksdb']).optional(),
  engine: z.enum(ENGINE_IDS).optional(),
  workspace: z.custom<Workspace>((v) => v instanceof Workspace, 'a Workspace (Workspace.create())'),
  controller: z.enum(['auto', 'none', ...CONTROLLER_IDS]).default('auto'),
  compaction: z.unknown().optional(),
  l0: z.unknown().optional(),
  rateLimiterBytesPerSec: z.int().min(0).default(0),
  keySize: z.int().min(8).max(4096).default(20),
  valueSize: z.int().min(1).max(16 * MB).default(100_000),
  keySpace: z.int().min(1).max(10_000_000_000).default(100_000),
  durationSec: z.number().gt(0).max(24 * 3600).default(60),
  disableWal: z.boolean().default(false),
  readSec: z.number().min(0).max(3600).default(0),
  readThreads: z.int().min(1).max(1024).default(1),
  signal: z.instanceof(AbortSignal).optional(),
  onProgress: z.custom<(e: TunerProgress) => void>((v) => typeof v === 'function', 'a function').optional(),
};

export const sineSpecSchema = z
  .strictObject({
    a: z.number().gt(0, 'the amplitude a must be > 0 (bytes/s)'),
    b: z.number().gt(0, 'b must be > 0 (rad/s; period = 2π/b)'),
    c: z.number().refine(Number.isFinite, 'c must be finite'),
    d: z.number().gt(0, 'the offset d must be > 0 (bytes/s)'),
    intervalMs: z.number().min(100, 'must be >= 100 ms').default(1000),
    afterSec: z.number().min(0).default(0),
    afterRateBytesPerSec: z.int().min(0).default(0),
  })
  .refine((s) => s.d >= s.a, { message: 'd must be >= a, otherwise the cap a*sin(b*t+c)+d becomes negative', path: ['d'] })
  .refine((s) => Number.isFinite(s.a) && Number.isFinite(s.d) && Number.isFinite(s.b), { message: 'a, b and d must be finite', path: ['a'] });

const sineTestSchema = z.strictObject({ ...common, sine: sineSpecSchema });
const phaseTestSchema = z.strictObject({
  ...common,
  phases: z
    .array(
      z.strictObject({
        durationSec: z.number().gt(0).max(24 * 3600),
        writeRateBytesPerSec: z.int().min(0).default(0),
        writer: z.boolean().default(true),
        readers: z.int().min(0).max(1024).default(0),
      }),
    )
    .min(1),
});

export async function sineTest(opts: SineTestOptions): Promise<TunerResult> {
  const input = parseInput(sineTestSchema, opts);
  // the cap averages d over whole periods (the after-rate tail is lower)
  return run('sine', input, { sine: input.sine }, input.sine.d);
}

export async function phaseTest(opts: PhaseTestOptions): Promise<TunerResult> {
  const input = parseInput(phaseTestSchema, opts);
  // unlimited writer phases: assume 200 MiB/s, above what 2 cores reach
  const peak = Math.max(...input.phases.map((p) => (p.writer ? p.writeRateBytesPerSec || 200 * MB : 0)));
  return run('phases', input, { phases: input.phases }, peak);
}

type CommonInput = z.output<z.ZodObject<typeof common>>;

/** Which controller runs, from the caller and the file's directive; throws ENGINE_INVALID_ARGUMENT on a bad one. */
export function resolveController(options: string, requested: 'auto' | 'none' | ControllerId): { id: 'none' | ControllerId; source: TunerResult['controllerSource'] } {
  if (requested === 'none') return { id: 'none', source: 'none' };
  if (requested !== 'auto') return { id: requested, source: 'option' };
  let id: ControllerId | undefined;
  try {
    id = controllerDirective(options);
  } catch (err) {
    throw new EngineError('ENGINE_INVALID_ARGUMENT', (err as Error).message);
  }
  return id ? { id, source: 'directive' } : { id: 'none', source: 'none' };
}

async function run(workload: 'sine' | 'phases', input: CommonInput, extra: Record<string, unknown>, peakBytesPerSec: number): Promise<TunerResult> {
  const ws = input.workspace;
  if (ws.loaded) throw new EngineError('ENGINE_INVALID_ARGUMENT', 'this workspace already holds a DB; the tuner workloads need an empty one');
  const ctl = resolveController(input.options, input.controller);
  const config: TunerResult['config'] = {};
  if (ctl.id === 'auto-tuned-compactions') config.compaction = parseInput(compactionTunerSchema, input.compaction ?? {});
  if (ctl.id === 'dynamic-l0') config.l0 = parseInput(l0TunerSchema, input.l0 ?? {});
  const p = prepareToRun(input.options, { engine: input.engine, dialect: input.dialect }, (key) => ws.sandboxDir('db', key));
  assertDiskSpace(ws.userDb ? ws.dbPath : ws.dir, Math.min(peakBytesPerSec * input.durationSec, input.keySpace * (input.keySize + input.valueSize) * 3), `the ${workload} test`);

  const params = {
    optionsPath: writeOptionsFile(ws, p.dialect.text),
    dbPath: ws.dbPath,
    sandboxRoot: ws.dir,
    memLimitBytes: totalmem(),
    keySize: input.keySize,
    valueSize: input.valueSize,
    keySpace: input.keySpace,
    durationSec: input.durationSec,
    disableWal: input.disableWal,
    workload,
    readSec: input.readSec,
    readThreads: input.readThreads,
    controller: ctl.id,
    rateLimiterBytesPerSec: input.rateLimiterBytesPerSec,
    ...(config.compaction ? { compaction: config.compaction } : {}),
    ...(config.l0 ? { l0: config.l0 } : {}),
    ...extra,
  };
  let raw: RawTuner;
  try {
    raw = await runInChild<RawTuner>('tunerTest', params, {
      ...(input.signal ? { signal: input.signal } : {}),
      cwd: ws.dir,
      engine: p.choice.engine,
      onProgress: (ev) => {
        const s = (ev as { sample: RawTunerSample }).sample;
        input.onProgress?.({
          phase: workload,
          fraction: Math.min(1, s.tSec / input.durationSec),
          tSec: s.tSec,
          writeOpsPerSec: s.writes,
          readOpsPerSec: s.reads,
          stallMicros: s.stallMicros,
          l0Files: s.l0Files,
          pendingCompactionBytes: s.pendingCompactionBytes,
          writeMBPerSec: s.writeBytes / MB,
          capMBPerSec: s.capBytesPerSec < 0 ? -1 : s.capBytesPerSec / MB,
          compactionsDisabled: s.compactionsDisabled,
          slowdownTrigger: s.slowdownTrigger,
        });
      },
    });
  } catch (err) {
    if (err instanceof EngineError && err.code === 'ENGINE_OPTIONS_REJECTED') throw rejected(err.details.rocksdbStatus ?? err.message, p);
    throw err;
  }
  ws.loaded = { keys: input.keySpace, keySize: input.keySize, valueSize: input.valueSize };
  return toTunerResult(raw, input, ctl, config, ws.dbPath);
}

interface RawTunerSample {
  tSec: number;
  phase: number;
  capBytesPerSec: number;
  writes: number;
  writeBytes: number;
  reads: number;
  stallMicros: number;
  l0Files: number;
  pendingCompactionBytes: number;
  flushBytes: number;
  compactBytes: number;
  compactionsDisabled: boolean;
  slowdownTrigger: number;
  stopTrigger: number;
}

interface RawTuner {
  workload: 'sine' | 'phases';
  controller: string;
  rateLimiterBytesPerSec: number;
  elapsedSec: number;
  writes: RawLatency;
  writeBytes: number;
  phaseReads: RawLatency;
  stats: RawStats;
  maxL0Files: number;
  compactionsDisabledAtEnd: boolean;
  samples: RawTunerSample[];
  decisions: ControllerDecision[];
  readPhase?: { elapsedSec: number; threads: number; latency: RawLatency; found: number; foundBytes: number; stats: RawStats };
}

function toTunerResult(
  raw: RawTuner,
  input: CommonInput,
  ctl: { id: 'none' | ControllerId; source: TunerResult['controllerSource'] },
  config: TunerResult['config'],
  dbPath: string,
): TunerResult {
  const t = raw.elapsedSec;
  const per = (n: number): number => (t > 0 ? n / t : 0);
  let prevT = 0;
  const samples = raw.samples.map((s): TunerSamplePoint => {
    const dt = s.tSec - prevT || 1;
    prevT = s.tSec;
    return {
      tSec: s.tSec,
      phase: s.phase,
      capMBPerSec: s.capBytesPerSec < 0 ? -1 : s.capBytesPerSec / MB,
      writeOps: s.writes,
      writeMBPerSec: s.writeBytes / MB / dt,
      readOpsPerSec: s.reads / dt,
      stallMicros: s.stallMicros,
      l0Files: s.l0Files,
      pendingCompactionBytes: s.pendingCompactionBytes,
      flushMB: s.flushBytes / MB,
      compactMB: s.compactBytes / MB,
      compactionsDisabled: s.compactionsDisabled,
      slowdownTrigger: s.slowdownTrigger,
      stopTrigger: s.stopTrigger,
    };
  });
  const st = raw.stats;
  const rp = raw.readPhase;
  return {
    workload: raw.workload,
    controller: ctl.id,
    controllerSource: ctl.source,
    config,
    rateLimiterBytesPerSec: raw.rateLimiterBytesPerSec,
    keySize: input.keySize,
    valueSize: input.valueSize,
    keySpace: input.keySpace,
    durationSec: input.durationSec,
    elapsedSec: t,
    writeOps: raw.writes.count,
    writeBytes: raw.writeBytes,
    writeMBPerSec: per(raw.writeBytes) / MB,
    flushMBPerSec: per(st.flushWriteBytes) / MB,
    compactionMBPerSec: per(st.compactWriteBytes) / MB,
    writeAmplification: st.bytesWritten > 0 ? (st.flushWriteBytes + st.compactWriteBytes) / st.bytesWritten : 0,
    bytesIngested: st.bytesWritten,
    bytesFlushed: st.flushWriteBytes,
    bytesCompacted: st.compactWriteBytes,
    stallMicros: st.stallMicros,
    stallPercent: t > 0 ? (100 * st.stallMicros) / (t * 1e6) : 0,
    maxL0Files: raw.maxL0Files,
    writeP50Micros: raw.writes.p50Micros,
    writeP99Micros: raw.writes.p99Micros,
    writeMaxMicros: raw.writes.maxMicros,
    phaseReadOps: raw.phaseReads.count,
    compactionsDisabledAtEnd: raw.compactionsDisabledAtEnd,
    levels: levelStats(st.cfstats),
    dbSizeBytes: dirSizeBytes(dbPath),
    samples,
    decisions: raw.decisions,
    ...(rp
      ? {
          read: {
            elapsedSec: rp.elapsedSec,
            threads: rp.threads,
            ops: rp.latency.count,
            opsPerSec: rp.elapsedSec > 0 ? rp.latency.count / rp.elapsedSec : 0,
            found: rp.found,
            mbPerSec: rp.elapsedSec > 0 ? rp.foundBytes / MB / rp.elapsedSec : 0,
            p50Micros: rp.latency.p50Micros,
            p99Micros: rp.latency.p99Micros,
            levels: levelStats(rp.stats.cfstats),
          },
        }
      : {}),
  };
}
