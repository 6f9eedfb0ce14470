/** Sizes are plain byte counts inside the calculator; units are parsed and printed only at the edges. */

const DECIMAL: Record<string, number> = { k: 1e3, m: 1e6, g: 1e9, t: 1e12, p: 1e15 };
/** Bytes in one binary unit: the one home of these numbers. */
export const KIB = 2 ** 10;
export const MIB = 2 ** 20;
export const GIB = 2 ** 30;
export const TIB = 2 ** 40;
const BINARY: Record<string, number> = { k: KIB, m: MIB, g: GIB, t: TIB, p: 2 ** 50 };

const SIZE_PATTERN = /^\s*(\d+(?:\.\d+)?(?:e\d+)?)\s*(?:([kmgtp])(i)?b?|b)?\s*$/i;
const WORD_MULTIPLIERS: Record<string, number> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
  k: 1e3,
  m: 1e6,
  g: 1e9,
  b: 1e9,
  t: 1e12,
};
const COUNT_PATTERN = /^\s*(\d+(?:\.\d+)?(?:e\d+)?)\s*(thousand|million|billion|trillion|[kmgbt])?\s*$/i;
/** What may follow a whole number with thousands separators: a size's unit, a count's word. */
const SIZE_UNIT = /^\s*(?:[kmgtp]i?b?|b)?\s*$/i;
const COUNT_WORD = /^\s*(?:thousand|million|billion|trillion|[kmgbt])?\s*$/i;
const DIGIT_GROUPS = /^\s*\d{1,3}(?:,\d{3})+/;

/**
 * Thousands separators dropped only where they cannot mean anything else: `8,000,000,000` and `64,000,000,000 B` yes,
 * `1,5e9`, `4,8` and `10,000.5e3` no (a whole number in groups of three, then nothing but the unit).
 */
function withoutDigitGroups(text: string, unit: RegExp): string {
  const groups = DIGIT_GROUPS.exec(text);
  return groups && unit.test(text.slice(groups[0].length)) ? text.replace(/,/g, '') : text;
}

/** A decimal number as people type it: `0.8`, `.5`, `-1`, `1e30`, `2.5E-3`. Undefined when it is not one. */
export function parseDecimal(text: string): number | undefined {
  return /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i.test(text) ? Number(text) : undefined;
}

/**
 * Parses a byte size the way people write it: `128GB` = 128e9 (decimal, as the KIOXIA guide counts),
 * `128GiB` = 128 * 2^30, `64MB`, `8KiB`, `4096`, `4096B`. Returns undefined when the text is not a size.
 */
export function parseSize(text: string): number | undefined {
  const m = SIZE_PATTERN.exec(withoutDigitGroups(text.replace(/_/g, ''), SIZE_UNIT));
  if (!m) return undefined;
  const amount = Number(m[1]);
  const unit = m[2]?.toLowerCase();
  if (!unit) return amount;
  const table = m[3] ? BINARY : DECIMAL;
  return amount * (table[unit] as number);
}

/** Parses a count: `8e9`, `8000000000`, `8_000_000_000`, `8,000,000,000`, `8 billion`, `500M`, `8B` (decimal, like sizes). */
export function parseCount(text: string): number | undefined {
  const m = COUNT_PATTERN.exec(withoutDigitGroups(text.replace(/_/g, ''), COUNT_WORD));
  if (!m) return undefined;
  const word = m[2]?.toLowerCase();
  return Number(m[1]) * (word ? (WORD_MULTIPLIERS[word] as number) : 1);
}

/** `8,000,000,000`: exact integers with thousands separators, as the guide prints them. */
export function formatInteger(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  // Not toLocaleString: its first call loads ICU data, which costs ~40 ms of CLI start-up.
  const digits = BigInt(Math.round(n)).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Decimal units (1 MB = 10^6 bytes), the guide's convention: `168 MB`, `2.18 GB`. */
export function formatBytes(bytes: number, unitSystem: 'decimal' | 'binary' = 'decimal'): string {
  const base = unitSystem === 'decimal' ? 1000 : 1024;
  const units = unitSystem === 'decimal' ? ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] : ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let value = bytes;
  let i = 0;
  while (Math.abs(value) >= base && i < units.length - 1) {
    value /= base;
    i += 1;
  }
  const digits = i === 0 || value >= 100 || Number.isInteger(value) ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(digits))} ${units[i]}`;
}

/** `2.50 GiB`: binary gigabytes with two decimals, for memory and disk figures set beside each other. */
export function formatGib(bytes: number): string {
  return `${(bytes / GIB).toFixed(2)} GiB`;
}

/** `1 thread`, `2 threads`: a count with its noun (English plural in -s). */
export function plural(n: number, noun: string): string {
  return `${formatInteger(n)} ${noun}${n === 1 ? '' : 's'}`;
}
