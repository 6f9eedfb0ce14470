import type { SizingInput } from '../input/schema.js';
import type { Preset } from '../presets/types.js';

export interface SizingContext {
  input: SizingInput;
  preset: Preset;
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
