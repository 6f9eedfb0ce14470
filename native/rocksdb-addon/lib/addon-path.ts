// Where the compiled addon and the child script live, and the explanation when the addon is missing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// lib/*.ts (source) and dist/*.js (built) are both one level below the package root.
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const ADDON_PATH = fileURLToPath(new URL('../build/Release/rocktune_rocksdb.node', import.meta.url));
export const CHILD_SCRIPT = fileURLToPath(new URL('../child/engine-child.mjs', import.meta.url));

export const BUILD_HINT =
  'Build it with `npm run build -w @rocktune/rocksdb-addon` (needs the Debian packages librocksdb-dev, ' +
  'build-essential, python3 and pkg-config: `sudo apt-get install -y librocksdb-dev build-essential python3 pkg-config`, ' +
  'or run `npm run bootstrap`).';

export function addonBuilt(): boolean {
  return existsSync(ADDON_PATH);
}
