// A shared temporary directory (mode 1777, like /tmp) where `nobody` planted traps before root's and another
// user's runs: a symlink under the name of root's private parent, a `rocktune-*` directory with a dead-pid marker,
// a 0555 sub-directory holding a file and a symlink to root's victim, and one swapped between a directory and a
// symlink to the victim while the runs reclaim. Each run succeeds, and the victim and nobody's entries stay.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { Workspace } from '../lib/index.js';
import { tempRoot } from './with-workspace.js';

const DIST = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find(existsSync);
const skip = process.getuid?.() !== 0 ? 'needs root (to act as nobody and as another user)' : !setpriv ? 'needs setpriv' : '';

/** A node script run as `user` (a uid, or nobody's) with `env`; its exit status and stderr. */
function runAs(user: number, script: string, env: Record<string, string>): { status: number | null; stderr: string } {
  const args = user === 0 ? [] : [setpriv as string, `--reuid=${user}`, `--regid=${user}`, '--clear-groups'];
  const cmd = [...args, process.execPath, '--input-type=module', '-e', script];
  const r = spawnSync(cmd[0] as string, cmd.slice(1), { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr };
}

// Workspace.create reclaims stale entries, then the workspace is disposed; 12 times, to meet the swapping trap.
const VALIDATE_SETUP = `
  const { Workspace } = await import(${JSON.stringify(DIST)});
  for (let i = 0; i < 12; i++) { const ws = Workspace.create({ tmpRoot: process.env.BASE }); ws.dispose(); }
`;

const PLANT = `
  import { mkdirSync, writeFileSync, symlinkSync, chmodSync } from 'node:fs';
  const { BASE: b, VICTIM: v, DEAD: dead } = process.env;
  symlinkSync(v, b + '/rocktune-0');
  for (const t of ['rocktune-trap', 'rocktune-65533/rocktune-x']) {
    mkdirSync(b + '/' + t + '/ro', { recursive: true });
    writeFileSync(b + '/' + t + '/rocktune.pid', dead);
    writeFileSync(b + '/' + t + '/ro/file', 'x');
    chmodSync(b + '/' + t + '/ro', 0o555);
    symlinkSync(v, b + '/' + t + '/link');
  }
  symlinkSync(v, b + '/rocktune-link');
`;

// Swaps rocktune-swap/sub between a directory and a symlink to the victim for as long as it runs.
const SWAP = `
  import { mkdirSync, writeFileSync, symlinkSync, renameSync, rmSync } from 'node:fs';
  const { BASE: b, VICTIM: v, DEAD: dead } = process.env;
  const d = b + '/rocktune-swap';
  mkdirSync(d); writeFileSync(d + '/rocktune.pid', dead);
  for (;;) {
    try { mkdirSync(d + '/tmp'); for (let i = 0; i < 20; i++) writeFileSync(d + '/tmp/f' + i, ''); renameSync(d + '/tmp', d + '/sub'); } catch {}
    try { symlinkSync(v, d + '/l'); renameSync(d + '/l', d + '/sub'); } catch {}
    try { rmSync(d + '/sub', { recursive: true, force: true }); } catch {}
  }
`;

describe.skipIf(skip !== '')(`entries another user planted in a shared temporary directory ${skip ? `(skipped: ${skip})` : ''}`, () => {
  it("change nothing root's or another user's run deletes, and fail no run", async () => {
    const root = tempRoot('shared');
    const base = join(root, 'tmp');
    const victim = join(root, 'victim');
    mkdirSync(base);
    chmodSync(base, 0o1777);
    mkdirSync(victim);
    for (const n of ['target1', 'target2', 'target3']) writeFileSync(join(victim, n), 'root');
    chmodSync(root, 0o755);
    const dead = String(spawnSync(process.execPath, ['-e', '0']).pid);
    const env = { BASE: base, VICTIM: victim, DEAD: dead };
    expect(runAs(65534, PLANT, env).status).toBe(0);
    const swapper = spawn(
      setpriv as string,
      ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, '--input-type=module', '-e', SWAP],
      {
        env: { ...process.env, ...env },
        stdio: 'ignore',
      },
    );
    try {
      await new Promise((r) => setTimeout(r, 150));
      for (const user of [65533, 0]) expect(runAs(user, VALIDATE_SETUP, env), `the run as uid ${user}`).toEqual({ status: 0, stderr: '' });
    } finally {
      swapper.kill('SIGKILL');
    }
    expect(readdirSync(victim).sort()).toEqual(['target1', 'target2', 'target3']);
    expect(lstatSync(join(base, 'rocktune-0')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(base, 'rocktune-trap/ro/file'))).toBe(true);
    expect(existsSync(join(base, 'rocktune-65533/rocktune-x/ro/file'))).toBe(true);
  }, 30_000);
});

describe('a temporary directory that does not exist', () => {
  it('is one error naming it, and nothing is created', () => {
    const missing = join(tempRoot('missing'), 'no-such-dir');
    expect(() => Workspace.create({ tmpRoot: missing })).toThrow(
      `the temporary directory ${missing} is not usable (ENOENT); set TMPDIR to an existing directory`,
    );
    expect(existsSync(missing)).toBe(false);
  });
});
