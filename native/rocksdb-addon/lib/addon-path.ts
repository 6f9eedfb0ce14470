// Which compiled addon serves which engine, and how to build the one that is missing.
//   rocksdb  -> build/Release/rocktune_rocksdb.node (the system RocksDB, Debian's librocksdb-dev; `npm run build`), or
//               build-prefix/rocktune_rocksdb.node when ROCKTUNE_ROCKSDB_BUILD=prefix (a newer upstream release)
//   trocksdb -> build-trocksdb/rocktune_rocksdb.node (`npm run engine:trocksdb -- --source DIR`)
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ENGINE_IDS = ['rocksdb', 'trocksdb'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

// lib/*.ts (source) and dist/*.js (built) are both one level below the package root.
export const CHILD_SCRIPT = fileURLToPath(new URL('../child/engine-child.mjs', import.meta.url));
const SYSTEM_ADDON = fileURLToPath(new URL('../build/Release/rocktune_rocksdb.node', import.meta.url));
const PREFIX_ADDON = fileURLToPath(new URL('../build-prefix/rocktune_rocksdb.node', import.meta.url));
const TROCKSDB_ADDON = fileURLToPath(new URL('../build-trocksdb/rocktune_rocksdb.node', import.meta.url));
/** The system build's path (kept: tests load it directly). */
export const ADDON_PATH = SYSTEM_ADDON;

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
/** A checkout of the repository (the TypeScript sources are there), not the installed package. */
export const IN_CHECKOUT = existsSync(join(PACKAGE_DIR, 'lib', 'index.ts'));
const BUILD_SCRIPT = (name: string): string => join(PACKAGE_DIR, 'scripts', name);

export const BUILD_HINT = IN_CHECKOUT
  ? 'Build it with `npm run build -w @rocktune/rocksdb-addon` (needs the Debian packages librocksdb-dev, ' +
    'build-essential, python3 and pkg-config: `sudo apt-get install -y librocksdb-dev build-essential python3 pkg-config`, ' +
    'or run `npm run bootstrap`).'
  : "Install RocksDB's development files (`sudo apt-get install -y librocksdb-dev build-essential pkg-config`), then run " +
    '`rocktune engine build` (or `rocktune engine build --rocksdb-prefix DIR` for a RocksDB you built).';

/**
 * The command (node script and arguments) that builds the default engine here: node-gyp in a checkout (`npm run build`;
 * a prefix goes to the prefix slot there), plain g++ in the installed package (`scripts/install.mjs` runs the same).
 */
export function engineBuildCommand(rocksdbPrefix?: string): string[] {
  if (!IN_CHECKOUT) return [BUILD_SCRIPT('build-engine.mjs'), 'system', ...(rocksdbPrefix ? ['--rocksdb-prefix', rocksdbPrefix] : [])];
  return rocksdbPrefix
    ? [BUILD_SCRIPT('build-engine.mjs'), 'prefix', '--rocksdb-prefix', rocksdbPrefix]
    : [BUILD_SCRIPT('build-native.mjs')];
}
const TROCKSDB_BUILD_HINT =
  'Build it with `npm run engine:trocksdb -- --source DIR` (or set ROCKTUNE_TROCKSDB_DIR), where DIR is a checkout of ' +
  'KioxiaAmerica/trocksdb whose static library librocksdb.a is already built with position-independent code and RTTI, ' +
  'as its INSTALL.md describes.';
const PREFIX_BUILD_HINT =
  'Build it with `npm run engine:rocksdb-prefix -- --rocksdb-prefix DIR` (or set ROCKTUNE_ROCKSDB_PREFIX), where DIR is ' +
  'the install prefix of an upstream RocksDB you built; or unset ROCKTUNE_ROCKSDB_BUILD to use the system RocksDB.';

function usePrefixBuild(): boolean {
  return process.env.ROCKTUNE_ROCKSDB_BUILD === 'prefix';
}

/** The .node file that runs `engine`. */
export function addonPathFor(engine: EngineId = 'rocksdb'): string {
  if (engine === 'trocksdb') return TROCKSDB_ADDON;
  return usePrefixBuild() ? PREFIX_ADDON : SYSTEM_ADDON;
}

/** How to build the addon of `engine`, for the ENGINE_NOT_BUILT message. */
export function buildHintFor(engine: EngineId = 'rocksdb'): string {
  if (engine === 'trocksdb') return TROCKSDB_BUILD_HINT;
  return usePrefixBuild() ? PREFIX_BUILD_HINT : BUILD_HINT;
}

/** Whether the addon of `engine` was built: it is there, or this user cannot tell (EACCES: built, not readable). */
export function addonBuilt(engine: EngineId = 'rocksdb'): boolean {
  try {
    statSync(addonPathFor(engine));
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'ENOTDIR';
  }
}

/** The engines whose addon is built on this machine. */
export function builtEngines(): EngineId[] {
  return ENGINE_IDS.filter((e) => addonBuilt(e));
}
