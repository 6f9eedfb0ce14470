import { defineRule } from '../define-rule.js';
import { type ConditionValue, findOpenRefusals, type FoundRefusal } from '../../engines/open-refusals.js';
import { atOption } from '../report.js';
import type { LintContext, Report } from '../types.js';

/** The value as written, and what runs where that differs (a name the engine cannot build runs the default). */
function shownValue(v: ConditionValue): string {
  if (v.condition.field !== undefined) return v.value;
  if (!v.entry)
    return `${v.value} (${v.section?.kind === 'TableOptions' && v.condition.name === 'table_factory' ? 'its table section' : 'default'})`;
  return v.entry.value === v.value || v.condition.name === 'table_factory' ? v.value : `${v.entry.value} (runs ${v.value})`;
}

/** At the first condition stated in the file (the column family's header when every value is a default). */
function report(ctx: LintContext, found: FoundRefusal): Report | undefined {
  const stated = found.values.find((v) => v.entry) ?? found.values[0];
  const scope = ctx.scopes.find((s) => s.section === stated?.section) ?? ctx.columnFamilies.find((f) => f.name === found.cf)?.cf;
  if (!stated || !scope) return undefined;
  const shown = found.values.map((v) => `${v.condition.name}${v.condition.field ? `.${v.condition.field}` : ''}=${shownValue(v)}`);
  const unique = [...new Set(shown)];
  return atOption(
    scope,
    stated.condition.name,
    'refused',
    found.refusal.stage === 'read'
      ? `${unique.join(' with ')}: ${ctx.profile.id} opens the database, then fails every read of a flushed table ("${found.refusal.message}").`
      : found.refusal.stage === 'write'
        ? `${unique.join(' with ')}: ${ctx.profile.id} opens the database, then fails every write ("${found.refusal.message}").`
        : `${unique.join(' with ')}: ${ctx.profile.id} refuses to open the database ("${found.refusal.message}").`,
  );
}

export const openRefusalRule = defineRule('open-refusal', (ctx) =>
  findOpenRefusals(ctx.document, ctx.profile).flatMap((found) => report(ctx, found) ?? []),
);
