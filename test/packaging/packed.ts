// Packs the published packages with `npm pack` (their prepack builds them) and installs the tarballs into an empty
// prefix, as `npm install rocktune` would: npm's registry for the dependencies, nothing else. npm test packs once
// before the packaging tests (pack.ts, ROCKTUNE_PACKED): the prepack scripts rewrite dist/ in place, which the tests
// that run beside the packaging tests read.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failure, npmEnv, run } from './run.js';

export const PACKAGES = ['rocktune', '@rocktune/calculator', '@rocktune/rocksdb-addon'];

export async function packAll(dest = mkdtempSync(join(tmpdir(), 'rocktune-pack-'))): Promise<string[]> {
  const packed = await run('npm', ['pack', '--silent', ...PACKAGES.flatMap((p) => ['-w', p]), '--pack-destination', dest], {
    env: npmEnv(),
  });
  if (packed.code !== 0) throw new Error(failure('npm pack', packed));
  return tarballsIn(dest);
}

function tarballsIn(dir: string): string[] {
  const tarballs = readdirSync(dir)
    .filter((f) => f.endsWith('.tgz'))
    .map((f) => join(dir, f));
  if (tarballs.length !== PACKAGES.length)
    throw new Error(`${dir} holds ${tarballs.length} tarballs, not ${PACKAGES.length}: ${tarballs.join(', ')}`);
  return tarballs;
}

/** The tarballs npm test packed before this run (the directory in ROCKTUNE_PACKED), else packed now. */
export function packedTarballs(): Promise<string[]> {
  const packed = process.env.ROCKTUNE_PACKED;
  return packed ? Promise.resolve(tarballsIn(packed)) : packAll();
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
