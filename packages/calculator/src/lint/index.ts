export { lintOptionsText, fixOptionsText, type LintOptions, type LintResult, type FixResult } from './lint.js';
export { RULES, RULE_IDS, ruleMetas } from './registry.js';
export {
  parseLintConfig,
  lintConfigSchema,
  lintFactsSchema,
  RULE_SETTINGS,
  type LintConfig,
  type RuleSetting,
  type ConfigResult,
} from './config.js';
export type { LintFacts } from './facts.js';
export type { Finding, Fix, LintSeverity, LoaderMode, RuleMeta, Rule, TextEdit } from './types.js';
export { applyFixes } from './edits.js';
