import { z } from 'zod/mini';
import { formatBytes, formatInteger, parseCount, parseDecimal, parseSize } from '../units.js';

// zod/mini (it tree-shakes; the page ships it) with the English messages classic zod registers, so the
// messages zod writes itself read the same. Here because every calculator schema is built from this module.
z.config(z.locales.en());

/** zod's own message for a missing field or a value of the wrong JSON type. */
function requiredOrWrongType(issue: { input?: unknown }): string {
  return issue.input === undefined ? 'is required' : `${JSON.stringify(issue.input)} has the wrong type; expected a number or text`;
}

/** Records the field's one message (zod/mini's transforms push issues to the payload themselves). */
function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
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
  return z.pipe(
    z.union([z.number(), z.string()], { error: requiredOrWrongType }),
    z.transform((raw: number | string, ctx) => {
      const value = typeof raw === 'number' ? raw : parse(raw);
      const allowed = `allowed: ${what} from ${describeRange(bounds, render)}`;
      if (typeof raw === 'string' && raw.trim() === '') {
        return refuse(ctx, `is empty; ${allowed}`);
      }
      if (typeof raw === 'string' && /^\s*-\s*\d/.test(raw)) {
        return refuse(ctx, `${raw.trim()} is negative; ${allowed}`);
      }
      if (value === undefined || Number.isNaN(value)) {
        return refuse(ctx, `'${String(raw)}' is not ${what === 'a size' ? 'a size (e.g. 128GB, 64MiB, 4096)' : `${what}`}; ${allowed}`);
      }
      if (!Number.isFinite(value)) {
        return refuse(ctx, `${String(raw)} is out of range; ${allowed}`);
      }
      if (integer && !Number.isInteger(value)) {
        return refuse(ctx, `${String(raw)} is not a whole number; ${allowed}`);
      }
      if (value < bounds.min || value > bounds.max) {
        return refuse(ctx, `${String(raw)} is out of range; ${allowed}`);
      }
      return value;
    }),
  );
}

/** Bytes: `128GB`, `128GiB`, `64MB`, `8KiB`, plain digits. */
export const sizeField = (bounds: Bounds) =>
  numericField(
    parseSize,
    bounds,
    (n) => (n < 1000 ? `${n} byte${n === 1 ? '' : 's'}` : `${formatBytes(n)} (${formatInteger(n)} bytes)`),
    'a size',
    true,
  );

/** Counts: `8e9`, `8000000000`, `8 billion`. */
export const countField = (bounds: Bounds) => numericField(parseCount, bounds, formatInteger, 'a whole number', true);

/** Fractions such as 0.8 (`1e30` is a number, out of range; `-1` a negative one). */
export const fractionField = (bounds: Bounds) => numericField(parseDecimal, bounds, String, 'a number', false);

export const enumField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.string({ error: requiredOrWrongType }),
    z.transform((raw: string, ctx) => {
      if ((values as readonly string[]).includes(raw)) return raw as T[number];
      return refuse(ctx, `'${raw}' is not allowed; allowed: ${values.join(', ')}`);
    }),
  );

/** A number in (0, max]: zero is refused, since the field divides or scales a size. */
export const positiveFractionField = (bounds: { max: number }) =>
  z.pipe(
    z.union([z.number(), z.string()], { error: requiredOrWrongType }),
    z.transform((raw: number | string, ctx) => {
      const value = typeof raw === 'number' ? raw : parseDecimal(raw);
      const allowed = `allowed: a number greater than 0 and at most ${bounds.max}`;
      if (value === undefined || Number.isNaN(value)) {
        return refuse(ctx, `'${String(raw)}' is not a number; ${allowed}`);
      }
      if (value < 0) {
        return refuse(ctx, `${String(raw).trim()} is negative; ${allowed}`);
      }
      if (!(value > 0 && value <= bounds.max)) {
        return refuse(ctx, `${String(raw)} is out of range; ${allowed}`);
      }
      return value;
    }),
  );

/** on / off (booleans and their spellings) or auto: decide from the value size (rules.md X-kv-auto). */
export const kvSeparationField = z.pipe(
  z.union([z.boolean(), z.string()], { error: requiredOrWrongType }),
  z.transform((raw: boolean | string, ctx): 'on' | 'off' | 'auto' => {
    if (typeof raw === 'boolean') return raw ? 'on' : 'off';
    const text = raw.trim().toLowerCase();
    if (text === 'auto') return 'auto';
    if (['true', 'on', 'yes', '1'].includes(text)) return 'on';
    if (['false', 'off', 'no', '0'].includes(text)) return 'off';
    return refuse(ctx, `'${raw}' is not allowed; allowed: auto, on, off`);
  }),
);

export const booleanField = z.pipe(
  z.union([z.boolean(), z.string()], { error: requiredOrWrongType }),
  z.transform((raw: boolean | string, ctx) => {
    if (typeof raw === 'boolean') return raw;
    const text = raw.trim().toLowerCase();
    if (['true', 'on', 'yes', '1'].includes(text)) return true;
    if (['false', 'off', 'no', '0'].includes(text)) return false;
    return refuse(ctx, `'${raw}' is not on/off; allowed: on, off, true, false`);
  }),
);
