// A run SIGKILLed while no engine process is alive (before the first, between two): no handler of ours runs and no
// engine is there to notice, so the watchers of what it made (the addon's after-run.ts) must remove its cgroups and
// its temporary directory (issue 36: nothing left in /sys/fs/cgroup or the temporary directory after any signal).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { settles } from './leftovers.js';

const canCap = process.getuid?.() === 0 && existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes');
const made: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-after-run-test-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const source = (path: string): string => JSON.stringify(join(__dirname, '../../../..', path));

/** A process that runs `setup` (ES module text printing a JSON list of paths it made) and then waits to be killed. */
function holding(setup: string) {
  const program = `${setup}\nsetInterval(() => undefined, 1000);`;
  const child = spawn(process.execPath, ['--conditions', 'rocktune-source', '--import', 'tsx', '--input-type=module', '-e', program], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const made = new Promise<string[]>((ok) => child.stdout.once('data', (d: Buffer) => ok(JSON.parse(d.toString()) as string[])));
  return { child, made };
}

async function killedOutright(setup: string, withinMs: number): Promise<string[]> {
  const { child, made } = holding(setup);
  const paths = await made;
  expect(
    paths.filter((p) => existsSync(p)),
    'what the run made exists while it lives',
  ).toEqual(paths);
  child.kill('SIGKILL');
  return settles(() => paths.filter((p) => existsSync(p)), [], withinMs);
}

describe('a run killed outright while no engine runs leaves nothing', () => {
  it.skipIf(!canCap)(
    `its memory and blkio groups go within 3 s${canCap ? '' : ' (skipped: needs root and cgroup v1 memory)'}`,
    async () => {
      const dbDir = scratch();
      const setup = `
        const { createMemoryLimit } = await import(${source('packages/cli/src/compare/memory-limit.ts')});
        const { createDiskLimit } = await import(${source('packages/cli/src/compare/disk-limit.ts')});
        const memory = createMemoryLimit(256 * 2 ** 20);
        const disk = createDiskLimit({ writeBps: 50e6, readBps: 50e6 }, ${JSON.stringify(dbDir)});
        console.log(JSON.stringify([memory.cgroup, disk.cgroup]));`;
      expect(await killedOutright(setup, 3000)).toEqual([]);
    },
    30_000,
  );

  it('its temporary directory goes within 5 s (an engine still there is given 3 s to remove it first)', async () => {
    const root = scratch();
    const setup = `
      const { Workspace } = await import(${source('native/rocksdb-addon/lib/workspace.ts')});
      console.log(JSON.stringify([Workspace.create({ tmpRoot: ${JSON.stringify(root)} }).dir]));`;
    expect(await killedOutright(setup, 5000)).toEqual([]);
  }, 30_000);
});
