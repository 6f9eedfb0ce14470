import type { Source } from '../provenance.js';
import type { Derivation, OptionValue } from './types.js';

/** A fixed setting: the formula is the value itself. */
export function constant<T extends OptionValue>(value: T, source: Source, why: string): Derivation<T> {
  return { value, formula: `${Array.isArray(value) ? value.join(':') : String(value)} (constant)`, source, why };
}
