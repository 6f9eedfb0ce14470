// The capped regime as one object for callers that run the engine themselves (`validate --memory-limit
// --disk-limit`, bench/autotune-sine): the groups, the sync setting every file gets, and the disk bytes a run was
// charged against cap x seconds. `compare` uses the same parts through capped-run.ts, per phase.
import type { DiskCaps } from '../flags/disk-limit.js';
import { AT_CAP, capText, capUse, type CapUse } from './cap-use.js';
import { createDiskLimit, withSyncEvery, type DiskCharge } from './disk-limit.js';
import { createMemoryLimit, withDirectIo, withEngineInCgroups } from './memory-limit.js';
import { capRecord, type CapRecord } from './cap-record.js';
import { explainOomKill } from './oom-kill.js';
import { removeGroupsOnSignal } from './signal-groups.js';

export interface EngineRegime {
  /** The OPTIONS text every run gets: RocksDB syncs every MiB under a disk cap (writeback escapes blkio v1), and
   *  reads, flushes and compacts with direct I/O under the memory fallback (no cgroup: no page cache instead). */
  prepare(ini: string): string;
  /** Runs `fn` with every engine child in the groups; returns its value and the disk cap use over `seconds`. */
  run<T>(fn: () => Promise<T>, seconds?: (value: T, wallSeconds: number) => number): Promise<{ value: T; cap?: CapUse & { text: string } }>;
  /** The bytes the disk group was charged so far (undefined without a disk cap): to meter part of a run. */
  charged(): DiskCharge | undefined;
  notes: string[];
  /** Each cap asked for: how it was enforced or why not, and whether the run (its disk cap use `use`) reached it. */
  caps(use?: CapUse): CapRecord;
  report(): {
    memory?: { method: string; limitBytes: number; peakBytes?: number };
    disk?: { method: string; device?: string; writeBytesPerSec: number; readBytesPerSec: number; atCapFraction: number };
  };
  dispose(): void;
}

export function createEngineRegime(memoryBytes: number | undefined, caps: DiskCaps | undefined, dbDir: string): EngineRegime {
  const memory = memoryBytes !== undefined ? createMemoryLimit(memoryBytes) : undefined;
  const disk = caps
    ? createDiskLimit(caps, dbDir, memory?.method === 'cgroup-v2' && memory.cgroup ? { v2Group: memory.cgroup } : {})
    : undefined;
  const dirs = [memory?.cgroup, disk?.cgroup].filter((d): d is string => d !== undefined);
  const notes = [
    ...(memory ? [`memory limit ${memory.limitBytes} B via ${memory.method}: ${memory.note}`] : []),
    ...(disk ? [`disk limit via ${disk.method}: ${disk.note}`] : []),
  ];
  let peak: number | undefined;
  const stopWatching = removeGroupsOnSignal(dirs);
  const dispose = (): void => {
    stopWatching();
    peak ??= memory?.usage()?.peakBytes;
    disk?.dispose();
    memory?.dispose();
  };
  process.once('exit', dispose);
  return {
    prepare: (ini) => {
      const synced = disk ? withSyncEvery(ini) : ini;
      return memory?.method === 'direct-io' ? withDirectIo(synced) : synced;
    },
    async run(fn, seconds) {
      const before: DiskCharge | undefined = disk?.charged();
      const t0 = performance.now();
      const killsBefore = memory?.oomKills() ?? 0;
      const value = await withEngineInCgroups(dirs, fn).catch((error: unknown) => {
        throw explainOomKill(error, memory, killsBefore);
      });
      const wall = (performance.now() - t0) / 1000;
      const after = disk?.charged();
      if (!caps || !before || !after) return { value };
      const u = capUse(before, after, caps, seconds ? seconds(value, wall) : wall);
      return {
        value,
        cap: {
          ...u,
          text: `${capText(u)} (${(u.writeBytes / 1e6).toFixed(0)} MB written, ${(u.readBytes / 1e6).toFixed(0)} MB read in ${u.seconds.toFixed(1)} s)`,
        },
      };
    },
    charged: () => disk?.charged(),
    caps: (use) => capRecord(memory, disk, caps, use?.atCap),
    notes,
    report: () => ({
      ...(memory
        ? {
            memory: {
              method: memory.method,
              limitBytes: memory.limitBytes,
              ...((peak ?? memory.usage()?.peakBytes) ? { peakBytes: peak ?? memory.usage()?.peakBytes } : {}),
            },
          }
        : {}),
      ...(disk && caps
        ? {
            disk: {
              method: disk.method,
              ...(disk.device ? { device: disk.device } : {}),
              writeBytesPerSec: caps.writeBps,
              readBytesPerSec: caps.readBps,
              atCapFraction: AT_CAP,
            },
          }
        : {}),
    }),
    dispose,
  };
}
