// The capped regime for the sine benchmark (issue 19): the same groups, sync setting and cap accounting as
// `rocktune compare --memory-limit --disk-limit` (packages/cli/src/compare), so the write phase is bounded by the
// disk cap and compactions compete with user writes for it, as on a disk-limited host.
import { parseSize } from '@rocktune/calculator';
import { AT_CAP, capText, capUse, type CapUse } from '../../packages/cli/src/compare/cap-use.js';
import { createDiskLimit, withSyncEvery, type DiskCharge } from '../../packages/cli/src/compare/disk-limit.js';
import { createMemoryLimit, withEngineInCgroups } from '../../packages/cli/src/compare/memory-limit.js';
import { DISK_LIMIT } from '../../packages/cli/src/flags/disk-limit.js';

export function createRegime(memoryLimit: string | undefined, diskLimit: string | undefined, dbDir: string) {
  const memory = memoryLimit ? createMemoryLimit(parseSize(memoryLimit) as number) : undefined;
  const caps = diskLimit ? DISK_LIMIT.parse(diskLimit) : undefined;
  const disk = caps ? createDiskLimit(caps, dbDir, memory?.method === 'cgroup-v2' && memory.cgroup ? { v2Group: memory.cgroup } : {}) : undefined;
  if (memory) console.error(`memory limit via ${memory.method}: ${memory.note}`);
  if (disk) console.error(`disk limit via ${disk.method}: ${disk.note}`);
  const dirs = [memory?.cgroup, disk?.cgroup].filter((d): d is string => d !== undefined);
  const dispose = (): void => {
    disk?.dispose();
    memory?.dispose();
  };
  process.once('exit', dispose);
  return {
    prepare: (ini: string): string => (disk ? withSyncEvery(ini) : ini),
    inGroups: <T>(fn: () => Promise<T>): Promise<T> => withEngineInCgroups(dirs, fn),
    charged: (): DiskCharge | undefined => disk?.charged(),
    /** The write phase (`seconds`) against the cap; the bytes include the read phase after it (compactions off). */
    use(before: DiskCharge, after: DiskCharge | undefined, seconds: number, wallSeconds: number): (CapUse & { text: string; wallSeconds: number }) | undefined {
      if (!after || !caps) return undefined;
      const u = capUse(before, after, caps, seconds);
      return { ...u, wallSeconds, text: `${capText(u)} (${(u.writeBytes / 1e6).toFixed(0)} MB written, ${(u.readBytes / 1e6).toFixed(0)} MB read)` };
    },
    report: () => ({
      memory: memory ? { method: memory.method, limitBytes: memory.limitBytes, note: memory.note, peakBytes: memory.usage()?.peakBytes } : undefined,
      disk: disk ? { method: disk.method, device: disk.device, note: disk.note, writeBytesPerSec: caps?.writeBps, readBytesPerSec: caps?.readBps, atCapFraction: AT_CAP } : undefined,
    }),
    dispose,
  };
}
