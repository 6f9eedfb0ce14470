import { TROCKSDB_OPTIONS, type CatalogOption } from '../../catalog/index.js';
import { splitList } from '../../options-ini/index.js';
import { atValue } from '../report.js';
import type { LintContext, Report, Rule, Scope } from '../types.js';
import { parseRocksInteger } from '../values.js';
import { docsUrl } from '../walk.js';

const RANGED = TROCKSDB_OPTIONS.filter((o) => o.sanitizedTo !== undefined);

function itemValue(item: string): number | undefined {
  const parsed = parseRocksInteger(item, 'int64');
  return parsed.ok ? Number(parsed.value) : undefined;
}

function outOfRange(option: CatalogOption, v: number): boolean {
  return (option.min !== undefined && v < option.min) || (option.max !== undefined && v > option.max);
}

/** Items outside the option's range are replaced one by one (TRocksDB ColumnFamilyData sanitizing, db/column_family.cc). */
function rangedItems(ctx: LintContext, cf: Scope): Report[] {
  return RANGED.flatMap((option) => {
    const entry = cf.first.get(option.name);
    if (!entry) return [];
    const items = splitList(entry.rawValue);
    const runs = items.map((item) => {
      const v = itemValue(item);
      return v !== undefined && outOfRange(option, v) ? (option.sanitizedTo as string) : item;
    });
    if (runs.every((item, i) => item === items[i])) return [];
    return [atValue(cf, entry, 'item', `${option.name}=${entry.value}: TRocksDB replaces out-of-range items and runs ${runs.join(':')} (only a [WARN] in the LOG).`)];
  });
}

/** vlogring_activation_level must increase strictly, start >= 0 and end <= num_levels, else it becomes {0}. */
function activationLevels(ctx: LintContext, cf: Scope): Report[] {
  const entry = cf.first.get('vlogring_activation_level');
  if (!entry || entry.rawValue === '') return [];
  const levels = splitList(entry.rawValue).map(itemValue);
  const numLevels = ctx.number(cf, 'num_levels') ?? 7;
  const ok = levels.every((l, i) => l !== undefined && l >= 0 && l <= numLevels && (i === 0 || l > (levels[i - 1] as number)));
  if (ok) return [];
  return [atValue(cf, entry, 'rings', `vlogring_activation_level=${entry.value} is not strictly increasing within [0, num_levels=${numLevels}]: TRocksDB silently replaces it with one ring at level 0.`)];
}

export const trocksdbVlogSanitizedRule: Rule = {
  meta: {
    id: 'trocksdb-vlog-sanitized',
    severity: 'warning',
    description: 'TRocksDB VLog list values it silently replaces at open: percentages outside 0-100, non-positive counts, a vlogring_activation_level that does not increase strictly.',
    docsUrl: docsUrl('trocksdb-vlog-sanitized'),
    fixable: false,
    messages: { item: 'Out-of-range items are replaced.', rings: 'The ring levels are replaced by {0}.' },
  },
  check: (ctx) => (ctx.dialect !== 'trocksdb' ? [] : ctx.columnFamilies.flatMap(({ cf }) => [...activationLevels(ctx, cf), ...rangedItems(ctx, cf)])),
};
