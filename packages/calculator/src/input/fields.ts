import { z } from 'zod';
import { formatBytes, formatInteger, parseCount, parseSize } from '../units.js';

/** zod's own message for a missing field or a value of the wrong JSON type. */
function requiredOrWrongType(issue: { input?: unknown }): string {
  return issue.input === undefined ? 'is required' : `${JSON.stringify(issue.input)} has the wrong type; expected a number or text`;
}

interface Bounds {
  min: number;
  max: number;
}

type Parser = (text: string) => number | undefined;

function describeRange(bounds: Bounds, render: (n: number) => string): string {
  return `${render(bounds.min)} to ${render(bounds.max)}`;
}

/**
 * A numeric field that also accepts the text people type (`128GB`, `8e9`), with one message that
 * names the bad value and the allowed range. The field name is added by the error formatter.
 */
function numericField(parse: Parser, bounds: Bounds, render: (n: number) => string, what: string, integer: boolean) {
  return z.union([z.number(), z.string()], { error: requiredOrWrongType }).transform((raw, ctx) => {
    const value = typeof raw === 'number' ? raw : parse(raw);
    const allowed = `allowed: ${what} from ${describeRange(bounds, render)}`;
    if (typeof raw === 'string' && raw.trim() === '') {
      ctx.addIssue({ code: 'custom', message: `is empty; ${allowed}` });
      return z.NEVER;
    }
    if (typeof raw === 'string' && /^\s*-\s*\d/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: `${raw.trim()} is negative; ${allowed}` });
      return z.NEVER;
    }
    if (value === undefined || !Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: `'${String(raw)}' is not ${what === 'a size' ? 'a size (e.g. 128GB, 64MiB, 4096)' : `${what}`}; ${allowed}` });
      return z.NEVER;
    }
    if (integer && !Number.isInteger(value)) {
      ctx.addIssue({ code: 'custom', message: `${String(raw)} is not a whole number; ${allowed}` });
      return z.NEVER;
    }
    if (value < bounds.min || value > bounds.max) {
      ctx.addIssue({ code: 'custom', message: `${String(raw)} is out of range; ${allowed}` });
      return z.NEVER;
    }
    return value;
  });
}

/** Bytes: `128GB`, `128GiB`, `64MB`, `8KiB`, plain digits. */
export const sizeField = (bounds: Bounds) =>
  numericField(parseSize, bounds, (n) => (n < 1000 ? `${n} byte${n === 1 ? '' : 's'}` : `${formatBytes(n)} (${formatInteger(n)} bytes)`), 'a size', true);

/** Counts: `8e9`, `8000000000`, `8 billion`. */
export const countField = (bounds: Bounds) => numericField(parseCount, bounds, formatInteger, 'a whole number', true);

/** Fractions such as 0.8. */
export const fractionField = (bounds: Bounds) =>
  numericField((t) => (/^\s*\d*\.?\d+\s*$/.test(t) ? Number(t) : undefined), bounds, String, 'a number', false);

export const enumField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string({ error: requiredOrWrongType }).transform((raw, ctx) => {
    if ((values as readonly string[]).includes(raw)) return raw as T[number];
    ctx.addIssue({ code: 'custom', message: `'${raw}' is not allowed; allowed: ${values.join(', ')}` });
    return z.NEVER;
  });

/** A number in (0, max]: zero is refused, since the field divides or scales a size. */
export const positiveFractionField = (bounds: { max: number }) =>
  z.union([z.number(), z.string()], { error: requiredOrWrongType }).transform((raw, ctx) => {
    const value = typeof raw === 'number' ? raw : /^\s*\d*\.?\d+(?:e-?\d+)?\s*$/i.test(raw) ? Number(raw) : undefined;
    const allowed = `allowed: a number greater than 0 and at most ${bounds.max}`;
    if (value === undefined || !Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: `'${String(raw)}' is not a number; ${allowed}` });
      return z.NEVER;
    }
    if (!(value > 0 && value <= bounds.max)) {
      ctx.addIssue({ code: 'custom', message: `${String(raw)} is out of range; ${allowed}` });
      return z.NEVER;
    }
    return value;
  });

/** on / off (booleans and their spellings) or auto: decide from the value size (rules.md X-kv-auto). */
export const kvSeparationField = z.union([z.boolean(), z.string()], { error: requiredOrWrongType }).transform((raw, ctx): 'on' | 'off' | 'auto' => {
  if (typeof raw === 'boolean') return raw ? 'on' : 'off';
  const text = raw.trim().toLowerCase();
  if (text === 'auto') return 'auto';
  if (['true', 'on', 'yes', '1'].includes(text)) return 'on';
  if (['false', 'off', 'no', '0'].includes(text)) return 'off';
  ctx.addIssue({ code: 'custom', message: `'${raw}' is not allowed; allowed: auto, on, off` });
  return z.NEVER;
});

export const booleanField = z.union([z.boolean(), z.string()], { error: requiredOrWrongType }).transform((raw, ctx) => {
  if (typeof raw === 'boolean') return raw;
  const text = raw.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(text)) return true;
  if (['false', 'off', 'no', '0'].includes(text)) return false;
  ctx.addIssue({ code: 'custom', message: `'${raw}' is not on/off; allowed: on, off, true, false` });
  return z.NEVER;
});
