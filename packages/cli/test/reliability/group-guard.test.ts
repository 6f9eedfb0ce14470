// A run SIGKILLed while no engine process is alive (before the first, between two): no handler of ours runs and no
// engine is there to notice, so the groups' watchers (group-guard.ts) must remove them (issue 36: nothing left in
// /sys/fs/cgroup after any signal).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settles } from './leftovers.js';

const canCap = process.getuid?.() === 0 && existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes');
const COMPARE = join(__dirname, '../../src/compare');

/** A process that makes a memory and a disk cap the way validate and compare do, prints their groups, and waits. */
function holdGroups(dbDir: string) {
  const program = `
    const { createMemoryLimit } = await import(${JSON.stringify(join(COMPARE, 'memory-limit.ts'))});
    const { createDiskLimit } = await import(${JSON.stringify(join(COMPARE, 'disk-limit.ts'))});
    const memory = createMemoryLimit(256 * 2 ** 20);
    const disk = createDiskLimit({ writeBps: 50e6, readBps: 50e6 }, ${JSON.stringify(dbDir)});
    console.log(JSON.stringify([memory.cgroup, disk.cgroup]));
    setInterval(() => undefined, 1000);`;
  const child = spawn(process.execPath, ['--conditions', 'rocktune-source', '--import', 'tsx', '--input-type=module', '-e', program], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const groups = new Promise<string[]>((ok) => child.stdout.once('data', (d: Buffer) => ok(JSON.parse(d.toString()) as string[])));
  return { child, groups };
}

describe('groups of a run killed outright while no engine runs', () => {
  it.skipIf(!canCap)(
    `are removed within 3 s by their watchers${canCap ? '' : ' (skipped: needs root and cgroup v1 memory)'}`,
    async () => {
      const { child, groups } = holdGroups(mkdtempSync(join(tmpdir(), 'rocktune-guard-test-')));
      const dirs = await groups;
      expect(dirs.filter((d) => d && existsSync(d)).length, 'both groups exist while the run lives').toBe(2);
      child.kill('SIGKILL');
      expect(await settles(() => dirs.filter((d) => existsSync(d)), [], 3000)).toEqual([]);
    },
    30_000,
  );
});
