import { ABORTS_BY_DIALECT, DISABLE_COMPRESSION_ABORTS, type EngineAbort } from '../../engines/data/aborts-observed.js';
import { inRange } from '../../engines/data/behaviours-observed.js';
import { LINKED_PROFILE_ID } from '../../engines/data/linked.js';
import { builtTableFactory } from '../../engines/table-factory.js';
import { splitList } from '../../options-ini/index.js';
import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';
import type { LintContext, Report, Scope } from '../types.js';
import { parseScalar } from '../../engines/values.js';
import { parseNested } from '../../engines/nested.js';

function disabledCompression(ctx: LintContext): Report[] {
  if (ctx.dialect !== 'rocksdb') return [];
  return ctx.scopes.flatMap((scope) =>
    DISABLE_COMPRESSION_ABORTS.flatMap(({ name, unlessSet }) => {
      const entry = scope.profileSection === 'CFOptions' ? scope.first.get(name) : undefined;
      if (!entry || !splitList(entry.rawValue).includes('kDisableCompressionOption')) return [];
      if (unlessSet !== undefined && (ctx.value(scope, unlessSet) ?? '') !== '') return [];
      return [
        atValue(
          scope,
          entry,
          'aborts',
          `${name}=${entry.value}: kDisableCompressionOption only means "use the other option" in bottommost_compression; here DB::Open's check that the compression is linked fails (${ctx.profile.id} as Debian builds it aborts on an assertion). Write kNoCompression.`,
        ),
      ];
    }),
  );
}

/** The largest value that runs, where a trap has one, with its words when they say more than `min..max`. */
function upperBound(ctx: LintContext, scope: Scope, trap: EngineAbort): { max: bigint; text?: string } | undefined {
  if (trap.maxIsNow) {
    const now = BigInt(Math.floor(Date.now() / 1000));
    return { max: now, text: `at most the seconds since 1970, ${now} now` };
  }
  const other = trap.maxTimes ? ctx.number(scope, trap.maxTimes.of) : undefined;
  if (trap.maxTimes && other !== undefined) {
    const max = trap.maxTimes.times * BigInt(Math.round(other));
    return { max, text: `at most ${trap.maxTimes.times} x ${trap.maxTimes.of} = ${max}` };
  }
  if (trap.max === undefined) return undefined;
  return { max: trap.max, ...(trap.min === undefined ? { text: `at most ${trap.max}` } : {}) };
}

/** The number a trap checks: the option's value, or its struct field's where the trap names one; undefined when unread. */
function trapValue(ctx: LintContext, scope: Scope, trap: EngineAbort, value: string): bigint | undefined {
  const option = ctx.option(scope, trap.name);
  const type = trap.field ? option?.fields?.[trap.field]?.type : option?.type;
  const parsed = trap.field ? parseNested(value) : undefined;
  const text = parsed ? (parsed.ok ? parsed.fields.find(([k]) => k === trap.field)?.[1] : undefined) : value;
  const read = text !== undefined && type ? parseScalar(text, type) : undefined;
  return read?.ok && typeof read.value === 'bigint' ? read.value : undefined;
}

export const engineAbortRule = defineRule('engine-abort', (ctx) => {
  const out: Report[] = disabledCompression(ctx);
  for (const trap of ABORTS_BY_DIALECT[ctx.dialect]) {
    if (trap.range && !inRange(ctx.profile, trap.range)) continue;
    for (const scope of ctx.scopes) {
      if (scope.profileSection !== trap.section) continue;
      const entry = scope.first.get(trap.name);
      const v = entry ? trapValue(ctx, scope, trap, entry.value) : undefined;
      if (!entry || v === undefined) continue;
      if (trap.onlyBlockBasedTable && builtTableFactory(ctx.document, ctx.profile, scope.cf ?? '').factory !== 'BlockBasedTable') continue;
      if (trap.onlyWhileUnset?.some((name) => (ctx.number(scope, name) ?? -1) !== -1)) continue;
      if (trap.onlyWhileTrue?.some((name) => !ctx.bool(scope, name))) continue;
      if (trap.zeroLowBits !== undefined) {
        if (v === 0n || BigInt.asUintN(trap.zeroLowBits, v) !== 0n) continue;
        out.push(
          atValue(
            scope,
            entry,
            'aborts',
            `${trap.name}=${entry.value}: ${ctx.profile.id} dies at the first flush (${trap.why}). Write a value below 2^${trap.zeroLowBits}.`,
          ),
        );
        continue;
      }
      if (trap.runsAbove !== undefined && v > trap.runsAbove) continue;
      const signed = trap.asInt64 ? BigInt.asIntN(64, v) : v;
      if (trap.checksFrom !== undefined && signed < trap.checksFrom) continue;
      const upper = upperBound(ctx, scope, trap);
      const max = upper?.max;
      if ((trap.min === undefined || signed >= trap.min) && (max === undefined || signed <= max)) continue;
      const range = upper?.text ?? (max === undefined ? `at least ${trap.min}` : `${trap.min}..${max}`);
      const what = trap.refused
        ? 'DB::Open refuses the file'
        : trap.stalls
          ? `${ctx.profile.id} stalls or runs out of memory`
          : `${ctx.profile.id} aborts at open`;
      // Judged by the release build (the jar): an assertion build's abort is a warning that names those builds.
      if (trap.assertion) {
        const message = `${trap.name}=${entry.value}: builds with assertions (Debian's librocksdb, ${LINKED_PROFILE_ID} observed) abort at open (${trap.why}); the release build of ${ctx.profile.id} runs it. Values that run everywhere: ${range}.`;
        out.push(atValue(scope, entry, 'aborts', message, { severity: 'warning' }));
        continue;
      }
      out.push(atValue(scope, entry, 'aborts', `${trap.name}=${entry.value}: ${what} (${trap.why}). Values that run: ${range}.`));
    }
  }
  return out;
});
