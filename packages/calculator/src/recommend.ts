import type { z } from 'zod/mini';
import { sizingInputSchema, type SizingInput, type SizingInputRaw } from './input/schema.js';
import { PRESETS, type Preset } from './presets/index.js';
import type { SizingPolicy } from './sizing/context.js';
import { computeSizing, type Sizing } from './sizing/index.js';
import { resolveSizingInput } from './sizing/resolve-input.js';
import { presetOverrideNotes } from './sizing/preset-overrides.js';
import { inputForTarget, optionsForTarget, resolveTarget } from './target/apply.js';

export interface RecommendOptions extends SizingPolicy {
  /** Engine profile id to write for (`rocksdb@9.11`); default: the dialect's default target. Unknown ids throw. */
  target?: string | undefined;
}

export interface Recommendation extends Sizing {
  input: SizingInput;
  preset: Preset;
  rocksdbVersion: string;
  /** The engine profile the file is written for (`rocksdb@X.Y.Z`). */
  target: string;
}

export type RecommendResult =
  | { ok: true; recommendation: Recommendation }
  | { ok: false; code: 'CALC_INVALID_INPUT'; error: z.core.$ZodError }
  | { ok: false; code: 'CALC_INFEASIBLE'; message: string; recommendation: Recommendation };

/** Validates the input once, then applies the sizing rules of its preset. Never throws for bad input. */
export function recommend(raw: SizingInputRaw | Record<string, unknown>, options: RecommendOptions = {}): RecommendResult {
  const parsed = sizingInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'CALC_INVALID_INPUT', error: parsed.error };
  const profile = resolveTarget(parsed.data.dialect, options.target);
  const preset = PRESETS[parsed.data.workload];
  const { input, warnings: inputWarnings } = inputForTarget(
    resolveSizingInput({ ...parsed.data, dialect: profile.engine }, preset),
    profile,
  );
  const sizing = computeSizing(input, preset, profile, options);
  const written = optionsForTarget(sizing.options, profile);
  const recommendation: Recommendation = {
    ...sizing,
    options: written.options,
    warnings: [...sizing.warnings, ...presetOverrideNotes(parsed.data, preset), ...inputWarnings, ...written.warnings],
    input,
    preset,
    rocksdbVersion: profile.version,
    target: profile.id,
  };
  const fatal = recommendation.warnings.filter((w) => w.severity === 'error');
  if (fatal.length > 0) {
    return { ok: false, code: 'CALC_INFEASIBLE', message: fatal.map((w) => w.message).join('; '), recommendation };
  }
  return { ok: true, recommendation };
}
