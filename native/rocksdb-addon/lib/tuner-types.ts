// The public shapes of the run-time tuner workloads (src/tuner_test.cc): their options, progress and result.
import type { CompactionTunerConfig, ControllerDecision, ControllerId, L0TunerConfig } from './controllers.js';
import type { DbFigures, LevelStats } from './results.js';
import type { ProgressFigures } from './schema.js';
import type { WorkloadOptions } from './workload-run.js';
import type { Workspace } from './workspace.js';

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

export interface TunerCommon extends WorkloadOptions {
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
  onProgress?: (e: TunerProgress) => void;
}

export interface SineTestOptions extends TunerCommon {
  sine: SineSpec;
}

export interface PhaseTestOptions extends TunerCommon {
  phases: PhaseSpec[];
}

export interface TunerProgress extends ProgressFigures {
  phase: 'sine' | 'phases';
  fraction: number;
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

export interface TunerResult extends DbFigures {
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
  writeP50Micros: number;
  writeP99Micros: number;
  writeMaxMicros: number;
  /** Reads during the phases workload. */
  phaseReadOps: number;
  compactionsDisabledAtEnd: boolean;
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
