import { OBJECT_LIST_OPTIONS, UNSPLITTABLE_OBJECT_REFUSED } from '../../engines/data/nested-values-observed.js';
import { inRange } from '../../engines/data/behaviours-observed.js';
import { defineRule } from '../define-rule.js';
import { parseListValue, parseNested } from '../../engines/nested.js';
import { atValue } from '../report.js';
import type { LintContext, Report } from '../types.js';
import { knownEntries, type KnownEntry } from '../walk.js';

const NESTED_TYPES = new Set(['struct', 'cache', 'object']);

/**
 * The engine's refusal of a nested value, nested field values included, or undefined when it splits cleanly. A field
 * without `=` is a plain value its own parser reads (`level=3}` runs level 3, `delimiter=,}` is a delimiter), and so is
 * one that was not a `{...}` token (`level=3{x=1` runs level 3, `num_shard_bits=4{strict_capacity_limit=false` 4: the
 * release jars load and open both and build the 16 MiB cache `capacity=16m` asks for; docs/lint.md
 * broken-nested-value): only a braced field, a struct's, is split again.
 */
function nestedProblem(value: string, depth = 0): string | undefined {
  const parsed = parseNested(value);
  if (!parsed.ok) return parsed.message;
  if (depth > 8) return undefined;
  for (const [key, field, braced] of parsed.fields) {
    if (!braced || !field.includes('=')) continue;
    const inner = nestedProblem(field, depth + 1);
    if (inner) return `${inner} (in ${key}=${field})`;
  }
  return undefined;
}

/** `listeners={ErrorHandlerListener}`: a `:` list whose items are split like nested values (nested-values-observed.ts). */
function objectListProblem(value: string): string | undefined {
  const parsed = parseListValue(value, { bracedItems: true, bracedList: true });
  return parsed.ok ? undefined : parsed.message;
}

function refused(ctx: LintContext, entry: KnownEntry['entry'], problem: string): string {
  return `${entry.key}=${entry.value}: ${problem}. ${ctx.profile.id} refuses the file ("Invalid argument: ${problem.replace(/ \(in .*$/, '')}").`;
}

function check(ctx: LintContext, { scope, entry, option }: KnownEntry): Report[] {
  if (OBJECT_LIST_OPTIONS.has(entry.key)) {
    const problem = objectListProblem(entry.value);
    return problem ? [atValue(scope, entry, 'broken', refused(ctx, entry, problem))] : [];
  }
  // The legacy struct splitter (5.x to 6.5) never fails: it stops at a piece starting with `}` (wrong-type's business).
  if (option.type !== 'object' && ctx.profile.legacyStructParser) return [];
  // An object named without fields (`merge_operator=uint64add; note`) is a name: unknown-component's business; a cache
  // without '=' is a size read by ParseSizeT (Cache::CreateFromString): `block_cache=2088593586}` opens on the 6.29 release jar.
  const unsplit = (option.type === 'object' || option.type === 'cache') && !entry.value.includes('=');
  const problem = unsplit ? undefined : nestedProblem(entry.value);
  if (!problem) return [];
  const refusedHere =
    option.type !== 'object' ||
    (UNSPLITTABLE_OBJECT_REFUSED[entry.key] !== undefined && inRange(ctx.profile, UNSPLITTABLE_OBJECT_REFUSED[entry.key]!));
  if (refusedHere) return [atValue(scope, entry, 'broken', refused(ctx, entry, problem))];
  const keeps = option.default === undefined ? 'its default' : `its default (${option.default})`;
  return [
    atValue(
      scope,
      entry,
      'ignored',
      `${entry.key}=${entry.value}: ${problem}. ${ctx.profile.id} loads the file, drops this value and keeps ${keeps}.`,
      { severity: 'warning' },
    ),
  ];
}

export const brokenNestedValueRule = defineRule('broken-nested-value', (ctx) =>
  knownEntries(ctx).flatMap((known) => {
    if (!NESTED_TYPES.has(known.option.type)) return [];
    // Plain names (rocksdb.FixedPrefix.8), sizes (1g) and compression_opts' legacy a:b:c form are not nested.
    if (!/[{}=;]/.test(known.entry.value)) return [];
    return check(ctx, known);
  }),
);
