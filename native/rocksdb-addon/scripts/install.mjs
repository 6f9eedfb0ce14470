#!/usr/bin/env node
// npm runs this when the package is installed (rocktune's optional dependency): it compiles the engine where
// RocksDB's headers and library are (the system's librocksdb-dev, or the prefix in ROCKTUNE_ROCKSDB_PREFIX or
// `npm install --rocksdb-prefix=DIR`), and elsewhere only warns and succeeds, so rocktune installs everywhere;
// `rocktune validate` and `compare` then say how to get the engine, and `rocktune engine build` retries.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INSTALL_SYSTEM_ROCKSDB } from './system-rocksdb.mjs';

// A checkout of the repository (lib/ is not in the package): its `npm run build` builds the engine with node-gyp.
if (existsSync(fileURLToPath(new URL('../lib/index.ts', import.meta.url)))) process.exit(0);

const prefix = process.env.ROCKTUNE_ROCKSDB_PREFIX ?? process.env.npm_config_rocksdb_prefix;
const args = [fileURLToPath(new URL('build-engine.mjs', import.meta.url)), 'system', ...(prefix ? ['--rocksdb-prefix', prefix] : [])];
const built = spawnSync(process.execPath, args, { stdio: 'inherit' }).status === 0;
if (!built) {
  console.warn(
    'rocktune: the RocksDB engine was not built, so `rocktune validate` and `compare` will not run (everything else does). ' +
      `To get it: ${INSTALL_SYSTEM_ROCKSDB}, then \`rocktune engine build\` (or \`rocktune engine build --rocksdb-prefix DIR\` for a RocksDB you built).`,
  );
}
