// The system RocksDB (Debian 12: librocksdb-dev): is it there, and how to get it. Shared by build-native.mjs
// (node-gyp, the monorepo's build) and build-engine.mjs (plain g++, the installed package's build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const INSTALL_SYSTEM_ROCKSDB = 'sudo apt-get install -y librocksdb-dev build-essential pkg-config';

export const MISSING =
  'rocktune: RocksDB development files not found (rocksdb/db.h, librocksdb.so).\n' +
  `  Install them with:  ${INSTALL_SYSTEM_ROCKSDB} python3\n` +
  '  (Debian 12 ships RocksDB as librocksdb-dev; `npm run bootstrap` does this for you.)';

function pkgConfig(...args) {
  const r = spawnSync('pkg-config', [...args, 'rocksdb'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

export function hasSystemRocksDb() {
  if (pkgConfig('--exists') !== undefined) return true;
  const headers = ['/usr/include/rocksdb/db.h', '/usr/local/include/rocksdb/db.h'].some((p) => existsSync(p));
  const libs = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib', '/usr/local/lib'].some((d) =>
    existsSync(join(d, 'librocksdb.so')),
  );
  return headers && libs;
}

/** Compiler and linker flags for the system RocksDB: pkg-config's, else the plain defaults. */
export function systemRocksDbFlags() {
  const cflags = pkgConfig('--cflags') ?? '';
  const libs = pkgConfig('--libs') ?? '-lrocksdb';
  return { cflags: cflags.split(/\s+/).filter(Boolean), libs: libs.split(/\s+/).filter(Boolean) };
}
