// The monorepo build's cache of the engine addon (build-native.mjs), outside the checkout: a fresh clone on a
// machine that already built the same addon takes the binary instead of compiling 25 files against RocksDB's
// headers again (minutes on 2 cores). The key is a hash of everything the binary is made from: the addon's sources
// and binding.gyp, these build scripts, RocksDB's headers and pkg-config flags, the compiler, Node's version and ABI,
// node-addon-api. Delete the directory (~/.cache/rocktune/addon, or $XDG_CACHE_HOME/rocktune/addon) to drop it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const KEEP = 4;
const CACHE_DIR = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'rocktune', 'addon');
const ROCKSDB_HEADERS = ['/usr/include/rocksdb', '/usr/local/include/rocksdb'];

/** Every file under `dir` (sorted, recursive), or none when it does not exist. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}

function commandOutput(command, args) {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  return `${command} ${args.join(' ')} -> ${r.status} ${r.stdout ?? ''}${r.stderr ?? ''}`;
}

/** The cache file for the addon that `pkgDir`'s sources and this host's toolchain would build. */
export function cachedAddonPath(pkgDir) {
  const hash = createHash('sha256');
  const scripts = ['build-native.mjs', 'build-cache.mjs'].map((f) => join(pkgDir, 'scripts', f));
  for (const file of [join(pkgDir, 'binding.gyp'), ...scripts, ...filesUnder(join(pkgDir, 'src')), ...ROCKSDB_HEADERS.flatMap(filesUnder)])
    // The package's files named relative to it: the same sources in another clone are the same key.
    hash
      .update(`${file.startsWith(pkgDir) ? relative(pkgDir, file) : file}\0`)
      .update(readFileSync(file))
      .update('\0');
  const addonApi = createRequire(join(pkgDir, 'package.json'))('node-addon-api/package.json').version;
  hash.update(JSON.stringify([process.version, process.arch, process.versions.modules, addonApi]));
  for (const variable of ['CC', 'CXX', 'CFLAGS', 'CXXFLAGS', 'LDFLAGS']) hash.update(`${variable}=${process.env[variable] ?? ''}\0`);
  hash.update(commandOutput('pkg-config', ['--modversion', '--cflags', '--libs', 'rocksdb']));
  hash.update(commandOutput(process.env.CXX ?? 'g++', ['--version']));
  return join(CACHE_DIR, `${hash.digest('hex').slice(0, 32)}.node`);
}

/** Copies the cached addon to `output`; false when there is none. */
export function restoreAddon(cached, output) {
  if (!existsSync(cached)) return false;
  mkdirSync(dirname(output), { recursive: true });
  copyFileSync(cached, output);
  return true;
}

/** Keeps `output` as `cached` (written whole, then renamed), and only the newest few builds. A failure costs only time. */
export function storeAddon(cached, output) {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    copyFileSync(output, partial);
    renameSync(partial, cached);
    const builds = readdirSync(CACHE_DIR)
      .filter((f) => f.endsWith('.node'))
      .map((f) => join(CACHE_DIR, f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const old of builds.slice(KEEP)) rmSync(old, { force: true });
  } catch (e) {
    console.warn(`rocktune: the engine addon was built but not cached in ${CACHE_DIR}: ${e.message}`);
  }
}
