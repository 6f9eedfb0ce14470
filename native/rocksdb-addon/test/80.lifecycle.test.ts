// Process lifecycle: a terminal's Ctrl-C (SIGINT to the whole process group) ends a run with the signal, never
// ENGINE_CRASHED; the temporary directory of a run killed outright (SIGKILL, OOM) is reclaimed by the next one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { Workspace } from '../lib/index.js';
import { SMALL } from './fixtures.js';

const root = mkdtempSync(join(tmpdir(), 'rocktune-life-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('engine process lifecycle', () => {
  it('reclaims the directory of a run whose process is gone, and only that one', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid; // a pid that has exited
    const make = (name: string, pid?: number): void => {
      mkdirSync(join(root, name));
      if (pid !== undefined) writeFileSync(join(root, name, 'rocktune.pid'), String(pid));
    };
    make('rocktune-killed', dead);
    make('rocktune-running', process.pid);
    make('rocktune-unmarked');
    const ws = Workspace.create({ tmpRoot: root });
    try {
      const left = readdirSync(root);
      expect(left).not.toContain('rocktune-killed');
      expect(left).toEqual(expect.arrayContaining(['rocktune-running', 'rocktune-unmarked']));
    } finally {
      ws.dispose();
      for (const n of ['rocktune-running', 'rocktune-unmarked']) rmSync(join(root, n), { recursive: true, force: true });
    }
  });

  it('Ctrl-C at a terminal (SIGINT to the process group) exits with the signal, never ENGINE_CRASHED', async () => {
    const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));
    expect(existsSync(dist), `${dist} is missing: run 'npm run build -w @rocktune/rocksdb-addon' first (npm test does)`).toBe(true);
    const script = `
      const { validateOptions } = await import(${JSON.stringify(dist)});
      await validateOptions(process.env.OPTS, { keys: 5000000, tmpRoot: process.env.ROOT,
        onProgress: (e) => { if (e.phase === 'load') process.stdout.write('loading\\n'); } });
    `;
    // A few tries at different moments of T2: the race it guards against lost about 1 run in 11.
    for (const delayMs of [0, 150, 400]) {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, OPTS: SMALL, ROOT: root },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // its own group, as a shell job: kill(-pid) reaches it and everything it started
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      await new Promise((r) => setTimeout(r, delayMs));
      process.kill(-(child.pid as number), 'SIGINT');
      const [code, signal] = await new Promise<[number | null, string | null]>((r) => child.on('exit', (c, s) => r([c, s])));
      expect(stderr).not.toMatch(/ENGINE_CRASHED/);
      expect(signal ?? code).toBe('SIGINT');
      expect(readdirSync(root)).toEqual([]);
    }
  });
});
