// Public result shapes (camelCase, as `rocktune validate --format json` prints them) and their assembly
// from the raw C++ figures. MB in a field name is 2^20 bytes (MIB), as db_bench prints it.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { MIB } from '@rocktune/calculator';

import { type MeasuredMemory, toMeasuredMemory } from './memory.js';
import type { RawLoad, RawRun, RawSample, RawStats } from './raw.js';
import { stallPercents } from './stall.js';

export interface LevelStats {
  level: string; // "L0".."L6", "Sum"
  files: number;
  sizeBytes: number;
  score: number;
  readGB: number;
  writeGB: number;
  movedGB: number;
  writeAmp: number;
  compactionSec: number;
  compactionCount: number;
}

export interface SamplePoint {
  tSec: number;
  opsPerSec: number; // writes + reads in this second
  writeOpsPerSec: number;
  readOpsPerSec: number;
  stallMicros: number;
  stallPercent: number;
  l0Files: number;
  pendingCompactionBytes: number;
}

/** What every write test (T2, T5, the tuner workloads) reports about the DB it wrote: RocksDB's tickers and cfstats, the files. */
export interface DbFigures {
  /** (flush + compaction output) / user bytes ingested. */
  writeAmplification: number;
  bytesIngested: number;
  bytesFlushed: number;
  bytesCompacted: number;
  /** Bytes compactions read (rocksdb.compact.read.bytes): under a disk read cap they share it with the reads. */
  bytesCompactionRead: number;
  stallMicros: number;
  stallPercent: number;
  maxL0Files: number;
  levels: LevelStats[];
  dbSizeBytes: number;
}

interface Common extends DbFigures {
  elapsedSec: number;
  samples: SamplePoint[];
  /** The engine's memory at the end of the test, measured (see memory.ts). */
  memory: MeasuredMemory;
}

export interface LoadResult extends Common {
  keys: number;
  keySize: number;
  valueSize: number;
  ops: number;
  opsPerSec: number;
  mbPerSec: number;
  p50Micros: number;
  p99Micros: number;
  p999Micros: number;
  maxMicros: number;
}

export interface RunResult extends Common {
  readers: number;
  durationSec: number;
  writerKeys: 'sequential' | 'random';
  writerRateBytesPerSec: number;
  readOps: number;
  readOpsPerSec: number;
  readMBPerSec: number;
  readFound: number;
  readP50Micros: number;
  readP99Micros: number;
  readP999Micros: number;
  readMaxMicros: number;
  writeOps: number;
  writeOpsPerSec: number;
  writeMBPerSec: number;
  writeP50Micros: number;
  writeP99Micros: number;
  writeP999Micros: number;
  writeMaxMicros: number;
}

function dirSizeBytes(path: string): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync(path);
  } catch {
    return 0;
  }
  for (const name of entries) {
    const p = join(path, name);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) continue;
    total += st.isDirectory() ? dirSizeBytes(p) : st.size;
  }
  return total;
}

export function levelStats(cfstats: Record<string, string>): LevelStats[] {
  const names = new Set<string>();
  for (const k of Object.keys(cfstats)) {
    const m = /^compaction\.([^.]+)\./.exec(k);
    if (m?.[1]) names.add(m[1]);
  }
  const num = (level: string, stat: string): number => Number(cfstats[`compaction.${level}.${stat}`] ?? 0);
  const order = (l: string): number => (l === 'Sum' ? 1e9 : Number(l.slice(1)));
  return [...names]
    .sort((a, b) => order(a) - order(b))
    .map((level) => ({
      level,
      files: num(level, 'NumFiles'),
      sizeBytes: num(level, 'SizeBytes'),
      score: num(level, 'Score'),
      readGB: num(level, 'ReadGB'),
      writeGB: num(level, 'WriteGB'),
      movedGB: num(level, 'MovedGB'),
      writeAmp: num(level, 'WriteAmp'),
      compactionSec: num(level, 'CompSec'),
      compactionCount: num(level, 'CompCount'),
    }));
}

function samplePoints(raw: RawSample[]): SamplePoint[] {
  const stall = stallPercents();
  return raw.map((s) => ({
    tSec: s.tSec,
    opsPerSec: s.writeOpsPerSec + s.readOpsPerSec,
    writeOpsPerSec: s.writeOpsPerSec,
    readOpsPerSec: s.readOpsPerSec,
    stallMicros: s.stallMicros,
    stallPercent: stall(s),
    l0Files: s.l0Files,
    pendingCompactionBytes: s.pendingCompactionBytes,
  }));
}

export function dbFigures(stats: RawStats, elapsedSec: number, maxL0Files: number, dbPath: string): DbFigures {
  const written = stats.flushWriteBytes + stats.compactWriteBytes;
  return {
    writeAmplification: stats.bytesWritten > 0 ? written / stats.bytesWritten : 0,
    bytesIngested: stats.bytesWritten,
    bytesFlushed: stats.flushWriteBytes,
    bytesCompacted: stats.compactWriteBytes,
    bytesCompactionRead: stats.compactReadBytes,
    stallMicros: stats.stallMicros,
    stallPercent: elapsedSec > 0 ? (100 * stats.stallMicros) / (elapsedSec * 1e6) : 0,
    maxL0Files,
    levels: levelStats(stats.cfstats),
    dbSizeBytes: dirSizeBytes(dbPath),
  };
}

function common(stats: RawStats, elapsedSec: number, maxL0Files: number, samples: RawSample[], dbPath: string): Common {
  return {
    ...dbFigures(stats, elapsedSec, maxL0Files, dbPath),
    elapsedSec,
    samples: samplePoints(samples),
    memory: toMeasuredMemory(stats.memory),
  };
}

/** The T2 result: the workload it loaded, then what the engine measured. */
export function toLoadResult(raw: RawLoad, workload: { keys: number; keySize: number; valueSize: number }, dbPath: string): LoadResult {
  const t = raw.elapsedSec;
  return {
    ...workload,
    ops: raw.ops,
    opsPerSec: t > 0 ? raw.ops / t : 0,
    mbPerSec: t > 0 ? raw.userBytes / MIB / t : 0,
    p50Micros: raw.latency.p50Micros,
    p99Micros: raw.latency.p99Micros,
    p999Micros: raw.latency.p999Micros,
    maxMicros: raw.latency.maxMicros,
    ...common(raw.stats, t, raw.maxL0Files, raw.samples, dbPath),
  };
}

/** The T5 result: its reader count and settings, then what the engine measured. */
export function toRunResult(
  raw: RawRun,
  settings: { durationSec: number; writerKeys: 'sequential' | 'random'; writerRateBytesPerSec: number },
  dbPath: string,
): RunResult {
  const t = raw.elapsedSec;
  const per = (n: number): number => (t > 0 ? n / t : 0);
  return {
    readers: raw.reads.threads,
    ...settings,
    readOps: raw.reads.latency.count,
    readOpsPerSec: per(raw.reads.latency.count),
    readMBPerSec: per(raw.reads.foundBytes) / MIB,
    readFound: raw.reads.found,
    readP50Micros: raw.reads.latency.p50Micros,
    readP99Micros: raw.reads.latency.p99Micros,
    readP999Micros: raw.reads.latency.p999Micros,
    readMaxMicros: raw.reads.latency.maxMicros,
    writeOps: raw.writes.count,
    writeOpsPerSec: per(raw.writes.count),
    writeMBPerSec: per(raw.writeBytes) / MIB,
    writeP50Micros: raw.writes.p50Micros,
    writeP99Micros: raw.writes.p99Micros,
    writeP999Micros: raw.writes.p999Micros,
    writeMaxMicros: raw.writes.maxMicros,
    ...common(raw.stats, t, raw.maxL0Files, raw.samples, dbPath),
  };
}
