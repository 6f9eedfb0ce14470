import { z } from 'zod/mini';
import { booleanField, sizeField } from '../input/fields.js';
import { LIMITS } from '../input/limits.js';
import { toFieldErrors } from '../input/format-errors.js';
import { SIZING_FIELDS } from '../input/schema.js';
import type { LintFacts } from './facts.js';
import type { LintSeverity } from './types.js';

export const RULE_SETTINGS = ['off', 'error', 'warning', 'warn', 'info'] as const;
export type RuleSetting = (typeof RULE_SETTINGS)[number];

/**
 * Facts as people write them in .rocktune.json or as flags: any of the sizing inputs (drift-from-recommendation
 * passes them all to the calculator), none required, plus whether reads wait on the disk and the disk's free space.
 */
export const lintFactsSchema = z.extend(z.partial(z.strictObject(SIZING_FIELDS)), {
  ioBound: z.optional(booleanField),
  diskFreeBytes: z.optional(sizeField(LIMITS.diskFreeBytes)),
});

/** `.rocktune.json`: facts for every file, rules switched off or re-graded, and the warning budget. */
export const lintConfigSchema = z.strictObject({
  facts: z.optional(lintFactsSchema),
  rules: z.optional(z.record(z.string(), z.enum(RULE_SETTINGS))),
  maxWarnings: z.optional(z.int().check(z.minimum(0))),
});

export interface LintConfig {
  facts?: LintFacts;
  rules?: Record<string, RuleSetting>;
  maxWarnings?: number;
}

export type ConfigResult = { ok: true; config: LintConfig } | { ok: false; message: string };

/** Validates parsed JSON; unknown rule ids are rejected so a typo does not silently keep a rule on. */
export function parseLintConfig(json: unknown, knownRuleIds: readonly string[]): ConfigResult {
  const parsed = lintConfigSchema.safeParse(json);
  if (!parsed.success) {
    const first = toFieldErrors(parsed.error)[0];
    return { ok: false, message: first ? `${first.field || '(top level)'}: ${first.message}` : 'invalid configuration' };
  }
  const unknown = Object.keys(parsed.data.rules ?? {}).filter((id) => !knownRuleIds.includes(id));
  if (unknown.length > 0) return { ok: false, message: `rules: unknown rule '${unknown[0]}'; see 'rocktune lint --list-rules'` };
  return { ok: true, config: parsed.data as LintConfig };
}

export function severityOf(setting: Exclude<RuleSetting, 'off'>): LintSeverity {
  return setting === 'warn' ? 'warning' : setting;
}
