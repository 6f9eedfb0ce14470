import { formatInteger, parseCount } from '@rocktune/calculator';

/** What `rocktune serve` accepts for a page-started validation (it checks again). */
export const RUN_LIMITS = { keys: { min: 1_000, max: 50_000_000 }, seconds: { min: 1, max: 600 } } as const;

export type Checked = { ok: true; value: number } | { ok: false; message: string };

function checkCount(text: string, label: string, { min, max }: { min: number; max: number }, example: string): Checked {
  const value = parseCount(text);
  const allowed = `${formatInteger(min)} to ${formatInteger(max)}`;
  if (text.trim() === '') return { ok: false, message: `${label}: enter a whole number from ${allowed}, e.g. ${example}.` };
  if (value === undefined || !Number.isInteger(value))
    return { ok: false, message: `${label}: '${text.trim()}' is not a whole number; use ${allowed}, e.g. ${example}.` };
  if (value < min || value > max) return { ok: false, message: `${label}: ${formatInteger(value)} is outside ${allowed}.` };
  return { ok: true, value };
}

/** Checked before the run, in the words of the form (not the API's field names). */
export function checkRunInputs(keys: string, seconds: string): { keys: Checked; seconds: Checked } {
  return {
    keys: checkCount(keys, 'Keys to load (T2)', RUN_LIMITS.keys, '200000 or 2M'),
    seconds: checkCount(seconds, 'Read-while-writing seconds (T5)', RUN_LIMITS.seconds, '10'),
  };
}
