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
