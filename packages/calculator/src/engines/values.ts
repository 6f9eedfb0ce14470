import type { OptionType } from './types.js';

/**
 * How RocksDB reads a value (util/string_util.cc ParseInt/ParseInt32/ParseInt64/ParseUint8/ParseUint32/
 * ParseUint64, ParseDouble, ParseBoolean; unchanged from 5.x to 11.x), emulated exactly so the linter
 * can say what the engine will run.
 */
export type ParsedValue =
  | { readonly ok: true; readonly value: bigint | number | boolean; readonly ignored: string; readonly wrapped: boolean }
  | { readonly ok: false; readonly reason: string };

const UNITS: Record<string, bigint> = { k: 10n, m: 20n, g: 30n, t: 40n };
const INT32 = { min: -(2n ** 31n), max: 2n ** 31n - 1n };
const UINT32_MAX = 2n ** 32n - 1n;
const UINT64 = 2n ** 64n;
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

const LEADING_INTEGER = /^[ \t\n\v\f\r]*([+-]?)(\d+)/;

type IntegerType = 'int' | 'int32' | 'uint8' | 'uint32' | 'int64' | 'uint64';

/** ParseInt32 / ParseUint8 / ParseUint32 read 64 bits, then refuse what does not fit. */
const NARROWED: Partial<Record<IntegerType, { via: 'int64' | 'uint64'; min: bigint; max: bigint }>> = {
  int32: { via: 'int64', min: INT32.min, max: INT32.max },
  uint8: { via: 'uint64', min: 0n, max: 255n },
  uint32: { via: 'uint64', min: 0n, max: UINT32_MAX },
};

/** Integer kinds; `t` is not a unit for `int` (ParseInt knows k, m, g only). */
export function parseRocksInteger(text: string, type: IntegerType): ParsedValue {
  const narrowed = NARROWED[type];
  if (narrowed) {
    const wide = parseRocksInteger(text, narrowed.via);
    if (!wide.ok || typeof wide.value !== 'bigint') return wide;
    if (wide.value < narrowed.min || wide.value > narrowed.max) return { ok: false, reason: `outside the range of a ${type}` };
    return wide;
  }
  const m = LEADING_INTEGER.exec(text);
  if (!m) return { ok: false, reason: 'not a number' };
  const negative = m[1] === '-';
  const magnitude = BigInt(m[2] as string);
  let rest = text.slice(m[0].length);
  const unit = rest[0]?.toLowerCase();
  const shift = unit !== undefined && !(type === 'int' && unit === 't') ? UNITS[unit] : undefined;
  if (shift !== undefined) rest = rest.slice(1);
  const signed = negative ? -magnitude : magnitude;
  if (type === 'int' || type === 'int64') {
    const range = type === 'int' ? INT32 : INT64;
    if (signed < range.min || signed > range.max) return { ok: false, reason: `outside the range of an ${type}` };
    const bits = type === 'int' ? 32 : 64;
    const shifted = shift === undefined ? signed : BigInt.asIntN(bits, signed << shift);
    return { ok: true, value: shifted, ignored: rest, wrapped: shift !== undefined && shifted !== signed << shift };
  }
  // stoull accepts a minus sign and negates in unsigned arithmetic.
  if (magnitude >= UINT64) return { ok: false, reason: 'outside the range of a uint64' };
  const unsigned = negative ? BigInt.asUintN(64, -magnitude) : magnitude;
  const exact = shift === undefined ? unsigned : unsigned << shift;
  const value = BigInt.asUintN(64, exact);
  // `-0` is 0 (observed: write_buffer_size=-0 runs as 0, then sanitized).
  return { ok: true, value, ignored: rest, wrapped: (negative && magnitude !== 0n) || value !== exact };
}

const DBL_MIN = 2.2250738585072014e-308;
const LEADING_DOUBLE = /^[ \t\n\v\f\r]*[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)/i;

/** std::stod: the longest numeric prefix; the rest is ignored. */
export function parseRocksDouble(text: string): ParsedValue {
  const m = LEADING_DOUBLE.exec(text);
  if (!m) return { ok: false, reason: 'not a number' };
  const text0 = m[0].trim();
  const value = /nan/i.test(text0) ? Number.NaN : /inf/i.test(text0) ? (text0.startsWith('-') ? -Infinity : Infinity) : Number(text0);
  // std::stod throws out_of_range past DBL_MAX (1e400) and below DBL_MIN (1e-400, and the denormal 4.9e-324),
  // which the engine reports as "Error parsing" (observed on the linked engine). `nan` parses.
  const outside = /inf|nan/i.test(text0)
    ? false
    : !Number.isFinite(value) || (value !== 0 && Math.abs(value) < DBL_MIN) || (value === 0 && /[1-9]/.test(text0.replace(/[eE].*$/, '')));
  if (outside) return { ok: false, reason: 'outside the range of a double' };
  return { ok: true, value, ignored: text.slice(m[0].length), wrapped: false };
}

/** ParseBoolean: exactly true/false/1/0. */
export function parseRocksBool(text: string): ParsedValue {
  if (text === 'true' || text === '1') return { ok: true, value: true, ignored: '', wrapped: false };
  if (text === 'false' || text === '0') return { ok: true, value: false, ignored: '', wrapped: false };
  return { ok: false, reason: 'not true, false, 1 or 0' };
}

export const INTEGER_TYPES: ReadonlySet<OptionType> = new Set(['int', 'int32', 'uint8', 'uint32', 'int64', 'uint64']);

/** Parses a scalar of any numeric or boolean type; undefined for types RocksDB reads otherwise. */
export function parseScalar(text: string, type: OptionType): ParsedValue | undefined {
  if (type === 'bool') return parseRocksBool(text);
  if (type === 'double') return parseRocksDouble(text);
  if (type === 'int' || type === 'int32' || type === 'uint8' || type === 'uint32' || type === 'int64' || type === 'uint64')
    return parseRocksInteger(text, type);
  return undefined;
}

/** `1g`, `capacity=1g;num_shard_bits=6`, `{capacity=1g;...}` -> bytes; undefined when unreadable. */
export function blockCacheCapacity(value: string): number | undefined {
  const inner = value.replace(/^\{|\}$/g, '');
  const capacity = inner.includes('=') ? /(?:^|;)\s*capacity\s*=\s*([^;]*)/.exec(inner)?.[1] : inner;
  if (capacity === undefined) return undefined;
  const parsed = parseRocksInteger(capacity.trim(), 'uint64');
  return parsed.ok ? Number(parsed.value) : undefined;
}

/** Exact decimal text of a parsed number. */
export function showNumber(value: bigint | number | boolean): string {
  return String(value);
}
