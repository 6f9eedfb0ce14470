import { formatInteger, type OptionValue } from '@rocktune/calculator';

/** An option value for people: integers with separators, lists colon-joined. */
export function displayValue(value: OptionValue): string {
  if (Array.isArray(value)) return value.join(':');
  if (typeof value === 'number' && Number.isInteger(value)) return formatInteger(value);
  return String(value);
}
