// Ctrl-C must be tested on a real process: a node child that runs validateOptions from the BUILT package (dist/), as
// the CLI does, on a load long enough (5M keys) to be interrupted. It prints "loading" at the first load event.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { expect } from 'vitest';

const DIST = fileURLToPath(new URL('../dist/index.js', import.meta.url));

const SCRIPT = `
  const { validateOptions } = await import(${JSON.stringify(DIST)});
  await validateOptions(process.env.OPTS, { keys: 5000000, tmpRoot: process.env.ROOT,
    onProgress: (e) => { if (e.phase === 'load') process.stdout.write('loading\\n'); } });
`;

export interface ValidationChild {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** The signal the child died of, or its exit code. */
  exited: Promise<string | number | null>;
}

/** Starts the child on `options` with its temporary directory under `tmpRoot`; `detached` puts it in its own process group. */
export function spawnValidation(options: string, tmpRoot: string, { detached = false } = {}): ValidationChild {
  expect(existsSync(DIST), `${DIST} is missing: run 'npm run build -w @rocktune/rocksdb-addon' first (npm test does)`).toBe(true);
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    env: { ...process.env, OPTS: options, ROOT: tmpRoot },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  const exited = new Promise<string | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { child, exited };
}
