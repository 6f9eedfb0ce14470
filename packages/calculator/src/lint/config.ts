import { z } from 'zod';
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
  cpuThreads: countField(LIMITS.cpuThreads).optional(),
  dramBytes: sizeField(LIMITS.dramBytes).optional(),
  keySize: sizeField(LIMITS.keySize).optional(),
  keyOverhead: sizeField(LIMITS.keyOverhead).optional(),
  valueSize: sizeField(LIMITS.valueSize).optional(),
  totalKeys: countField(LIMITS.totalKeys).optional(),
  openFiles: countField(LIMITS.openFiles).optional(),
  numLevels: countField(LIMITS.numLevels).optional(),
  memoryFraction: fractionField(LIMITS.memoryFraction).optional(),
  workload: enumField(PRESET_IDS).optional(),
  dialect: enumField(DIALECTS).optional(),
  kvSeparation: booleanField.optional(),
  compression: enumField(COMPRESSIONS).optional(),
  ioBound: booleanField.optional(),
});

/** `.rocktune.json`: facts for every file, rules switched off or re-graded, and the warning budget. */
export const lintConfigSchema = z.strictObject({
  facts: lintFactsSchema.optional(),
  rules: z.record(z.string(), z.enum(RULE_SETTINGS)).optional(),
  maxWarnings: z.number().int().min(0).optional(),
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
