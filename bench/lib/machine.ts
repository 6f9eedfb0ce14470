// What a committed benchmark result needs to be read honestly: the machine (CPU, cores, memory, disk,
// engine and version), the load when it ran, and the commit it measured.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statfsSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { engineInfo, type EngineId } from '@rocktune/rocksdb-addon';

export interface Machine {
  cpuModel: string;
  cpuThreads: number;
  memoryBytes: number;
  kernel: string;
  os: string;
  node: string;
  disk: { device: string; rotational: string; fsType: string; freeBytes: number; note: string };
  /** The engine the benchmark ran: `rocksdb` or `trocksdb` (engineInfo's own answer, not the one asked for). */
  engine: string;
  rocksdbVersion: string;
  /** Which addon build served it: Debian's system library, an upstream prefix build, or TRocksDB. */
  engineBuild: 'system' | 'prefix' | 'trocksdb';
  gitCommit: string;
  gitDirty: boolean;
}

function sh(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function diskOf(dir: string): Machine['disk'] {
  const line = sh('df', ['-PT', dir]).split('\n')[1]?.split(/\s+/) ?? [];
  const device = line[0] ?? 'unknown';
  const fsType = line[1] ?? 'unknown';
  const base = device.replace(/^\/dev\//, '').replace(/p?\d+$/, '');
  const rotPath = `/sys/block/${base}/queue/rotational`;
  const rotational = existsSync(rotPath) ? readFileSync(rotPath, 'utf8').trim() : 'unknown';
  let free = 0;
  try {
    const s = statfsSync(dir);
    free = Number(s.bavail) * Number(s.bsize);
  } catch {
    /* unknown */
  }
  const virtio = base.startsWith('vd') ? 'virtio disk (host-cached; reports rotational=1 regardless of the medium)' : '';
  return { device, rotational, fsType, freeBytes: free, note: virtio };
}

export async function describeMachine(dataDir: string, engine: EngineId = 'rocksdb'): Promise<Machine> {
  let info = { engine, rocksdbVersion: 'unknown' };
  try {
    info = await engineInfo({ engine });
  } catch {
    /* engine not built */
  }
  const engineBuild = info.engine === 'trocksdb' ? 'trocksdb' : process.env.ROCKTUNE_ROCKSDB_BUILD === 'prefix' ? 'prefix' : 'system';
  const osRelease = existsSync('/etc/os-release') ? (/PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? '') : '';
  return {
    cpuModel: cpus()[0]?.model ?? 'unknown',
    cpuThreads: availableParallelism(),
    memoryBytes: totalmem(),
    kernel: release(),
    os: osRelease,
    node: process.version,
    disk: diskOf(dataDir),
    engine: info.engine,
    rocksdbVersion: info.rocksdbVersion,
    engineBuild,
    gitCommit: sh('git', ['rev-parse', '--short', 'HEAD']),
    // A benchmark's own results, rewritten while it runs, are not a change to what it measures.
    gitDirty: sh('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)bench/results']) !== '',
  };
}

export interface LoadRecord {
  before1m: number;
  waitedSec: number;
  /** false when the load never fell under the limit and the run went ahead anyway. */
  quiet: boolean;
  after1m?: number;
}

/** Waits (up to maxWaitSec) for the 1-minute load average to drop under `limit`, as the shared host asks. */
export async function waitForQuiet(
  limit = 1.0,
  maxWaitSec = 300,
  log: (s: string) => void = (s) => process.stderr.write(s),
): Promise<LoadRecord> {
  const t0 = Date.now();
  for (;;) {
    const l = loadavg()[0] ?? 0;
    const waited = (Date.now() - t0) / 1000;
    if (l < limit) return { before1m: l, waitedSec: Math.round(waited), quiet: true };
    if (waited >= maxWaitSec) {
      log(`bench: load average ${l.toFixed(2)} still >= ${limit} after ${Math.round(waited)} s; running anyway and recording it\n`);
      return { before1m: l, waitedSec: Math.round(waited), quiet: false };
    }
    log(`bench: load average ${l.toFixed(2)} >= ${limit}; waiting (${Math.round(waited)} s so far)\n`);
    await new Promise((r) => setTimeout(r, 15_000));
  }
}

export function loadNow(): number {
  return loadavg()[0] ?? 0;
}

export function listFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}
