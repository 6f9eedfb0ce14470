// What the C++ tuner worker returns, and the TunerResult made from it (per-second samples in MiB/s, totals).
import type { ControllerDecision, ControllerId } from './controllers.js';
import type { RawLatency, RawReads, RawStats } from './raw.js';
import { MIB } from '@rocktune/calculator';
import { dbFigures, levelStats } from './results.js';
import type { CommonInput } from './tuner-schema.js';
import type { TunerResult, TunerSamplePoint } from './tuner-types.js';

export interface RawTunerSample {
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

export interface RawTuner {
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
  readPhase?: RawReads & { elapsedSec: number; stats: RawStats };
}

export function toTunerResult(
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
      capMBPerSec: s.capBytesPerSec < 0 ? -1 : s.capBytesPerSec / MIB,
      writeOps: s.writes,
      writeMBPerSec: s.writeBytes / MIB / dt,
      readOpsPerSec: s.reads / dt,
      stallMicros: s.stallMicros,
      l0Files: s.l0Files,
      pendingCompactionBytes: s.pendingCompactionBytes,
      flushMB: s.flushBytes / MIB,
      compactMB: s.compactBytes / MIB,
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
    writeMBPerSec: per(raw.writeBytes) / MIB,
    flushMBPerSec: per(st.flushWriteBytes) / MIB,
    compactionMBPerSec: per(st.compactWriteBytes) / MIB,
    ...dbFigures(st, t, raw.maxL0Files, dbPath),
    writeP50Micros: raw.writes.p50Micros,
    writeP99Micros: raw.writes.p99Micros,
    writeMaxMicros: raw.writes.maxMicros,
    phaseReadOps: raw.phaseReads.count,
    compactionsDisabledAtEnd: raw.compactionsDisabledAtEnd,
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
            mbPerSec: rp.elapsedSec > 0 ? rp.foundBytes / MIB / rp.elapsedSec : 0,
            p50Micros: rp.latency.p50Micros,
            p99Micros: rp.latency.p99Micros,
            levels: levelStats(rp.stats.cfstats),
          },
        }
      : {}),
  };
}
