import type { LintContext, Report, Rule, RuleMeta } from './types.js';
import { docsUrl } from './walk.js';

/** A rule as written in rules/: its metadata and check side by side; fixable defaults to false. */
export interface RuleDefinition extends Omit<RuleMeta, 'docsUrl' | 'fixable'> {
  readonly fixable?: boolean;
  check(ctx: LintContext): Report[];
}

/** The rule, its docs/lint.md anchor taken from the id. */
export function defineRule({ check, ...meta }: RuleDefinition): Rule {
  return { meta: { ...meta, fixable: meta.fixable ?? false, docsUrl: docsUrl(meta.id) }, check };
}
