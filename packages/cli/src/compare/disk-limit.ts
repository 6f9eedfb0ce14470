// The disk-capped regime for `compare --disk-limit write=RATE,read=RATE`: the engine's child processes run in a
// cgroup whose reads and writes on the database's disk are throttled, so the disk (not the shared CPU) is the
// bottleneck and runs repeat (docs/evidence.md, "The capped regime"). cgroup v1 blkio throttles where mounted,
// else cgroup v2 io.max, else no cap (said so in the report). Writeback of dirty page cache escapes blkio v1, so
// every variant syncs every 1 MiB (withSyncEvery) and the database's pages are evicted before each run (evict.ts).
import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync, statfsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { removeAfterRun } from '@rocktune/rocksdb-addon';
import type { DiskCaps } from '../flags/disk-limit.js';
import { ownCgroups, setDbOption, type CgroupFs } from './memory-limit.js';
import { reclaimStaleGroups } from './stale-groups.js';

export type DiskLimitMethod = 'cgroup-v1-blkio' | 'cgroup-v2-io.max' | 'none';

/** Bytes the group was charged on the capped device (reads and writes), cumulative since the group was made. */
export interface DiskCharge {
  readBytes: number;
  writeBytes: number;
}

export interface DiskLimit {
  method: DiskLimitMethod;
  caps: DiskCaps;
  /** The throttled device, "major:minor" (the whole disk under the database directory). */
  device?: string;
  cgroup?: string;
  note: string;
  charged(): DiskCharge | undefined;
  dispose(): void;
}

const HOST_FS: CgroupFs & { sysBlock: string } = {
  procSelfCgroup: '/proc/self/cgroup',
  root: '/sys/fs/cgroup',
  sysBlock: '/sys/dev/block',
};

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

const TMPFS_MAGIC = 0x01021994;

/** Why `dir` cannot get a disk cap when its filesystem has no block device. */
function notOnBlockDevice(dir: string): string {
  let type = 'no block device';
  try {
    const magic = statfsSync(dir).type;
    type = magic === TMPFS_MAGIC ? 'tmpfs' : `filesystem type 0x${magic.toString(16)}`;
  } catch {
    /* the words without the type */
  }
  return `the directory is not on a block device (${type}): --disk-limit cannot be enforced`;
}

/** Linux's dev_t as stat() reports it, split into major:minor. */
export function deviceNumber(dev: number): string {
  const major = Math.floor(dev / 256) & 0xfff;
  const minor = (dev & 0xff) | (Math.floor(dev / 4096) & 0xfff00);
  return `${major}:${minor}`;
}

/** The whole disk holding `dir` (throttles apply to disks, not partitions): its own number, or its parent's. */
export function diskUnder(dir: string, sysBlock = HOST_FS.sysBlock): string {
  const dev = deviceNumber(statSync(dir).dev);
  if (!existsSync(join(sysBlock, dev, 'partition'))) return dev;
  return readText(join(sysBlock, dev, '..', 'dev'))?.trim() ?? dev;
}

/** `blkio.throttle.io_service_bytes` (v1: "254:0 Read N") or `io.stat` (v2: "254:0 rbytes=N wbytes=N ..."). */
export function parseCharge(text: string, device: string): DiskCharge {
  const out: DiskCharge = { readBytes: 0, writeBytes: 0 };
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts[0] !== device) continue;
    if (parts[1] === 'Read') out.readBytes = Number(parts[2]) || 0;
    else if (parts[1] === 'Write') out.writeBytes = Number(parts[2]) || 0;
    for (const kv of parts.slice(1)) {
      const [k, v] = kv.split('=');
      if (k === 'rbytes') out.readBytes = Number(v) || 0;
      if (k === 'wbytes') out.writeBytes = Number(v) || 0;
    }
  }
  return out;
}

function makeGroup(dir: string, files: [string, string][], reuse: boolean): string | undefined {
  if (!reuse) {
    reclaimStaleGroups(dirname(dir));
    try {
      mkdirSync(dir);
    } catch (e) {
      return `cannot create ${dir} (${(e as NodeJS.ErrnoException).code ?? String(e)})`;
    }
  }
  try {
    for (const [file, value] of files) writeFileSync(join(dir, file), value);
    return undefined;
  } catch (e) {
    if (!reuse) rmdirSync(dir);
    return `cannot set the throttle in ${dir} (${(e as NodeJS.ErrnoException).code ?? String(e)})`;
  }
}

/**
 * Creates the disk cap on the disk under `dbDir`. `v2Group`: the cgroup v2 directory the memory limit already made
 * (a process sits in one v2 group, so io.max goes beside memory.max there).
 */
export function createDiskLimit(
  caps: DiskCaps,
  dbDir: string,
  opts: { fs?: typeof HOST_FS; tag?: string; v2Group?: string } = {},
): DiskLimit {
  const fs = opts.fs ?? HOST_FS;
  const tag = opts.tag ?? `rocktune-${process.pid}`;
  const device = diskUnder(dbDir, fs.sysBlock);
  const uncapped = (note: string): DiskLimit => ({
    method: 'none',
    caps,
    device,
    note,
    charged: () => undefined,
    dispose: () => undefined,
  });
  // The kernel throttles block devices only: tmpfs and other memory or network filesystems have none to throttle.
  if (!existsSync(join(fs.sysBlock, device))) return uncapped(notOnBlockDevice(dbDir));
  const own = ownCgroups(readText(fs.procSelfCgroup) ?? '');
  const tried: string[] = [];
  const capText = `writes ${caps.writeBps} B/s and reads ${caps.readBps} B/s on ${device}`;
  const made = (method: DiskLimitMethod, dir: string, counters: string, owned: boolean): DiskLimit => {
    const stopGuard = owned && fs === HOST_FS ? removeAfterRun(dir, 'cgroup') : () => undefined;
    return {
      method,
      caps,
      device,
      cgroup: dir,
      note: [...tried, `engine processes run in ${dir} (${method}), ${capText}`].join('; '),
      charged: () => {
        const t = readText(join(dir, counters));
        return t === undefined ? undefined : parseCharge(t, device);
      },
      dispose: () => {
        if (!owned) return;
        try {
          rmdirSync(dir);
          stopGuard();
        } catch {
          /* a process still inside: the guard removes the group once this run has ended */
        }
      },
    };
  };

  const v1Root = join(fs.root, 'blkio');
  if (own.v1Blkio !== undefined && existsSync(join(v1Root, 'blkio.throttle.write_bps_device'))) {
    const dir = join(v1Root, own.v1Blkio, tag);
    const why = makeGroup(
      dir,
      [
        ['blkio.throttle.write_bps_device', `${device} ${caps.writeBps}`],
        ['blkio.throttle.read_bps_device', `${device} ${caps.readBps}`],
      ],
      false,
    );
    if (!why) return made('cgroup-v1-blkio', dir, 'blkio.throttle.io_service_bytes', true);
    tried.push(`cgroup v1 blkio: ${why}`);
  } else tried.push('cgroup v1: no blkio controller mounted');

  const v2Controllers = readText(join(fs.root, 'cgroup.controllers'));
  if (own.v2 !== undefined && v2Controllers?.split(/\s+/).includes('io')) {
    const dir = opts.v2Group ?? join(fs.root, own.v2, tag);
    const why = makeGroup(dir, [['io.max', `${device} rbps=${caps.readBps} wbps=${caps.writeBps}`]], opts.v2Group !== undefined);
    if (!why) return made('cgroup-v2-io.max', dir, 'io.stat', opts.v2Group === undefined);
    tried.push(`cgroup v2: ${why}`);
  } else tried.push('cgroup v2: no io controller in /sys/fs/cgroup');

  return uncapped(
    [...tried, 'no disk cap: every run is uncapped, as noisy as the shared host makes it, and no run is marked against a cap'].join('; '),
  );
}

/** RocksDB syncs its SSTs and WAL every MiB: dirty page cache written back later is charged to no group (v1). */
export const SYNC_EVERY_BYTES = 1_048_576;

export function withSyncEvery(ini: string): string {
  return setDbOption(setDbOption(ini, 'bytes_per_sync', String(SYNC_EVERY_BYTES)), 'wal_bytes_per_sync', String(SYNC_EVERY_BYTES));
}
