import type { ProfileOption } from '../../engines/types.js';
import { atValue } from '../report.js';
import type { LintContext, Report, Rule } from '../types.js';
import { parseScalar } from '../../engines/values.js';
import { docsUrl, knownEntries, type KnownEntry } from '../walk.js';

/** ERR checks that RocksDB only makes when a switch is on (ColumnFamilyData::ValidateOptions, DBImpl::ValidateOptions). */
const ONLY_WHEN: Record<string, string> = {
  blob_garbage_collection_age_cutoff: 'enable_blob_garbage_collection',
  blob_garbage_collection_force_threshold: 'enable_blob_garbage_collection',
};

function allowedText(option: ProfileOption): string {
  if (option.allowed) return `one of ${option.allowed.join(', ')}`;
  if (option.min !== undefined && option.max !== undefined) return `${option.min} to ${option.max}`;
  return option.min !== undefined ? `at least ${option.min}` : `at most ${option.max}`;
}

function inRange(value: number, option: ProfileOption): boolean {
  if (option.allowed) return option.allowed.includes(value);
  return (option.min === undefined || value >= option.min) && (option.max === undefined || value <= option.max);
}

/**
 * An infinite double (nan is misread-number's, by version): RocksDB reads it and opens the DB, but its OPTIONS-file verification compares doubles
 * as |a - b| < 1e-5, which is NaN here, so no OPTIONS file is written (observed on the linked engine: "Unable to persist options
 * -- failed the verification"; DB::Open fails outright with fail_if_options_file_error=true).
 */
function unpersistable(ctx: LintContext, { scope, entry, option }: KnownEntry): Report | undefined {
  if (option.type !== 'double') return undefined;
  const parsed = parseScalar(entry.value, 'double');
  if (!parsed?.ok || Number.isFinite(Number(parsed.value)) || Number.isNaN(Number(parsed.value))) return undefined;
  return atValue(scope, entry, 'range', `${entry.key}=${entry.value} is not a finite number: ${ctx.profile.id} opens the DB but cannot write it back to its OPTIONS file (it checks a written double by the difference, NaN here), so no OPTIONS file is persisted.`);
}

function check(ctx: LintContext, known: KnownEntry): Report | undefined {
  const { scope, entry, option } = known;
  const infinite = unpersistable(ctx, known);
  if (infinite) return infinite;
  const bounded = option.allowed !== undefined || option.min !== undefined || option.max !== undefined;
  if (!bounded || option.sanitizedTo !== undefined || option.type === 'list') return undefined;
  const parsed = parseScalar(entry.value, option.type);
  if (!parsed?.ok || inRange(Number(parsed.value), option)) return undefined;
  const gate = ONLY_WHEN[entry.key];
  const active = gate === undefined || ctx.bool(scope, gate);
  const when = gate === undefined ? '' : active ? ` (checked because ${gate}=true)` : ` once ${gate}=true`;
  return atValue(scope, entry, 'range', `${entry.key}=${entry.value} is outside ${allowedText(option)}: DB::Open fails${when}.`, { severity: active ? undefined : 'warning' });
}

export const outOfRangeRule: Rule = {
  meta: {
    id: 'out-of-range',
    severity: 'error',
    description: 'A value outside the range RocksDB checks when opening the database (e.g. blob_garbage_collection_age_cutoff beyond [0,1], memtable_protection_bytes_per_key not 0/1/2/4/8), or an infinite double, which the engine reads but cannot write back to its OPTIONS file.',
    docsUrl: docsUrl('out-of-range'),
    fixable: false,
    messages: { range: 'Outside the allowed range; DB::Open fails.' },
  },
  check: (ctx) => knownEntries(ctx).flatMap((k) => check(ctx, k) ?? []),
};
