import {
  formatBytes,
  formatInteger,
  parseCount,
  parseDecimal,
  parseSize,
  sizingInputSchema,
  toFieldErrors,
  type ParsedSizingInput,
} from '@rocktune/calculator';
import { FlagValueError } from './errors.js';

/**
 * What a string flag's value means, checked when the command line is parsed (so every command refuses a bad
 * value the same way, before anything runs). `parse` returns the value or throws FlagValueError with the
 * reason; the parser prefixes the flag's name.
 */
export interface FlagType<T> {
  parse(text: string): T;
}

interface Range {
  min: number;
  max: number;
}

const allowedRange = (range: Range, render: (n: number) => string = formatInteger): string =>
  `${render(range.min)} to ${render(range.max)}`;

/** A calculator input (`--dram`, `--value-size`, `--keys`...): the calculator's own unit parsing, bounds and message. */
export function inputField<K extends keyof ParsedSizingInput>(field: K): FlagType<ParsedSizingInput[K]> {
  const schema = sizingInputSchema.shape[field];
  return {
    parse(text) {
      const result = schema.safeParse(text);
      if (result.success) return result.data as ParsedSizingInput[K];
      throw new FlagValueError(toFieldErrors(result.error)[0]?.message ?? `'${text}' is not allowed`);
    },
  };
}

function checked(
  value: number | undefined,
  text: string,
  what: string,
  range: Range,
  integer: boolean,
  render?: (n: number) => string,
): number {
  const allowed = `allowed: ${what} from ${allowedRange(range, render)}`;
  if (value === undefined || !Number.isFinite(value)) throw new FlagValueError(`'${text}' is not ${what}; ${allowed}`);
  if (integer && !Number.isInteger(value)) throw new FlagValueError(`${text} is not a whole number; ${allowed}`);
  if (value < range.min || value > range.max) throw new FlagValueError(`${text} is out of range; ${allowed}`);
  return value;
}

/** A whole number, written as people do: `2e6`, `2000000`, `2,000,000`, `2 million`. */
export const count = (range: Range): FlagType<number> => ({
  parse: (text) => checked(parseCount(text), text, 'a whole number', range, true),
});

/** Bytes: `1KB` = 1000, `1KiB` = 1024, plain digits. Bounds print in binary units when asked (`64 MiB`). */
export const size = (range: Range, units?: 'binary'): FlagType<number> => ({
  parse: (text) => checked(parseSize(text), text, 'a size', range, true, units ? (n) => formatBytes(n, units) : undefined),
});

/** A decimal number (seconds, MiB/s, radians, percentages). */
export const decimal = (range: Range, what = 'a number'): FlagType<number> => ({
  parse: (text) => checked(parseDecimal(text), text, what, range, false, String),
});

/** One of a fixed list. */
export function oneOf<const T extends readonly string[]>(values: T): FlagType<T[number]> {
  return {
    parse(text) {
      if ((values as readonly string[]).includes(text)) return text as T[number];
      throw new FlagValueError(`'${text}' is not allowed; allowed: ${values.join(', ')}`);
    },
  };
}
