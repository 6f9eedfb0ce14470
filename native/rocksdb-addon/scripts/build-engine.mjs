#!/usr/bin/env node
// Builds a second (or third) addon binary against a RocksDB you already built; it never builds RocksDB itself.
//
//   node scripts/build-engine.mjs trocksdb [--source DIR]       (or ROCKTUNE_TROCKSDB_DIR)
//     DIR: a checkout of KioxiaAmerica/trocksdb holding its built static library librocksdb.a and include/.
//     -> build-trocksdb/rocktune_rocksdb.node (engine "trocksdb")
//   node scripts/build-engine.mjs prefix [--rocksdb-prefix DIR] (or ROCKTUNE_ROCKSDB_PREFIX)
//     DIR: an install prefix of upstream RocksDB (DIR/include/rocksdb, DIR/lib*/librocksdb.a or .so).
//     -> build-prefix/rocktune_rocksdb.node (engine "rocksdb", the prefix's version)
//   node scripts/build-engine.mjs system [--rocksdb-prefix DIR]
//     the default engine, build/Release/rocktune_rocksdb.node, without node-gyp: from the system RocksDB
//     (librocksdb-dev), or from DIR when given. What the installed package runs on install and
//     `rocktune engine build` runs again; the monorepo builds the same file with node-gyp (`npm run build`).
//
// The sources are the ones binding.gyp lists. Objects are cached: a rerun recompiles only what changed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasSystemRocksDb, MISSING, systemRocksDbFlags } from './system-rocksdb.mjs';

const pkgDir = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);

const TROCKSDB_HELP = `rocktune: the TRocksDB engine needs a checkout of KioxiaAmerica/trocksdb whose static library librocksdb.a
  is already built, with position-independent code and RTTI, as its INSTALL.md describes. Then:
  npm run engine:trocksdb -- --source /path/to/trocksdb     (or set ROCKTUNE_TROCKSDB_DIR)`;
const PREFIX_HELP = `rocktune: a newer RocksDB engine needs an install prefix of an upstream RocksDB you built
  (DIR/include/rocksdb/db.h and DIR/lib/librocksdb.a or librocksdb.so). Then:
  npm run engine:rocksdb-prefix -- --rocksdb-prefix DIR     (or set ROCKTUNE_ROCKSDB_PREFIX)`;

const COMMON_LIBS = ['-lsnappy', '-lz', '-lbz2', '-llz4', '-lzstd', '-lgflags', '-lpthread', '-ldl'];

function fail(message) {
  console.error(message);
  process.exit(1);
}

function flagValue(args, name) {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

/** The sources binding.gyp lists (gyp files are JSON with # comments). */
function gypSources() {
  const text = readFileSync(join(pkgDir, 'binding.gyp'), 'utf8').replace(/^\s*#.*$/gm, '');
  return JSON.parse(text).targets[0].sources;
}

function nodeIncludeDir() {
  const candidates = [join(dirname(dirname(process.execPath)), 'include', 'node'), '/usr/include/node'];
  const dir = candidates.find((d) => existsSync(join(d, 'node_api.h')));
  if (!dir) fail(`rocktune: Node's headers (node_api.h) not found in ${candidates.join(' or ')}`);
  return dir;
}

function findLibrary(dirs, names) {
  for (const d of dirs) for (const n of names) if (existsSync(join(d, n))) return join(d, n);
  return undefined;
}

function trocksdbTarget(args) {
  const source = flagValue(args, '--source') ?? process.env.ROCKTUNE_TROCKSDB_DIR;
  if (!source) fail(`rocktune: no TRocksDB source directory given.\n${TROCKSDB_HELP}`);
  const dir = resolve(source);
  if (!existsSync(join(dir, 'include', 'rocksdb', 'db.h'))) fail(`rocktune: ${dir} has no include/rocksdb/db.h.\n${TROCKSDB_HELP}`);
  const lib = join(dir, 'librocksdb.a');
  if (!existsSync(lib)) fail(`rocktune: ${dir} has no built librocksdb.a.\n${TROCKSDB_HELP}`);
  return {
    name: 'trocksdb',
    outDir: join(pkgDir, 'build-trocksdb'),
    std: 'c++17',
    cflags: ['-include', 'cstdint', '-DROCKTUNE_TROCKSDB=1', `-I${join(dir, 'include')}`],
    link: [lib, ...COMMON_LIBS],
    from: dir,
  };
}

function prefixTarget(args) {
  const prefix = flagValue(args, '--rocksdb-prefix') ?? process.env.ROCKTUNE_ROCKSDB_PREFIX;
  if (!prefix) fail(`rocktune: no RocksDB prefix given.\n${PREFIX_HELP}`);
  return prefixBuild(resolve(prefix), 'prefix', join(pkgDir, 'build-prefix'));
}

/** The default engine: from `--rocksdb-prefix DIR` (or ROCKTUNE_ROCKSDB_PREFIX) when given, else the system RocksDB. */
function systemTarget(args) {
  const outDir = join(pkgDir, 'build', 'Release');
  const prefix = flagValue(args, '--rocksdb-prefix') ?? process.env.ROCKTUNE_ROCKSDB_PREFIX;
  if (prefix) return prefixBuild(resolve(prefix), 'rocksdb', outDir);
  if (!hasSystemRocksDb()) fail(MISSING);
  const { cflags, libs } = systemRocksDbFlags();
  return { name: 'rocksdb', outDir, std: 'c++17', cflags, link: [...libs, '-lpthread'], from: 'the system RocksDB' };
}

function prefixBuild(dir, name, outDir) {
  if (!existsSync(join(dir, 'include', 'rocksdb', 'db.h'))) fail(`rocktune: ${dir} has no include/rocksdb/db.h.\n${PREFIX_HELP}`);
  const libDirs = ['lib', 'lib64', 'lib/x86_64-linux-gnu', 'lib/aarch64-linux-gnu'].map((l) => join(dir, l));
  const staticLib = findLibrary(libDirs, ['librocksdb.a']);
  const sharedLib = findLibrary(libDirs, ['librocksdb.so']);
  if (!staticLib && !sharedLib) fail(`rocktune: ${dir} has no lib/librocksdb.a or lib/librocksdb.so.\n${PREFIX_HELP}`);
  const extra = prefixPkgConfigLibs(libDirs);
  const link = staticLib
    ? [staticLib, ...extra, ...COMMON_LIBS]
    : [`-L${dirname(sharedLib)}`, `-Wl,-rpath,${dirname(sharedLib)}`, '-lrocksdb', ...COMMON_LIBS];
  return {
    name,
    outDir,
    std: 'c++20', // RocksDB 10 headers need C++20
    cflags: [`-I${join(dir, 'include')}`],
    link,
    from: dir,
  };
}

/** Extra link flags the prefix's rocksdb.pc names for a static link (e.g. -luring), when it has one. */
function prefixPkgConfigLibs(libDirs) {
  const pcDir = libDirs.map((d) => join(d, 'pkgconfig')).find((d) => existsSync(join(d, 'rocksdb.pc')));
  if (!pcDir) return [];
  const r = spawnSync('pkg-config', ['--static', '--libs-only-l', '--libs-only-other', 'rocksdb'], {
    env: { ...process.env, PKG_CONFIG_PATH: pcDir },
    encoding: 'utf8',
  });
  if (r.status !== 0) return [];
  return r.stdout.split(/\s+/).filter((f) => f !== '' && f !== '-lrocksdb');
}

function newer(a, b) {
  return existsSync(a) && statSync(a).mtimeMs >= statSync(b).mtimeMs;
}

function run(cmd, args) {
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('exit', (code) => resolveRun(code === 0));
  });
}

async function build(target) {
  const objDir = join(target.outDir, 'obj');
  mkdirSync(objDir, { recursive: true });
  const flags = [
    `-std=${target.std}`,
    '-O2',
    '-fPIC',
    '-fexceptions',
    '-DNAPI_VERSION=8',
    '-DNAPI_CPP_EXCEPTIONS',
    `-I${nodeIncludeDir()}`,
    `-I${require('node-addon-api').include_dir}`,
    ...target.cflags,
  ];
  const stamp = join(target.outDir, 'flags.txt');
  const flagsChanged = !existsSync(stamp) || readFileSync(stamp, 'utf8') !== flags.join(' ');
  const headers = readdirSync(join(pkgDir, 'src'))
    .filter((f) => f.endsWith('.h'))
    .map((h) => join(pkgDir, 'src', h));
  const sources = gypSources().map((s) => join(pkgDir, s));
  const objects = sources.map((s) => join(objDir, s.split('/').pop().replace(/\.cc$/, '.o')));
  const stale = sources.filter((s, i) => flagsChanged || !newer(objects[i], s) || headers.some((h) => !newer(objects[i], h)));
  console.error(
    `rocktune: building the ${target.name} engine addon from ${target.from} (${stale.length} of ${sources.length} files to compile)`,
  );
  const queue = [...stale];
  let ok = true;
  const worker = async () => {
    for (let s = queue.shift(); s && ok; s = queue.shift()) {
      console.error(`  CXX ${s.slice(pkgDir.length + 1)}`);
      if (!(await run('g++', [...flags, '-c', s, '-o', objects[sources.indexOf(s)]]))) ok = false;
    }
  };
  await Promise.all([worker(), worker()]);
  if (!ok) fail(`rocktune: compiling the ${target.name} engine addon failed (see the compiler output above)`);
  writeFileSync(stamp, flags.join(' '));
  const out = join(target.outDir, 'rocktune_rocksdb.node');
  console.error(`  LINK ${out.slice(pkgDir.length + 1)}`);
  if (!(await run('g++', ['-shared', '-o', out, ...objects, '-Wl,--exclude-libs,ALL', ...target.link]))) {
    fail(`rocktune: linking the ${target.name} engine addon failed (see the linker output above)`);
  }
  writeFileSync(
    join(target.outDir, 'engine.json'),
    `${JSON.stringify({ engine: target.name, from: target.from, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  console.error(`rocktune: ${target.name} engine ready: ${out}`);
}

const [kind, ...args] = process.argv.slice(2);
if (kind === 'trocksdb') await build(trocksdbTarget(args));
else if (kind === 'prefix') await build(prefixTarget(args));
else if (kind === 'system') await build(systemTarget(args));
else fail('usage: build-engine.mjs trocksdb [--source DIR] | prefix [--rocksdb-prefix DIR] | system [--rocksdb-prefix DIR]');
