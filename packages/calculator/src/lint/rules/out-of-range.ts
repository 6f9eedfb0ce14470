import { NAN_FAILS_OPEN, inRange } from '../../engines/data/behaviours-observed.js';
import type { ProfileOption } from '../../engines/types.js';
import { sanitizedInstead } from './value-sanitized.js';
import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';
import type { LintContext, Report } from '../types.js';
import { parseScalar } from '../../engines/values.js';
import { knownEntries, type KnownEntry } from '../walk.js';

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

function allows(value: number, option: ProfileOption): boolean {
  if (option.allowed) return option.allowed.includes(value);
  return (option.min === undefined || value >= option.min) && (option.max === undefined || value <= option.max);
}

/**
 * An infinite double the engine runs as written (nan is misread-number's): its OPTIONS-file verification compares doubles
 * by their difference, NaN here. NAN_FAILS_OPEN says where that fails DB::Open; before, the DB opens without an OPTIONS file.
 * A value SanitizeOptions replaces is value-sanitized's.
 */
function unpersistable(ctx: LintContext, { scope, entry, option }: KnownEntry): Report | undefined {
  if (option.type !== 'double') return undefined;
  const parsed = parseScalar(entry.value, 'double');
  const value = Number(parsed?.ok ? parsed.value : 0);
  if (Number.isFinite(value) || Number.isNaN(value)) return undefined;
  const runs = sanitizedInstead(ctx, scope, entry.key, value);
  if (runs !== undefined && Number.isFinite(Number(runs))) return undefined;
  const head = `${entry.key}=${entry.value} is not a finite number, and the OPTIONS file the engine writes never reads back equal (it checks a written double by the difference, NaN here)`;
  if (inRange(ctx.profile, NAN_FAILS_OPEN))
    return atValue(
      scope,
      entry,
      'range',
      `${head}: ${ctx.profile.id} refuses to open the database ("Unable to persist Options file"). Write a number.`,
    );
  return atValue(scope, entry, 'range', `${head}: ${ctx.profile.id} opens the DB and persists no OPTIONS file. Write a number.`, {
    severity: 'warning',
  });
}

function check(ctx: LintContext, known: KnownEntry): Report | undefined {
  const { scope, entry, option } = known;
  const infinite = unpersistable(ctx, known);
  if (infinite) return infinite;
  const bounded = option.allowed !== undefined || option.min !== undefined || option.max !== undefined;
  if (!bounded || option.sanitizedTo !== undefined || option.type === 'list') return undefined;
  const parsed = parseScalar(entry.value, option.type);
  if (!parsed?.ok || allows(Number(parsed.value), option)) return undefined;
  const gate = ONLY_WHEN[entry.key];
  const active = gate === undefined || ctx.bool(scope, gate);
  const when = gate === undefined ? '' : active ? ` (checked because ${gate}=true)` : ` once ${gate}=true`;
  return atValue(scope, entry, 'range', `${entry.key}=${entry.value} is outside ${allowedText(option)}: DB::Open fails${when}.`, {
    severity: active ? undefined : 'warning',
  });
}

export const outOfRangeRule = defineRule('out-of-range', (ctx) => knownEntries(ctx).flatMap((k) => check(ctx, k) ?? []));
