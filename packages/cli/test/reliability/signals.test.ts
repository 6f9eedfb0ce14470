import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuilt } from '../harness.js';
import { childrenOf, groupsNamed, running, settles, startBuilt } from './leftovers.js';

// Issue 36 item 8: `validate --format json` killed by SIGTERM (or SIGINT before its command loaded) printed nothing;
// SIGHUP was not handled at all. Every interrupt signal, from the bin's first statement to the
// middle of the engine's load, ends the run with one JSON object, the signal's exit status, no engine process and
// no temporary directory left.
const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;
type Sig = keyof typeof SIGNALS;

const tmp = mkdtempSync(join(tmpdir(), 'rocktune-signals-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const options = join(tmp, 'OPTIONS.ini');
writeFileSync(options, runBuilt(['generate', '--threads', '2', '--dram', '1GB', '--keys', '1e6']).stdout);

/** Whether `pid` has a handler for `sig` (SigCgt of /proc/PID/status). Node itself catches SIGINT and SIGTERM from its start. */
function catches(pid: number, sig: Sig): boolean {
  try {
    const mask = /^SigCgt:\s*([0-9a-f]+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '0';
    return (BigInt(`0x${mask}`) >> BigInt(SIGNALS[sig] - 1)) & 1n ? true : false;
  } catch {
    return false;
  }
}

/** Runs validate as JSON, sends `sig` when `ready` says so, and returns what came out and what is left. */
async function interrupt(sig: Sig | 'SIGKILL', ready: (pid: number, stderr: string) => boolean, extra: string[] = []) {
  const root = mkdtempSync(join(tmp, 'run-'));
  const args = ['validate', options, '--keys', '3000000', '--duration', '5', '--readers', '1', '--format', 'json', '--progress', ...extra];
  const { cli, out, exited } = startBuilt(args, { ...process.env, TMPDIR: root, NODE_DISABLE_COMPILE_CACHE: '1' });
  const pid = cli.pid as number;
  const deadline = Date.now() + 20_000;
  while (!ready(pid, out.stderr) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  const engines = childrenOf(pid);
  cli.kill(sig);
  const status = await exited;
  await new Promise((r) => setTimeout(r, 300));
  return { status, ...out, pid, root, started: engines, engines: engines.filter(running), left: readdirSync(root) };
}

const canCap = process.getuid?.() === 0 && existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes');

/** validate under a memory and a disk cap, `sig` once the engine loads inside both groups. */
async function interruptCapped(sig: Sig | 'SIGKILL') {
  let during: string[] = [];
  const caps = ['--memory-limit', '256MiB', '--disk-limit', 'write=50MB,read=50MB'];
  const r = await interrupt(sig, (pid, stderr) => /^load /m.test(stderr) && (during = groupsNamed(`rocktune-${pid}`)).length === 2, caps);
  expect(during.length, 'the memory and blkio groups exist while the engine loads').toBe(2);
  return r;
}

describe('an interrupt signal ends validate --format json with one object and leaves nothing behind', () => {
  for (const sig of Object.keys(SIGNALS) as Sig[]) {
    it(`${sig} as soon as the bin's first statement ran (it catches SIGHUP from then on)`, async () => {
      const r = await interrupt(sig, (pid) => catches(pid, 'SIGHUP'));
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'INTERRUPTED' } });
      expect(r.status).toBe(sig);
      expect(r.left).toEqual([]);
    }, 30_000);

    it(`${sig} while the engine loads`, async () => {
      const r = await interrupt(sig, (_pid, stderr) => /^load /m.test(stderr));
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'INTERRUPTED' } });
      expect(r.status).toBe(sig);
      expect(r.engines).toEqual([]);
      expect(r.left).toEqual([]);
    }, 30_000);
  }

  it.skipIf(!canCap)(
    `SIGTERM during a capped run removes its cgroups${canCap ? '' : ' (skipped: needs root and cgroup v1 memory)'}`,
    async () => {
      const r = await interruptCapped('SIGTERM');
      expect(r.stderr).toMatch(/via cgroup-v1/);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'INTERRUPTED' } });
      expect(r.engines).toEqual([]);
      expect(groupsNamed(`rocktune-${r.pid}`)).toEqual([]);
    },
    30_000,
  );

  // Killed outright, validate runs no handler: the engine process notices (its IPC channel closes) and, before it
  // kills itself, leaves its groups and removes them and has its temporary directory removed once it is gone.
  it.skipIf(!canCap)(
    `SIGKILL during a capped run: within 5 s no cgroup, no engine process and no temporary directory is left${canCap ? '' : ' (skipped: needs root and cgroup v1 memory)'}`,
    async () => {
      const r = await interruptCapped('SIGKILL');
      expect(r.status).toBe('SIGKILL');
      expect(r.started.length, 'the engine process was running').toBeGreaterThan(0);
      const left = () => ({
        groups: groupsNamed(`rocktune-${r.pid}`),
        engines: r.started.filter(running),
        tmp: readdirSync(r.root),
      });
      expect(await settles(left, { groups: [], engines: [], tmp: [] }, 5000)).toEqual({ groups: [], engines: [], tmp: [] });
    },
    30_000,
  );
});
