// The version the engine under test must report, read from outside the addon: the version.h of the RocksDB the
// addon was built against (Debian's librocksdb-dev in /usr/include, or with ROCKTUNE_ROCKSDB_BUILD=prefix the
// prefix's). The engine's own answer is what the tests check against it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function headerVersion(includeDir: string): string {
  const header = readFileSync(join(includeDir, 'rocksdb/version.h'), 'utf8');
  const part = (name: string) => header.match(new RegExp(`#define ROCKSDB_${name} (\\d+)`))?.[1] ?? '?';
  return ['MAJOR', 'MINOR', 'PATCH'].map(part).join('.');
}

function prefixInclude(): string {
  const built = JSON.parse(readFileSync(new URL('../build-prefix/engine.json', import.meta.url), 'utf8')) as { from: string };
  return join(built.from, 'include');
}

export const LINKED_VERSION = headerVersion(process.env.ROCKTUNE_ROCKSDB_BUILD === 'prefix' ? prefixInclude() : '/usr/include');
