import { FIELD_BY_KEY, type FieldKey } from './fields.js';

/** The field's name as the form shows it ('Input' for a problem no single field owns). */
function labelOf(key: string): string {
  return key in FIELD_BY_KEY ? FIELD_BY_KEY[key as FieldKey].label : 'Input';
}

/**
 * A calculator message about a field, naming the field in the form's words: `is empty; …` becomes
 * `DRAM is empty; …`, `'64 gigs' is not a size …` becomes `DRAM: '64 gigs' is not a size …`.
 */
export function namedError(key: string, message: string): { label: string; rest: string } {
  return { label: labelOf(key), rest: /^is\b/.test(message) ? ` ${message}` : `: ${message}` };
}
