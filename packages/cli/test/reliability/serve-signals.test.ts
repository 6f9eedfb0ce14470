import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI } from '../harness.js';
import { DEFAULT_VERSION } from '../versions.js';
import { groupsNamed, ownGroup, running, settles } from './leftovers.js';

// Issue 36 item 8: `serve` killed during a capped validation left /sys/fs/cgroup/{memory,blkio}/.../rocktune-PID behind
// (TERM 10 of 10, INT 6 of 6); SIGKILL left them and the engine's workspace. The built bin, a capped validation from the
// page's API, the signal while the engine loads.
const canCap = process.getuid?.() === 0 && existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes');
const FILE = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n`;
const dir = mkdtempSync(join(tmpdir(), 'rocktune-serve-signals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts serve (temporary directories under `tmp`), and a capped validation from the page's API; resolves while the engine loads. */
async function cappedValidation(tmp: string) {
  mkdirSync(join(dir, 'web'), { recursive: true });
  writeFileSync(join(dir, 'web', 'index.html'), '<html><head></head></html>');
  const serve = spawn(process.execPath, [BUILT_CLI, 'serve', '--dir', join(dir, 'web')], {
    env: { ...process.env, TMPDIR: tmp, NODE_DISABLE_COMPILE_CACHE: '1' }, // the bin's code cache is no run's temporary data
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string | number | null>((ok) => serve.on('exit', (code, signal) => ok(signal ?? code)));
  const port = await new Promise<number>((ok) => {
    let out = '';
    serve.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      const m = /127\.0\.0\.1:(\d+)/.exec(out);
      if (m) ok(Number(m[1]));
    });
  });
  const name = `rocktune-${serve.pid}`;
  const body = JSON.stringify({
    optionsText: FILE,
    dialect: 'rocksdb',
    keys: 3_000_000,
    memoryLimitBytes: 512 * 2 ** 20,
    diskLimit: { writeBytesPerSec: 40_000_000, readBytesPerSec: 50_000_000 },
  });
  let engines: number[] = [];
  await new Promise<void>((loading) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/validate',
        method: 'POST',
        headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
      },
      (res) => {
        res.setEncoding('utf8').on('data', (c: string) => {
          if (!/"phase":"load"/.test(c)) return;
          const procs = ownGroup('memory', name);
          engines = procs ? readFileSync(join(procs, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number) : [];
          loading();
        });
        res.on('error', () => {});
      },
    );
    req.on('error', () => {});
    req.end(body);
  });
  expect(engines.length, 'the engine runs in the memory group').toBeGreaterThan(0);
  expect(ownGroup('blkio', name), 'the blkio group exists').toBeDefined();
  return { serve, exited, name, engines };
}

describe.skipIf(!canCap)(`serve killed during a capped validation${canCap ? '' : ' (skipped: needs root and cgroup v1)'}`, () => {
  for (const sig of ['SIGTERM', 'SIGINT'] as const) {
    it(`${sig} removes the run's cgroups and its engine process`, async () => {
      const { serve, exited, name, engines } = await cappedValidation(mkdtempSync(join(dir, 'tmp-')));
      serve.kill(sig);
      await exited;
      expect([ownGroup('memory', name), ownGroup('blkio', name)]).toEqual([undefined, undefined]);
      await new Promise((r) => setTimeout(r, 500));
      expect(engines.filter(running)).toEqual([]);
    }, 60_000);
  }

  // No handler of serve runs: the engine process, seeing its IPC channel close, leaves and removes the groups itself and
  // has the run's temporary directory removed once it is gone.
  it('SIGKILL: within 5 s no cgroup, no engine process and no temporary directory is left', async () => {
    const tmp = mkdtempSync(join(dir, 'tmp-'));
    const { serve, exited, name, engines } = await cappedValidation(tmp);
    expect(readdirSync(tmp).length, 'the run has its temporary directory').toBeGreaterThan(0);
    serve.kill('SIGKILL');
    await exited;
    const left = () => ({ groups: groupsNamed(name), engines: engines.filter(running), tmp: readdirSync(tmp) });
    expect(await settles(left, { groups: [], engines: [], tmp: [] }, 5000)).toEqual({ groups: [], engines: [], tmp: [] });
  }, 60_000);
});
