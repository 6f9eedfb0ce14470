// A killed compare leaves its cgroups behind; the next one removes those whose process is gone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskLimit } from '../src/compare/disk-limit.js';
import { reclaimStaleGroups, removeGroupNow } from '../src/compare/stale-groups.js';

const tmp = mkdtempSync(join(tmpdir(), 'rocktune-stale-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('stale cgroups of killed runs', () => {
  it('removes rocktune-PID groups whose PID is gone, keeps live ones, other names and non-empty groups', () => {
    const parent = join(tmp, 'groups');
    for (const name of ['rocktune-101', 'rocktune-probe-102', 'rocktune-103', 'other-104', 'rocktune-105'])
      mkdirSync(join(parent, name), { recursive: true });
    writeFileSync(join(parent, 'rocktune-105', 'tasks'), '1\n'); // a plain directory with a file stands for a busy group
    const removed = reclaimStaleGroups(parent, (pid) => pid === 103);
    expect(removed.sort()).toEqual(['rocktune-101', 'rocktune-probe-102']);
    expect(readdirSync(parent).sort()).toEqual(['other-104', 'rocktune-103', 'rocktune-105']);
    expect(reclaimStaleGroups(join(tmp, 'missing'))).toEqual([]);
  });

  // A real blkio group left by a process that has exited (this host: cgroup v1 as root).
  const probe = createDiskLimit({ writeBps: 10e6, readBps: 10e6 }, tmp, { tag: `rocktune-probe-${process.pid}` });
  probe.dispose();
  const here = probe.method === 'cgroup-v1-blkio';
  if (!here) console.log(`skipped: no v1 blkio group can be created here (${probe.note})`);
  it.runIf(here)('the next disk limit removes a real group whose process exited', () => {
    const dead = spawnSync('sh', ['-c', 'echo $$']).stdout.toString().trim();
    const stale = join(probe.cgroup as string, '..', `rocktune-${dead}`);
    mkdirSync(stale);
    expect(existsSync(stale)).toBe(true);
    const limit = createDiskLimit({ writeBps: 10e6, readBps: 10e6 }, tmp, { tag: `rocktune-probe-${process.pid}` });
    limit.dispose();
    expect(existsSync(stale)).toBe(false);
  });

  it.runIf(here)('Ctrl-C: a group with a live process inside is emptied and removed at once', () => {
    const limit = createDiskLimit({ writeBps: 10e6, readBps: 10e6 }, tmp, { tag: `rocktune-probe-${process.pid}` });
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    writeFileSync(join(limit.cgroup as string, 'cgroup.procs'), String(sleeper.pid));
    expect(removeGroupNow(limit.cgroup as string)).toBe(true);
    expect(existsSync(limit.cgroup as string)).toBe(false);
    const state = existsSync(`/proc/${sleeper.pid}/stat`) ? readFileSync(`/proc/${sleeper.pid}/stat`, 'utf8').split(') ')[1]?.[0] : 'gone';
    expect(['Z', 'X', 'gone']).toContain(state); // killed (a zombie until this process reaps it)
  });
});
