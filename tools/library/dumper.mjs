// Builds and runs dump-defaults.cc against the system RocksDB (g++ + pkg-config rocksdb).
// Used by the engine-profile tests to check the linked version's profile against the library itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./dump-defaults.cc', import.meta.url));

/** Why the dumper cannot be built here, or undefined when g++ and librocksdb-dev are present. */
export function missingToolchain() {
  const gxx = spawnSync('g++', ['--version'], { encoding: 'utf8' });
  if (gxx.error || gxx.status !== 0) return 'g++ not found (apt-get install g++)';
  const pc = spawnSync('pkg-config', ['--exists', 'rocksdb']);
  if (pc.error || pc.status !== 0) return 'pkg-config cannot find rocksdb (apt-get install pkg-config librocksdb-dev)';
  return undefined;
}

/** Compiles the dumper into a temp dir (cached per process) and returns the binary's path. */
let built;
export function buildDumper() {
  if (built && existsSync(built)) return built;
  const flags = execFileSync('pkg-config', ['--cflags', '--libs', 'rocksdb'], { encoding: 'utf8' }).trim().split(/\s+/).filter(Boolean);
  const out = join(mkdtempSync(join(tmpdir(), 'rocktune-library-')), 'dump-defaults');
  const result = spawnSync('g++', ['-std=c++17', '-O0', '-w', SOURCE, ...flags, '-o', out], { encoding: 'utf8' });
  if (result.status !== 0 || !statSync(out, { throwIfNoEntry: false })) {
    throw new Error(`g++ failed to build ${SOURCE}:\n${result.stderr}`);
  }
  built = out;
  return out;
}

/** { version, sections: { DBOptions: Map(name -> serialized default), CFOptions, 'TableOptions/<Factory>' of the three factories } } */
export function dumpDefaults(binary) {
  const text = execFileSync(binary, [], { encoding: 'utf8' });
  const sections = {};
  let current;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = new Map();
      sections[header[1]] = current;
      continue;
    }
    const eq = line.indexOf('=');
    current.set(line.slice(0, eq), line.slice(eq + 1));
  }
  const version = sections.Version.get('rocksdb_version');
  delete sections.Version;
  return { version, sections };
}

/**
 * Asks the library to parse `value` for `name` in a fresh section. Returns, per request,
 * `{ ok: true, value }` with what RocksDB keeps (re-serialized) or `{ ok: false, error }`.
 */
export function parseWithLibrary(binary, requests) {
  const input = requests.map((r) => `${r.section}\t${r.name}\t${r.value}\n`).join('');
  const output = execFileSync(binary, ['--parse'], { input, encoding: 'utf8' });
  return output
    .split('\n')
    .slice(0, requests.length)
    .map((line) => {
      const tab = line.indexOf('\t');
      const rest = line.slice(tab + 1);
      return line.slice(0, tab) === 'ok' ? { ok: true, value: rest } : { ok: false, error: rest };
    });
}

/**
 * How the library stores an integer option: `4g` overflows an int to 0 and is refused by a
 * uint32; among 64-bit ones, `-1` stays -1 only when signed. (-1 is not sent to ints: a
 * negative num_levels makes the library abort.)
 */
export function classifyIntegers(binary, section, names) {
  const big = parseWithLibrary(
    binary,
    names.map((name) => ({ section, name, value: '4g' })),
  );
  const types = new Map();
  const wide = [];
  names.forEach((name, i) => {
    if (!big[i].ok) types.set(name, 'uint32');
    else if (big[i].value === '0') types.set(name, 'int');
    else wide.push(name);
  });
  const minusOne = parseWithLibrary(
    binary,
    wide.map((name) => ({ section, name, value: '-1' })),
  );
  wide.forEach((name, i) => types.set(name, minusOne[i].ok && minusOne[i].value === '-1' ? 'int64' : 'uint64'));
  return types;
}
