import { defaultNumber } from '../../engines/facts.js';
import type { ProfileOption } from '../../engines/types.js';
import { splitList } from '../../options-ini/index.js';
import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';
import type { LintContext, Report, Scope } from '../types.js';
import { parseRocksInteger } from '../../engines/values.js';

function itemValue(item: string): number | undefined {
  const parsed = parseRocksInteger(item, 'int64');
  return parsed.ok ? Number(parsed.value) : undefined;
}

function outOfRange(option: ProfileOption, v: number): boolean {
  return (option.min !== undefined && v < option.min) || (option.max !== undefined && v > option.max);
}

/** Items outside the option's range are replaced one by one (TRocksDB ColumnFamilyData sanitizing, db/column_family.cc). */
function rangedItems(ctx: LintContext, cf: Scope): Report[] {
  const ranged = ctx.profile.options.filter((o) => o.section === 'CFOptions' && o.type === 'list' && o.sanitizedTo !== undefined);
  return ranged.flatMap((option) => {
    const entry = cf.first.get(option.name);
    if (!entry) return [];
    const items = splitList(entry.rawValue);
    const runs = items.map((item) => {
      const v = itemValue(item);
      return v !== undefined && outOfRange(option, v) ? (option.sanitizedTo as string) : item;
    });
    if (runs.every((item, i) => item === items[i])) return [];
    return [
      atValue(
        cf,
        entry,
        'item',
        `${option.name}=${entry.value}: TRocksDB replaces out-of-range items and runs ${runs.join(':')} (only a [WARN] in the LOG).`,
      ),
    ];
  });
}

/** A list's items as the engine runs them after its range check: the file's, else the default. */
function sanitizedItems(ctx: LintContext, cf: Scope, name: string): number[] | undefined {
  const option = ctx.option(cf, name);
  if (!option) return undefined;
  const items = splitList(cf.first.get(name)?.rawValue ?? option.default).map(itemValue);
  if (items.some((v) => v === undefined)) return undefined;
  return items.map((v) =>
    outOfRange(option, v as number) && option.sanitizedTo !== undefined ? Number(option.sanitizedTo) : (v as number),
  );
}

/** active_recycling_sst_maxct below active_recycling_sst_minct (lists of one length) is raised to it, item by item. */
function sstCountOrder(ctx: LintContext, cf: Scope): Report[] {
  const entry = cf.first.get('active_recycling_sst_maxct') ?? cf.first.get('active_recycling_sst_minct');
  const min = sanitizedItems(ctx, cf, 'active_recycling_sst_minct');
  const max = sanitizedItems(ctx, cf, 'active_recycling_sst_maxct');
  if (!entry || !min || !max || min.length !== max.length || max.every((m, i) => m >= (min[i] as number))) return [];
  const runs = max.map((m, i) => Math.max(m, min[i] as number));
  return [
    atValue(
      cf,
      entry,
      'order',
      `active_recycling_sst_maxct=${max.join(':')} is below active_recycling_sst_minct=${min.join(':')}: TRocksDB raises it and runs active_recycling_sst_maxct=${runs.join(':')} (only a [WARN] in the LOG).`,
    ),
  ];
}

/** vlogring_activation_level must increase strictly, start >= 0 and end <= num_levels, else it becomes {0}. */
function activationLevels(ctx: LintContext, cf: Scope): Report[] {
  const entry = cf.first.get('vlogring_activation_level');
  if (!entry || entry.rawValue === '') return [];
  const levels = splitList(entry.rawValue).map(itemValue);
  const numLevels = ctx.number(cf, 'num_levels') ?? defaultNumber(ctx.profile, 'num_levels');
  const ok = levels.every((l, i) => l !== undefined && l >= 0 && l <= numLevels && (i === 0 || l > (levels[i - 1] as number)));
  if (ok) return [];
  return [
    atValue(
      cf,
      entry,
      'rings',
      `vlogring_activation_level=${entry.value} is not strictly increasing within [0, num_levels=${numLevels}]: TRocksDB silently replaces it with one ring at level 0.`,
    ),
  ];
}

export const trocksdbVlogSanitizedRule = defineRule('trocksdb-vlog-sanitized', (ctx) =>
  ctx.dialect !== 'trocksdb'
    ? []
    : ctx.columnFamilies.flatMap(({ cf }) => [...activationLevels(ctx, cf), ...rangedItems(ctx, cf), ...sstCountOrder(ctx, cf)]),
);
