import type { OptionType } from './types.js';

/**
 * How RocksDB reads a value, ported from util/string_util.cc: ParseInt (std::stoi), ParseInt32/ParseInt64
 * (std::stoll), ParseUint8/ParseUint32/ParseUint64/ParseSizeT (std::stoull), ParseDouble (std::stod), ParseBoolean.
 * Their bodies are the same at every profiled tag from v5.18.4 to v11.1.2 (ParseInt32 and ParseInt64 joined
 * string_util.cc in 6.4, ParseUint8 later; each release's option table says which one an option uses). All base 10
 * except ParseDouble; one unit letter after the digits shifts (k, m, g, t; not t for ParseInt); the shift wraps.
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
const BLANKS = /^[ \t\n\v\f\r]*/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const HEX = /^([+-]?)0[xX]((?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+))(?:[pP]([+-]?\d+))?/;
const SPECIAL = /^([+-]?)(?:(inf(?:inity)?)|nan(?:\([0-9A-Za-z_]*\))?)/i;

/** A hexadecimal significand times 2^exponent (`0x1.8p1` = 3), as strtod reads it. */
function hexValue(digits: string, exponent: string | undefined): number {
  const [whole = '', fraction = ''] = digits.split('.');
  const significand = Number.parseInt(`${whole}${fraction}` || '0', 16);
  return significand * 2 ** (Number(exponent ?? 0) - 4 * fraction.length);
}

/** The longest prefix strtod reads (C99's strtod: decimal, hexadecimal, inf/infinity, nan/nan(chars)), or undefined. */
function strtodPrefix(text: string): { read: string; value: number; finiteForm: boolean } | undefined {
  const rest = text.slice((BLANKS.exec(text)?.[0] ?? '').length);
  const special = SPECIAL.exec(rest);
  if (special) {
    const value = special[2] ? (special[1] === '-' ? -Infinity : Infinity) : Number.NaN;
    return { read: text.slice(0, text.length - rest.length + special[0].length), value, finiteForm: false };
  }
  const hex = HEX.exec(rest);
  const decimal = hex ? undefined : DECIMAL.exec(rest);
  if (!hex && !decimal) return undefined;
  const match = (hex ?? decimal) as RegExpExecArray;
  const magnitude = hex ? hexValue(hex[2] as string, hex[3]) : Number(match[0]);
  const value = hex && hex[1] === '-' ? -magnitude : magnitude;
  return { read: text.slice(0, text.length - rest.length + match[0].length), value, finiteForm: true };
}

/** strtod's ERANGE, which std::stod throws as out_of_range: overflow to infinity, or a result below DBL_MIN from nonzero digits. */
function outOfDoubleRange(read: string, value: number): boolean {
  if (!Number.isFinite(value)) return true;
  if (value !== 0) return Math.abs(value) < DBL_MIN;
  const significand = read.replace(/^[^.\d]*0[xX]/, '').replace(/[eEpP].*$/, '');
  return /[1-9a-fA-F]/.test(significand.replace(/^[\s+-]*/, ''));
}

/**
 * ParseDouble (util/string_util.cc, std::stod = strtod; the same from v5.18.4 to v11.1.2): leading blanks, then the
 * longest decimal, hexadecimal (`0X10` = 16, `0x1.8p1` = 3), inf/infinity or nan(chars) prefix; the rest is ignored.
 * No prefix throws invalid_argument, ERANGE throws out_of_range: OptionTypeInfo::Parse turns both into "Error parsing".
 * Checked on the judged release jars from 7.x to 11.x (experimental_mempurge_threshold=0X10 is persisted as 16.000000).
 */
export function parseRocksDouble(text: string): ParsedValue {
  const prefix = strtodPrefix(text);
  if (!prefix) return { ok: false, reason: 'not a number' };
  if (prefix.finiteForm && outOfDoubleRange(prefix.read, prefix.value)) return { ok: false, reason: 'outside the range of a double' };
  return { ok: true, value: prefix.value, ignored: text.slice(prefix.read.length), wrapped: false };
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
