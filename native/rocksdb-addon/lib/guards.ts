// Checks in front of RocksDB 7.8.3 for what it gets silently wrong (its options/options_parser.cc):
// an unknown [TableOptions/<Factory>] loads as a null table factory and crashes later (never sent to RocksDB),
// a duplicate key keeps the FIRST value, "1.5g"-style numbers load as something else.

import { type IniScan, sectionId } from './ini/scan.js';
import { isAmbiguousNumber, rocksdbIntReading } from './ini/values.js';

export type GuardId = 'unknown-table-factory' | 'duplicate-key' | 'ambiguous-number';

export interface GuardFinding {
  id: GuardId;
  severity: 'error' | 'warning';
  line: number;
  section: string;
  key?: string;
  message: string;
  /** true when the file must never reach RocksDB (it would crash the engine). */
  blocksEngine: boolean;
}

const KNOWN_TABLE_FACTORIES = new Set(['BlockBasedTable', 'PlainTable']);

export function runGuards(scan: IniScan): GuardFinding[] {
  const out: GuardFinding[] = [];
  for (const s of scan.sections) {
    const id = sectionId(s);
    if (s.title.startsWith('TableOptions/')) {
      const factory = s.title.slice('TableOptions/'.length);
      if (!KNOWN_TABLE_FACTORIES.has(factory)) {
        out.push({
          id: 'unknown-table-factory',
          severity: 'error',
          line: s.line,
          section: id,
          message: `[${s.title}] names an unknown table factory "${factory}"; RocksDB 7.8.3 loads it as a null table factory and crashes when the DB uses it (known: BlockBasedTable, PlainTable)`,
          blocksEngine: true,
        });
      }
    }
    const seen = new Map<string, number>();
    for (const e of s.entries) {
      const first = seen.get(e.key);
      if (first !== undefined) {
        out.push({
          id: 'duplicate-key',
          severity: 'error',
          line: e.line,
          section: id,
          key: e.key,
          message: `duplicate key ${e.key} in [${id}]: RocksDB 7.8.3 keeps the first value (line ${first}) and silently drops this one`,
          blocksEngine: false,
        });
      } else {
        seen.set(e.key, e.line);
      }
      if (s.title !== 'Version' && isAmbiguousNumber(e.value)) {
        out.push({
          id: 'ambiguous-number',
          severity: 'error',
          line: e.line,
          section: id,
          key: e.key,
          message: `${e.key}=${e.value} is not a plain number: RocksDB 7.8.3 reads digits plus at most one unit letter (k, m, g, t) and ignores the rest, so an integer option becomes ${rocksdbIntReading(e.value)}`,
          blocksEngine: false,
        });
      }
    }
  }
  return out.sort((a, b) => a.line - b.line);
}
