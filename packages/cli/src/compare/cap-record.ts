// What `validate --format json` and `compare --format json` (and compare.json) say of each cap asked for, so that an
// uncapped run can be told from a capped one: what was asked, how it was enforced (a cgroup, the direct-I/O fallback,
// or not at all) and why not, and whether the run reached it (null where nothing can tell).
import type { DiskCaps } from '../flags/disk-limit.js';
import type { DiskLimit } from './disk-limit.js';
import type { MemoryLimit } from './memory-limit.js';

export interface CapRecord {
  memory?: {
    askedBytes: number;
    enforcedBy: 'cgroup-v2' | 'cgroup-v1' | 'direct-io-fallback';
    /** Why no cgroup caps it (the fallback only). */
    notEnforcedBecause?: string;
    /** The kernel refused charges at the cap (v1 failcnt / v2 max events); null under the fallback. */
    reached: boolean | null;
    peakBytes?: number;
  };
  disk?: {
    askedWriteBytesPerSec: number;
    askedReadBytesPerSec: number;
    enforcedBy: 'cgroup-v1-blkio' | 'cgroup-v2-io.max' | 'not-enforced';
    notEnforcedBecause?: string;
    /** The run was charged at least 90 % of the cap on its limiting direction (compare: every run, after its reruns);
     *  null when not enforced or nothing ran. */
    reached: boolean | null;
  };
}

/**
 * The record of `validate` and `compare` alike. `diskReached`: whether the run reached its disk cap (undefined when
 * nothing was measured); `usage`: the memory group's figures (read before the group is removed).
 */
export function capRecord(
  memory: MemoryLimit | undefined,
  disk: DiskLimit | undefined,
  caps: DiskCaps | undefined,
  diskReached?: boolean,
  usage = memory?.usage(),
): CapRecord {
  return {
    ...(memory
      ? {
          memory: {
            askedBytes: memory.limitBytes,
            enforcedBy: memory.method === 'direct-io' ? 'direct-io-fallback' : memory.method,
            ...(memory.method === 'direct-io' ? { notEnforcedBecause: memory.note } : {}),
            reached: usage ? usage.limitHits > 0 : null,
            ...(usage ? { peakBytes: usage.peakBytes } : {}),
          },
        }
      : {}),
    ...(disk && caps
      ? {
          disk: {
            askedWriteBytesPerSec: caps.writeBps,
            askedReadBytesPerSec: caps.readBps,
            enforcedBy: disk.method === 'none' ? 'not-enforced' : disk.method,
            ...(disk.method === 'none' ? { notEnforcedBecause: disk.note } : {}),
            reached: disk.method === 'none' || diskReached === undefined ? null : diskReached,
          },
        }
      : {}),
  };
}
