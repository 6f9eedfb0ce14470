import type { z } from 'zod';
import { sizingInputSchema, type Dialect, type SizingInput, type SizingInputRaw } from './input/schema.js';
import { PRESETS, type Preset } from './presets/index.js';
import type { SizingPolicy } from './sizing/context.js';
import { computeSizing, type Sizing } from './sizing/index.js';
import { resolveSizingInput } from './sizing/resolve-input.js';

/** The engine a generated file targets: [Version] of the OPTIONS file. */
export const DIALECT_VERSIONS: Record<Dialect, string> = {
  /** Debian 12's librocksdb; the rules use options that exist since 7.x (integrated BlobDB). */
  rocksdb: '7.8.3',
  /** TRocksDB is based on RocksDB 6.4.6 (rules.md X-trocksdb-vlog). */
  trocksdb: '6.4.6',
};

export interface Recommendation extends Sizing {
  input: SizingInput;
  preset: Preset;
  rocksdbVersion: string;
}

export type RecommendResult =
  | { ok: true; recommendation: Recommendation }
  | { ok: false; code: 'CALC_INVALID_INPUT'; error: z.ZodError }
  | { ok: false; code: 'CALC_INFEASIBLE'; message: string; recommendation: Recommendation };

/** Validates the input once, then applies the sizing rules of its preset. Never throws for bad input. */
export function recommend(raw: SizingInputRaw | Record<string, unknown>, policy: SizingPolicy = {}): RecommendResult {
  const parsed = sizingInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'CALC_INVALID_INPUT', error: parsed.error };
  const preset = PRESETS[parsed.data.workload];
  const input = resolveSizingInput(parsed.data, preset);
  const recommendation: Recommendation = { ...computeSizing(input, preset, policy), input, preset, rocksdbVersion: DIALECT_VERSIONS[input.dialect] };
  const fatal = recommendation.warnings.filter((w) => w.severity === 'error');
  if (fatal.length > 0) {
    return { ok: false, code: 'CALC_INFEASIBLE', message: fatal.map((w) => w.message).join('; '), recommendation };
  }
  return { ok: true, recommendation };
}
