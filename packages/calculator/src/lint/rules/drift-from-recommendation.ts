import { recommend, type Recommendation } from '../../recommend.js';
import type { OptionValue, RecommendedOption } from '../../sizing/types.js';
import { splitList } from '../../options-ini/index.js';
import { blockCacheCapacity } from '../../engines/values.js';
import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';
import type { LintContext, Report, Scope } from '../types.js';

/**
 * The calculator's recommendation for the declared facts, written for --target when one is given; undefined
 * without threads and DRAM or when they do not validate.
 */
function recommendationFor(ctx: LintContext): Recommendation | undefined {
  const { ioBound: _ioBound, ...facts } = ctx.facts;
  if (facts.cpuThreads === undefined || facts.dramBytes === undefined) return undefined;
  const result = recommend({ ...facts, dialect: ctx.dialect }, { target: ctx.explicitTarget ? ctx.profile.id : undefined });
  if (result.ok) return result.recommendation;
  return result.code === 'CALC_INFEASIBLE' ? result.recommendation : undefined;
}

/** The file's value in the recommendation's terms, or undefined when not comparable. */
function fileValue(ctx: LintContext, scope: Scope, option: RecommendedOption): OptionValue | undefined {
  const raw = ctx.value(scope, option.name);
  if (raw === undefined) return undefined;
  if (option.name === 'block_cache') return blockCacheCapacity(raw);
  if (Array.isArray(option.value)) return [...splitList(scope.first.get(option.name)?.rawValue ?? '')];
  if (typeof option.value === 'number') return ctx.number(scope, option.name);
  if (typeof option.value === 'boolean') return ctx.bool(scope, option.name);
  return raw;
}

const show = (v: OptionValue): string => (Array.isArray(v) ? v.join(':') : String(v));

function scopesFor(ctx: LintContext, option: RecommendedOption): Scope[] {
  if (option.section === 'DBOptions') return ctx.db ? [ctx.db] : [];
  if (option.section === 'CFOptions') return ctx.columnFamilies.map((f) => f.cf);
  return ctx.columnFamilies.flatMap((f) => (f.table ? [f.table] : []));
}

function describeFacts(rec: Recommendation): string {
  const { cpuThreads, dramBytes, valueSize, workload, dialect } = rec.input;
  return `${cpuThreads} threads, ${dramBytes / 1e9} GB DRAM, ${valueSize}-byte values, ${workload}, ${dialect}`;
}

export const driftFromRecommendationRule = defineRule('drift-from-recommendation', (ctx) => {
  const rec = recommendationFor(ctx);
  if (!rec) return [];
  const out: Report[] = [];
  for (const option of rec.options) {
    for (const scope of scopesFor(ctx, option)) {
      const actual = fileValue(ctx, scope, option);
      const entry = scope.first.get(option.name);
      if (actual === undefined || !entry || show(actual) === show(option.value)) continue;
      out.push(
        atValue(
          scope,
          entry,
          'drift',
          `${option.name}=${entry.value}; rocktune generate recommends ${show(option.value)} for ${describeFacts(rec)}: ${option.why} (${option.formula})`,
        ),
      );
    }
  }
  return out;
});
