import { describe, expect, it } from 'vitest';
import { compareNames } from '../src/engines/compare-names.js';
import { engineProfileIds, mustGet } from '../src/engines/registry.js';
import { RULE_IDS } from '../src/lint/index.js';

// localeCompare (ICU) is the order to keep; compareNames only avoids loading ICU at start-up.
const byLocale = (xs: string[]) => [...xs].sort((a, b) => a.localeCompare(b));
const byNames = (xs: string[]) => [...xs].sort(compareNames);

describe('compareNames', () => {
  it('orders every option name of every engine profile as localeCompare does', () => {
    const names = [...new Set(engineProfileIds().flatMap((id) => mustGet(id).options.map((o) => o.name)))];
    expect(names.length).toBeGreaterThan(100);
    expect(byNames(names)).toEqual(byLocale(names));
  });

  it('orders rule ids and engine ids as localeCompare does', () => {
    const ids = [...RULE_IDS, 'rocksdb', 'trocksdb'];
    expect(byNames(ids)).toEqual(byLocale(ids));
  });

  it("puts '_' before '-', both before digits, digits before letters, as ICU does", () => {
    const tricky = [
      'WAL_ttl_seconds',
      'wal_recovery_mode',
      'disableDataSync',
      'disable_data_sync',
      'A',
      'b',
      'B',
      'aB',
      'Ab',
      'level0_file',
      'level_compaction',
      'level0',
      'a-b',
      'a_b',
      'a0b',
      'aab',
      'a',
      'a_',
      'a-',
      'b',
      'max_bytes_for_level_multiplier_additional',
      'max_bytes_for_level_multiplier',
    ];
    expect(byNames(tricky)).toEqual(byLocale(tricky));
  });

  it('falls back to localeCompare for other strings', () => {
    const mixed = ['Zeta', 'alpha', 'Alpha', 'é', 'e', 'f', 'a.b', 'a b'];
    expect(byNames(mixed)).toEqual(byLocale(mixed));
  });
});
