// The out-of-memory regime for `compare --memory-limit SIZE`: the engine's child processes run in a memory
// cgroup capped at SIZE, so the database (page cache included) cannot sit in memory and the block cache and
// file sizes start to matter. The kernel decides what works here: a cgroup v2 child of our own cgroup, else a
// cgroup v1 memory-controller child, else no limit at all and direct I/O for reads, flushes and compactions
// (RocksDB then bypasses the page cache, which has the same effect on reads without a cap on the process).
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { removeAfterRun } from '@rocktune/rocksdb-addon';
import { reclaimStaleGroups } from './stale-groups.js';

export type MemoryLimitMethod = 'cgroup-v2' | 'cgroup-v1' | 'direct-io';

/** The environment variable the engine's child script reads: cgroup.procs files (joined by ':') it writes its pid into. */
export const ENGINE_CGROUP_ENV = 'ROCKTUNE_ENGINE_CGROUP';

export interface MemoryLimit {
  method: MemoryLimitMethod;
  limitBytes: number;
  /** The cgroup directory (cgroup methods only). */
  cgroup?: string;
  /** Why the method was chosen (what failed before it), for the report. */
  note: string;
  /** Peak memory charged to the cgroup, and the kernel's count of charges refused at the limit (v1 failcnt / v2
   *  max events; reclaim often succeeds first, so 0 does not mean the cap was not reached), read at the end. */
  usage(): { peakBytes: number; limitHits: number } | undefined;
  /** Processes the kernel's OOM killer killed in the group (v1 memory.oom_control / v2 memory.events oom_kill). */
  oomKills(): number;
  dispose(): void;
}

export interface CgroupFs {
  procSelfCgroup: string;
  root: string;
}

const HOST_FS: CgroupFs = { procSelfCgroup: '/proc/self/cgroup', root: '/sys/fs/cgroup' };

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const errText = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? String(e);

/** Our own cgroup path for the v2 hierarchy ("0::/path") and for the v1 memory controller ("N:memory:/path"). */
export function ownCgroups(procSelfCgroup: string): { v2?: string; v1Memory?: string; v1Blkio?: string } {
  const out: { v2?: string; v1Memory?: string; v1Blkio?: string } = {};
  for (const line of procSelfCgroup.split('\n')) {
    const [, controllers, path] = /^\d+:([^:]*):(.*)$/.exec(line.trim()) ?? [];
    if (path === undefined) continue;
    if (controllers === '') out.v2 = path;
    else if (controllers?.split(',').includes('memory')) out.v1Memory = path;
    else if (controllers?.split(',').includes('blkio')) out.v1Blkio = path;
  }
  return out;
}

function tryCgroup(dir: string, files: [string, number][]): string | undefined {
  reclaimStaleGroups(dirname(dir));
  try {
    mkdirSync(dir);
  } catch (e) {
    return `cannot create ${dir} (${errText(e)})`;
  }
  try {
    for (const [file, value] of files) if (existsSync(join(dir, file))) writeFileSync(join(dir, file), String(value));
    return undefined;
  } catch (e) {
    rmdirSync(dir);
    return `cannot set the limit in ${dir} (${errText(e)})`;
  }
}

function counter(dir: string, file: string): number {
  const t = readText(join(dir, file));
  if (t === undefined) return 0;
  const m = /^max (\d+)$/m.exec(t); // v2 memory.events
  return Number(m ? m[1] : t.trim()) || 0;
}

/** Creates the limit (a cgroup where the kernel allows one, else the direct-I/O fallback). */
export function createMemoryLimit(limitBytes: number, fs: CgroupFs = HOST_FS, tag = `rocktune-${process.pid}`): MemoryLimit {
  const own = ownCgroups(readText(fs.procSelfCgroup) ?? '');
  const tried: string[] = [];
  const cgroupLimit = (
    method: 'cgroup-v2' | 'cgroup-v1',
    dir: string,
    peakFile: string,
    hitsFile: string,
    oomFile: string,
  ): MemoryLimit => {
    const stopGuard = fs === HOST_FS ? removeAfterRun(dir, 'cgroup') : () => undefined;
    return {
      method,
      limitBytes,
      cgroup: dir,
      note: [...tried, `engine processes run in ${dir} (${method}), capped at ${limitBytes} bytes including the page cache`].join('; '),
      usage: () => ({ peakBytes: counter(dir, peakFile), limitHits: counter(dir, hitsFile) }),
      oomKills: () => Number(/^oom_kill (\d+)$/m.exec(readText(join(dir, oomFile)) ?? '')?.[1] ?? 0),
      dispose: () => {
        try {
          rmdirSync(dir);
          stopGuard();
        } catch {
          /* a process still inside: the kernel removes nothing; the guard removes it once this run has ended */
        }
      },
    };
  };

  const v2Controllers = readText(join(fs.root, 'cgroup.controllers'));
  if (own.v2 !== undefined && v2Controllers?.split(/\s+/).includes('memory')) {
    const dir = join(fs.root, own.v2, tag);
    const why = tryCgroup(dir, [
      ['memory.max', limitBytes],
      ['memory.swap.max', 0],
    ]);
    if (!why) return cgroupLimit('cgroup-v2', dir, 'memory.peak', 'memory.events', 'memory.events');
    tried.push(`cgroup v2: ${why}`);
  } else tried.push('cgroup v2: no memory controller in /sys/fs/cgroup');

  if (own.v1Memory !== undefined && existsSync(join(fs.root, 'memory', 'memory.limit_in_bytes'))) {
    const dir = join(fs.root, 'memory', own.v1Memory, tag);
    const why = tryCgroup(dir, [
      ['memory.limit_in_bytes', limitBytes],
      ['memory.memsw.limit_in_bytes', limitBytes],
    ]);
    if (!why) return cgroupLimit('cgroup-v1', dir, 'memory.max_usage_in_bytes', 'memory.failcnt', 'memory.oom_control');
    tried.push(`cgroup v1: ${why}`);
  } else tried.push('cgroup v1: no memory controller mounted');

  return {
    method: 'direct-io',
    limitBytes,
    note: [...tried, 'fallback: no process limit; every variant reads, flushes and compacts with direct I/O (no page cache)'].join('; '),
    usage: () => undefined,
    oomKills: () => 0,
    dispose: () => undefined,
  };
}

/** The fallback's change to an OPTIONS text: direct I/O for user reads and for flushes and compactions. */
export function withDirectIo(ini: string): string {
  return setDbOption(setDbOption(ini, 'use_direct_reads', 'true'), 'use_direct_io_for_flush_and_compaction', 'true');
}

/** An OPTIONS text with one [DBOptions] entry set to `value` (replaced where present, else added). */
export function setDbOption(ini: string, key: string, value: string): string {
  const re = new RegExp(`^(\\s*)${key}\\s*=.*$`, 'm');
  if (re.test(ini)) return ini.replace(re, `$1${key}=${value}`);
  return ini.replace(/^\[DBOptions\][^\n]*$/m, (h) => `${h}\n  ${key}=${value}`);
}

/** Runs `fn` with the engine children placed in the limit's cgroup (through the environment they inherit). */
export async function withEngineIn<T>(limit: MemoryLimit | undefined, fn: () => Promise<T>): Promise<T> {
  return withEngineInCgroups(limit?.cgroup ? [limit.cgroup] : [], fn);
}

/** Runs `fn` with the engine children joining every cgroup directory in `dirs` (one per v1 controller). */
export async function withEngineInCgroups<T>(dirs: readonly string[], fn: () => Promise<T>): Promise<T> {
  if (dirs.length === 0) return fn();
  const before = process.env[ENGINE_CGROUP_ENV];
  process.env[ENGINE_CGROUP_ENV] = [...new Set(dirs)].map((d) => join(d, 'cgroup.procs')).join(delimiter);
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env[ENGINE_CGROUP_ENV];
    else process.env[ENGINE_CGROUP_ENV] = before;
  }
}
