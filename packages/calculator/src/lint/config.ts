import { z } from 'zod/mini';
import { booleanField, countField, enumField, fractionField, sizeField } from '../input/fields.js';
import { toFieldErrors } from '../input/format-errors.js';
import { LIMITS } from '../input/limits.js';
import { COMPRESSIONS, DIALECTS, PRESET_IDS } from '../input/schema.js';
import type { LintFacts } from './facts.js';
import type { LintSeverity } from './types.js';

export const RULE_SETTINGS = ['off', 'error', 'warning', 'warn', 'info'] as const;
export type RuleSetting = (typeof RULE_SETTINGS)[number];

/** Facts as people write them in .rocktune.json: numbers or `128GB`, `8e9`. */
export const lintFactsSchema = z.strictObject({
  cpuThreads: z.optional(countField(LIMITS.cpuThreads)),
  dramBytes: z.optional(sizeField(LIMITS.dramBytes)),
  keySize: z.optional(sizeField(LIMITS.keySize)),
  keyOverhead: z.optional(sizeField(LIMITS.keyOverhead)),
  valueSize: z.optional(sizeField(LIMITS.valueSize)),
  totalKeys: z.optional(countField(LIMITS.totalKeys)),
  openFiles: z.optional(countField(LIMITS.openFiles)),
  numLevels: z.optional(countField(LIMITS.numLevels)),
  memoryFraction: z.optional(fractionField(LIMITS.memoryFraction)),
  workload: z.optional(enumField(PRESET_IDS)),
  dialect: z.optional(enumField(DIALECTS)),
  kvSeparation: z.optional(booleanField),
  compression: z.optional(enumField(COMPRESSIONS)),
  ioBound: z.optional(booleanField),
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
