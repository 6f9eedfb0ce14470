// One db_bench process in fresh cgroup groups (memory cap + disk throttles, the compare's own cgroup code), with
// the group's charged disk bytes read before and after: a run counts only when its limiting resource reached
// AT_CAP x cap x seconds (docs/evidence.md, the capped regime).
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { capUse, type CapUse } from '../../packages/cli/src/compare/cap-use.js';
import { createDiskLimit } from '../../packages/cli/src/compare/disk-limit.js';
import { evictFromPageCache } from '../../packages/cli/src/compare/evict.js';
import { createMemoryLimit } from '../../packages/cli/src/compare/memory-limit.js';
import type { GridPoint } from './grid.js';

export interface CappedRun {
  output: string;
  wallSeconds: number;
  cap: CapUse | undefined;
  /** How each cap was enforced (cgroup v1/v2) or why not. */
  enforcement: { memory: string; disk: string };
  memoryPeakBytes?: number;
}

/** Spawns db_bench after the shell joined every group (`cgroup.procs` paths), so the process starts capped. */
function spawnIn(procsFiles: readonly string[], flags: readonly string[]): Promise<string> {
  const script = 'IFS="$JOIN_DELIM"; for f in $JOIN_PROCS; do echo $$ > "$f" || exit 97; done; exec db_bench "$@"';
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', script, 'sh', ...flags], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, JOIN_PROCS: procsFiles.join(delimiter), JOIN_DELIM: delimiter },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`db_bench exited ${code ?? signal}${code === 97 ? ' (could not join its cgroup)' : ''}: ${out.slice(-800)}`)),
    );
  });
}

/** Runs db_bench on `dbDir` under the point's caps, its pages evicted first. */
export async function runCapped(p: GridPoint, dbDir: string, flags: readonly string[]): Promise<CappedRun> {
  const memory = createMemoryLimit(p.memoryBytes);
  const caps = { writeBps: p.writeBps, readBps: p.readBps };
  const disk = createDiskLimit(caps, dbDir, memory.method === 'cgroup-v2' && memory.cgroup ? { v2Group: memory.cgroup } : {});
  try {
    evictFromPageCache(dbDir);
    const groups = [memory.cgroup, disk.cgroup].filter((g): g is string => g !== undefined);
    const before = disk.charged();
    const t0 = process.hrtime.bigint();
    const output = await spawnIn(
      [...new Set(groups)].map((g) => join(g, 'cgroup.procs')),
      flags,
    );
    const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const after = disk.charged();
    const peak = memory.usage()?.peakBytes;
    return {
      output,
      wallSeconds,
      cap: before && after ? capUse(before, after, caps, wallSeconds) : undefined,
      enforcement: { memory: `${memory.method}: ${memory.note}`, disk: `${disk.method}: ${disk.note}` },
      ...(peak !== undefined ? { memoryPeakBytes: peak } : {}),
    };
  } finally {
    disk.dispose();
    memory.dispose();
  }
}
