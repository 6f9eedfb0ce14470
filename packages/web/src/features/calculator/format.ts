import { formatBytes, formatInteger, type OptionValue } from '@rocktune/calculator';

/** Options whose value is a byte count (display only: the value itself comes from the calculator). */
const BYTE_OPTIONS = /(_size|_size_base|_level_base|block_cache|_bytes|_bytes_limit|_bytes_per_sec)$/;

export function isByteOption(name: string): boolean {
  return BYTE_OPTIONS.test(name) || name === 'memtables (memory)' || name === 'total memory';
}

/** `168,000,000 (168 MB)`: the exact number the OPTIONS file holds, then the guide's decimal units. */
export function formatOptionValue(name: string, value: OptionValue | undefined): string {
  if (value === undefined) return '(none)';
  if (Array.isArray(value)) return value.join(':');
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return String(value);
    const exact = formatInteger(value);
    return isByteOption(name) && value >= 1000 ? `${exact} (${formatBytes(value)})` : exact;
  }
  return String(value);
}
