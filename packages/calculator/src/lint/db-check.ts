import type { LintContext, Report, Rule, Scope } from './types.js';

/** A check of the [DBOptions] section: a file without one reports nothing here (missing-db-options reports that). */
export function dbCheck(check: (ctx: LintContext, db: Scope) => Report[]): Rule['check'] {
  return (ctx) => (ctx.db ? check(ctx, ctx.db) : []);
}
