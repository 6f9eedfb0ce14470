import type { EngineProfile } from '../engines/types.js';
import type { SizingInput } from '../input/schema.js';
import type { Preset } from '../presets/types.js';

/** What the caller allows beyond the rules. */
export interface SizingPolicy {
  /** Write a file whose memtables exceed DRAM (rules.md R23) instead of failing. */
  allowOvercommit?: boolean;
}

export interface SizingContext {
  input: SizingInput;
  preset: Preset;
  /** The engine version the file is written for: its defaults and limits are the ones the rules apply. */
  profile: EngineProfile;
  policy?: SizingPolicy;
}

/** Bytes of one record in the LSM: key + value pointer with key-value separation, key + value inline without. */
export function lsmRecordBytes({ input }: SizingContext): number {
  return input.kvSeparation ? input.keySize + input.keyOverhead : input.keySize + input.valueSize;
}

/** Formula text for lsmRecordBytes. */
export function lsmRecordFormula({ input }: SizingContext): { symbols: string; values: string } {
  return input.kvSeparation
    ? { symbols: '(K + P)', values: `(${input.keySize} + ${input.keyOverhead})` }
    : { symbols: '(K + V)', values: `(${input.keySize} + ${input.valueSize})` };
}

/** Bytes one record takes in a memtable: key, pointer overhead and value (rules.md R15). */
export function memtableRecordBytes({ input }: SizingContext): number {
  return input.kvSeparation ? input.keySize + input.keyOverhead + input.valueSize : input.keySize + input.valueSize;
}

/** memoryFraction * D: what memtables and block cache may use together (rules.md R18). */
export function memoryBudgetBytes({ input }: SizingContext): number {
  return Math.floor(input.memoryFraction * input.dramBytes);
}

/**
 * rocktune's block cache reserve (rules.md R23): 8 MiB for every target (the default cache of the 7.x releases,
 * kept fixed so a file's memtables do not depend on which release's default cache grew).
 */
const CACHE_RESERVE_BYTES = 8 * 2 ** 20;

/**
 * rules.md R23: when rules.md R18 caps the memtables, it leaves this much of the budget for the block cache, so
 * the cache never drops to 0 nor pushes the total past the budget: the reserve, or an eighth of a smaller budget.
 */
export function cacheReserveBytes(ctx: SizingContext): number {
  return Math.min(CACHE_RESERVE_BYTES, Math.floor(memoryBudgetBytes(ctx) / 8));
}
