// The version the engine under test must report, read from outside the addon: Debian 12's librocksdb-dev is
// 7.8.3; with ROCKTUNE_ROCKSDB_BUILD=prefix, the version.h of the prefix the addon was built against.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function prefixVersion(): string {
  const built = JSON.parse(readFileSync(new URL('../build-prefix/engine.json', import.meta.url), 'utf8')) as { from: string };
  const header = readFileSync(join(built.from, 'include/rocksdb/version.h'), 'utf8');
  const part = (name: string) => header.match(new RegExp(`#define ROCKSDB_${name} (\\d+)`))?.[1] ?? '?';
  return ['MAJOR', 'MINOR', 'PATCH'].map(part).join('.');
}

export const LINKED_VERSION = process.env.ROCKTUNE_ROCKSDB_BUILD === 'prefix' ? prefixVersion() : '7.8.3';
