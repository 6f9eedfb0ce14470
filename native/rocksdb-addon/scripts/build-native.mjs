#!/usr/bin/env node
// Builds build/Release/rocktune_rocksdb.node against the system RocksDB.
// Fails early, naming the Debian package, when the RocksDB headers or library are missing,
// and never lets node-gyp download Node headers when the system ones exist.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = dirname(dirname(fileURLToPath(import.meta.url)));
const MISSING =
  'rocktune: RocksDB development files not found (rocksdb/db.h, librocksdb.so).\n' +
  '  Install them with:  sudo apt-get install -y librocksdb-dev pkg-config build-essential python3\n' +
  '  (Debian 12 ships RocksDB as librocksdb-dev; `npm run bootstrap` does this for you.)';

function hasRocksDb() {
  const pc = spawnSync('pkg-config', ['--exists', 'rocksdb']);
  if (pc.status === 0) return true;
  const headers = ['/usr/include/rocksdb/db.h', '/usr/local/include/rocksdb/db.h'].some((p) => existsSync(p));
  const libs = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib', '/usr/local/lib'].some((d) =>
    existsSync(join(d, 'librocksdb.so')),
  );
  return headers && libs;
}

if (!hasRocksDb()) {
  console.error(MISSING);
  process.exit(1);
}

const gypArgs = ['-j', '2'];
if (existsSync('/usr/include/node/node_api.h')) gypArgs.push('--nodedir=/usr');

const gypBin = join(pkgDir, 'node_modules', '.bin', 'node-gyp');
const rootGypBin = join(pkgDir, '..', '..', 'node_modules', '.bin', 'node-gyp');
const bin = existsSync(gypBin) ? gypBin : existsSync(rootGypBin) ? rootGypBin : 'node-gyp';

for (const step of existsSync(join(pkgDir, 'build', 'Makefile')) ? ['build'] : ['configure', 'build']) {
  const r = spawnSync(bin, [step, ...gypArgs], { cwd: pkgDir, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`rocktune: node-gyp ${step} failed (exit ${r.status ?? r.signal}).`);
    if (step === 'build') console.error(MISSING);
    process.exit(1);
  }
}
