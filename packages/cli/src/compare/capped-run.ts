// The meter `compare --disk-limit` hands the runner: before each phase the database's pages leave the page cache
// (so T5 reads what the disk delivers under its cap) and the group's charged bytes are read; after it, the
// difference is set against cap x wall seconds (cap-use.ts).
import { existsSync } from 'node:fs';
import type { DiskCaps } from '../flags/disk-limit.js';
import { AT_CAP, capText, capUse, type CapUse } from './cap-use.js';
import { createDiskLimit, SYNC_EVERY_BYTES, withSyncEvery, type DiskCharge, type DiskLimit } from './disk-limit.js';
import { evictFromPageCache } from './evict.js';
import type { PhaseMeter, RunFigures } from './runner.js';

export function capMeter(limit: Pick<DiskLimit, 'charged'>, caps: DiskCaps): PhaseMeter {
  let before: DiskCharge | undefined;
  return {
    before(_phase, dbPath) {
      if (existsSync(dbPath)) evictFromPageCache(dbPath);
      before = limit.charged();
    },
    after(_phase, wallSeconds) {
      const after = limit.charged();
      return before && after ? capUse(before, after, caps, wallSeconds) : undefined;
    },
  };
}

/** What `--disk-limit` did, for compare.json's settings. */
export interface DiskLimitReport {
  method: DiskLimit['method'];
  note: string;
  device?: string;
  writeBytesPerSec: number;
  readBytesPerSec: number;
  /** A run counts when its limiting resource reached this fraction of cap x seconds in both phases. */
  atCapFraction: number;
  /** bytes_per_sync and wal_bytes_per_sync set in every variant. */
  syncEveryBytes: number;
  reruns: number;
}

/** The disk cap of one compare: the cgroup, the meter the runner uses, the change to every variant, the report. */
export interface DiskRegime {
  limit: DiskLimit;
  meter: PhaseMeter | undefined;
  prepare(ini: string): string;
  report(): DiskLimitReport;
}

export function diskRegime(caps: DiskCaps, dbDir: string, reruns: number, v2Group: string | undefined): DiskRegime {
  const limit = createDiskLimit(caps, dbDir, v2Group !== undefined ? { v2Group } : {});
  return {
    limit,
    meter: limit.method === 'none' ? undefined : capMeter(limit, caps),
    prepare: withSyncEvery,
    report: () => ({
      method: limit.method,
      note: limit.note,
      ...(limit.device ? { device: limit.device } : {}),
      writeBytesPerSec: caps.writeBps,
      readBytesPerSec: caps.readBps,
      atCapFraction: AT_CAP,
      syncEveryBytes: SYNC_EVERY_BYTES,
      reruns,
    }),
  };
}

/** Whether every run ended at its disk cap (a rerun that reached it stands for the attempt below it); undefined before any. */
export function everyRunAtCap(runs: readonly RunFigures[]): boolean | undefined {
  const capped = runs.filter((r) => r.cap);
  if (capped.length === 0) return undefined;
  const rounds = new Set(capped.map((r) => `${r.round} ${r.variant}`));
  return capped.filter((r) => r.cap?.atCap).length === rounds.size;
}

/** Where T5's charged disk reads went: compactions (RocksDB's ticker) and the rest, per Get. */
export function readSplit(r: Pick<RunFigures, 'cap' | 't5CompactionReadBytes' | 't5Reads' | 'levelsAfterLoad'>): string {
  const read = r.cap?.run?.readBytes;
  if (read === undefined || r.t5CompactionReadBytes === undefined) return '';
  const gets = Math.max(0, read - r.t5CompactionReadBytes);
  const l0 = r.levelsAfterLoad.find((l) => l.level === 'L0')?.files ?? 0;
  return ` (T5 read ${(read / 1e6).toFixed(0)} MB: compactions ${(r.t5CompactionReadBytes / 1e6).toFixed(0)} MB, Gets ${r.t5Reads > 0 ? (gets / r.t5Reads / 1e3).toFixed(1) : '-'} KB each; ${l0} L0 files after T2)`;
}

/** The text report's cap lines: every run's phases against the cap; runs below it are listed and not counted. */
export function renderCapLines(runs: readonly RunFigures[]): string {
  const capped = runs.filter((r) => r.cap);
  if (capped.length === 0) return '';
  const phase = (name: string, u: CapUse | undefined): string => (u ? `${name} ${capText(u)}` : `${name} -`);
  const lines = capped.map(
    (r) =>
      `  round ${r.round} ${r.variant}${r.cap!.attempt > 1 ? ` (attempt ${r.cap!.attempt})` : ''}: ${phase('T2', r.cap!.load)}, ${phase('T5', r.cap!.run)}${readSplit(r)}${r.cap!.atCap ? '' : ' -> not counted'}`,
  );
  const below = capped.filter((r) => !r.cap!.atCap).length;
  return `disk cap (a run counts when its limiting resource reached ${Math.round(AT_CAP * 100)}% of cap x seconds in T2 and T5): ${capped.length - below} counted, ${below} below the cap\n${lines.join('\n')}\n`;
}
