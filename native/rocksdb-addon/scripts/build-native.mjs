#!/usr/bin/env node
// Builds build/Release/rocktune_rocksdb.node against the system RocksDB.
// Fails early, naming the Debian package, when the RocksDB headers or library are missing,
// and never lets node-gyp download Node headers when the system ones exist. A fresh checkout (no build/ yet) takes
// the addon from the build cache when this machine built the same one before (build-cache.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedAddonPath, restoreAddon, storeAddon } from './build-cache.mjs';
import { hasSystemRocksDb, MISSING } from './system-rocksdb.mjs';

const pkgDir = dirname(dirname(fileURLToPath(import.meta.url)));

if (!hasSystemRocksDb()) {
  console.error(MISSING);
  process.exit(1);
}

const output = join(pkgDir, 'build', 'Release', 'rocktune_rocksdb.node');
const fresh = !existsSync(join(pkgDir, 'build', 'Makefile'));
const cached = cachedAddonPath(pkgDir);
if (fresh && restoreAddon(cached, output)) {
  console.error(`rocktune: engine addon taken from the build cache (${cached}): the same sources, headers and toolchain`);
  process.exit(0);
}

const gypArgs = ['-j', '2'];
if (existsSync('/usr/include/node/node_api.h')) gypArgs.push('--nodedir=/usr');

const gypBin = join(pkgDir, 'node_modules', '.bin', 'node-gyp');
const rootGypBin = join(pkgDir, '..', '..', 'node_modules', '.bin', 'node-gyp');
const bin = existsSync(gypBin) ? gypBin : existsSync(rootGypBin) ? rootGypBin : 'node-gyp';

for (const step of fresh ? ['configure', 'build'] : ['build']) {
  const r = spawnSync(bin, [step, ...gypArgs], { cwd: pkgDir, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`rocktune: node-gyp ${step} failed (exit ${r.status ?? r.signal}).`);
    if (step === 'build') console.error(MISSING);
    process.exit(1);
  }
}
// A source edited while the compiler ran would make the binary another key's.
if (cachedAddonPath(pkgDir) === cached) storeAddon(cached, output);
