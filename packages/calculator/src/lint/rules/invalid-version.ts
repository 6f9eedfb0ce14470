import { atValue } from '../report.js';
import type { Report, Rule } from '../types.js';
import { docsUrl } from '../walk.js';

/** options_parser.cc: `rocksdb_version` at most 3 parts, `options_file_version` at most 2, digits only. */
const LIMITS: Record<string, number> = { rocksdb_version: 3, options_file_version: 2 };

function problem(key: string, value: string): string | undefined {
  const parts = value.split('.');
  const max = LIMITS[key] as number;
  if (parts.length > max) return `"A valid ${key} can only contains at most ${max - 1} dots"`;
  if (parts.some((p) => !/^\d+$/.test(p))) return 'every part must be digits';
  if (key === 'options_file_version' && Number(parts[0]) < 1) return 'the major version must be at least 1';
  return undefined;
}

export const invalidVersionRule: Rule = {
  meta: {
    id: 'invalid-version',
    severity: 'error',
    description: 'A [Version] string RocksDB refuses (e.g. TRocksDB\'s shipped rocksdb_version=1.2.2.2 has 3 dots): the file does not load.',
    docsUrl: docsUrl('invalid-version'),
    fixable: false,
    messages: { invalid: 'RocksDB refuses this version string.' },
  },
  check(ctx) {
    const scope = ctx.version;
    if (!scope) return [];
    const out: Report[] = [];
    for (const key of Object.keys(LIMITS)) {
      const entry = scope.first.get(key);
      const reason = entry ? problem(key, entry.value) : undefined;
      if (entry && reason) out.push(atValue(scope, entry, 'invalid', `${key}=${entry.value}: RocksDB refuses the file: ${reason}.`));
    }
    return out;
  },
};
