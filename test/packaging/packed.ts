// Packs the published packages with `npm pack` (their prepack builds them) and installs the tarballs into an empty
// prefix, as `npm install rocktune` would: npm's registry for the dependencies, nothing else.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failure, npmEnv, run } from './run.js';

export const PACKAGES = ['rocktune', '@rocktune/calculator', '@rocktune/rocksdb-addon'];

export async function packAll(): Promise<string[]> {
  const dest = mkdtempSync(join(tmpdir(), 'rocktune-pack-'));
  const packed = await run('npm', ['pack', '--silent', ...PACKAGES.flatMap((p) => ['-w', p]), '--pack-destination', dest], {
    env: npmEnv(),
  });
  if (packed.code !== 0) throw new Error(failure('npm pack', packed));
  const tarballs = readdirSync(dest)
    .filter((f) => f.endsWith('.tgz'))
    .map((f) => join(dest, f));
  if (tarballs.length !== PACKAGES.length) throw new Error(`npm pack made ${tarballs.length} tarballs: ${tarballs.join(', ')}`);
  return tarballs;
}

export interface Installed {
  prefix: string;
  /** The installed bin. */
  rocktune: string;
  /** What npm printed (the engine's build, or its warning). */
  log: string;
}

/** `npm install TARBALL...` into a new empty directory; `env` reaches the install scripts (the engine's build). */
export async function install(tarballs: string[], env: NodeJS.ProcessEnv = {}): Promise<Installed> {
  const prefix = mkdtempSync(join(tmpdir(), 'rocktune-prefix-'));
  const r = await run('npm', ['install', '--foreground-scripts', ...tarballs], { cwd: prefix, env: npmEnv(env) });
  if (r.code !== 0) throw new Error(failure(`npm install in ${prefix}`, r));
  return { prefix, rocktune: join(prefix, 'node_modules/.bin/rocktune'), log: r.stdout + r.stderr };
}
