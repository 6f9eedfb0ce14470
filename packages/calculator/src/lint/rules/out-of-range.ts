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

function check(ctx: LintContext, { scope, entry, option }: KnownEntry): Report | undefined {
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
    description: 'A value outside the range RocksDB checks when opening the database (e.g. blob_garbage_collection_age_cutoff beyond [0,1], memtable_protection_bytes_per_key not 0/1/2/4/8).',
    docsUrl: docsUrl('out-of-range'),
    fixable: false,
    messages: { range: 'Outside the allowed range; DB::Open fails.' },
  },
  check: (ctx) => knownEntries(ctx).flatMap((k) => check(ctx, k) ?? []),
};
