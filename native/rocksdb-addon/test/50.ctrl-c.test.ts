import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { SMALL } from './fixtures.js';

// Ctrl-C must be tested on a real process: a script that uses the BUILT package (dist/) as the CLI does.
const DIST = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'rocktune-sigint-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('Ctrl-C during a test', () => {
  it('SIGINT kills the engine, removes the temporary directory and exits with the signal', async () => {
    expect(existsSync(DIST), `${DIST} is missing: run 'npm run build -w @rocktune/rocksdb-addon' first (npm test does)`).toBe(true);
    const script = `
      const { validateOptions } = await import(${JSON.stringify(DIST)});
      await validateOptions(process.env.OPTS, { keys: 5000000, tmpRoot: process.env.ROOT,
        onProgress: (e) => { if (e.phase === 'load') process.stdout.write('loading\\n'); } });
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, OPTS: SMALL, ROOT: root },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let sawDir = false;
    await new Promise<void>((resolve) => {
      child.stdout.on('data', () => {
        sawDir ||= readdirSync(root).some((d) => d.startsWith('rocktune-'));
        child.kill('SIGINT');
        resolve();
      });
    });
    const [code, signal] = await new Promise<[number | null, string | null]>((r) => child.on('exit', (c, s) => r([c, s])));
    expect(sawDir).toBe(true);
    expect(signal ?? code).toBe('SIGINT');
    expect(readdirSync(root)).toEqual([]);
  });
});
