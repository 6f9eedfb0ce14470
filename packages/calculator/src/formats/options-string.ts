import { formatValue } from '../options-ini/format-value.js';
import type { Recommendation } from '../recommend.js';
import { generatedLines } from './header.js';
import type { OptionValue } from '../sizing/types.js';
import { type Placement, placeEach, plainValue } from './placement.js';
import { planOf } from './store-recommendation.js';
import { storesLine } from './stores.js';

/** The key the table options nest under in a ColumnFamilyOptions string. */
export const TABLE_KEY = 'block_based_table_factory';

/** In a string, block_cache builds its cache on every parse (unlike a Cache set in code, nothing shares it). */
const BLOCK_CACHE_NOTE =
  'builds a new LRU cache of this capacity each time the string is parsed: every column family or database given ' +
  'this string gets a cache of its own; to share one cache, create it in code and set BlockBasedTableOptions::block_cache';

/** RocksDB's option strings: one for GetDBOptionsFromString, one for GetColumnFamilyOptionsFromString. */
export interface OptionStrings {
  readonly db: string;
  readonly cf: string;
  readonly placements: readonly Placement[];
}

/** Every option of the recommendation in RocksDB's `k=v;...` form, the table options nested under block_based_table_factory. */
export function optionStringPlacements(rec: Recommendation, stores = 1): Placement[] {
  return placeEach(rec, (o) => {
    if (o.name === 'block_cache' && stores > 1) return { notExpressed: sharedCacheOnly(stores, o.value) };
    const value = formatValue(o.name, plainValue(o.value));
    if (/[;{}]/.test(value)) return { notExpressed: `its value ${value} holds ; { or }, which end a value in a string` };
    const as = o.section === 'TableOptions/BlockBasedTable' ? `${TABLE_KEY}.${o.name}` : o.name;
    return { as, value, ...(o.name === 'block_cache' ? { note: BLOCK_CACHE_NOTE } : {}) };
  });
}

/** With several column families, a cache in the string is one per column family: only a cache set in code is shared. */
function sharedCacheOnly(stores: number, bytes: OptionValue): string {
  return `each of the ${stores} column families would parse its own ${String(bytes)}-byte cache; create one cache in code and set BlockBasedTableOptions::block_cache for all (MyRocks: rocksdb_block_cache_size)`;
}

export function toOptionStrings(rec: Recommendation, stores = 1): OptionStrings {
  const placements = optionStringPlacements(rec, stores);
  const pairs = (section: string) =>
    placements.filter((p) => p.as !== undefined && p.option.section === section).map((p) => `${p.option.name}=${p.value}`);
  const table = pairs('TableOptions/BlockBasedTable');
  const cf = [...pairs('CFOptions'), ...(table.length > 0 ? [`${TABLE_KEY}={${table.join(';')}}`] : [])];
  // One write-buffer budget for the memtables of every column family of the database.
  const db = [...pairs('DBOptions'), ...(stores > 1 ? [`db_write_buffer_size=${planOf(rec, stores).shared.memtableBytes}`] : [])];
  return { db: db.join(';'), cf: cf.join(';'), placements };
}

/** `generate --format options-string`: the two strings, each under a comment naming where it goes, then what a string does differently. */
export function optionStringsText(rec: Recommendation, rocktuneVersion: string, stores = 1): string {
  const strings = toOptionStrings(rec, stores);
  const comment = (line: string) => `# ${line}`;
  const notes = [
    'In a string the last duplicate key wins (in an OPTIONS file the first).',
    ...(stores > 1
      ? [
          `One budget for the column families of one database. ${storesLine(planOf(rec, stores), 'column families')} ${planOf(rec, stores).note}`,
        ]
      : []),
    ...strings.placements.filter((p) => p.note !== undefined).map((p) => `${p.option.name}: ${p.note}`),
    ...strings.placements
      .filter((p) => p.notExpressed !== undefined)
      .map((p) => `${p.option.name}=${plainValue(p.option.value)} is not in these strings: ${p.notExpressed}`),
  ];
  const lines = [
    ...generatedLines(rec, 'RocksDB option strings', rocktuneVersion).map(comment),
    comment('DBOptions: GetDBOptionsFromString (MyRocks: DB-wide options are separate rocksdb_* server variables)'),
    strings.db,
    comment('ColumnFamilyOptions, table options nested: GetColumnFamilyOptionsFromString (MyRocks rocksdb_default_cf_options)'),
    strings.cf,
    ...notes.map(comment),
  ];
  return `${lines.join('\n')}\n`;
}
