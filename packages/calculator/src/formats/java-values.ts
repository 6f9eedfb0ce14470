import type { OptionValue } from '../sizing/types.js';

/** RocksDB's compression names as RocksJava's CompressionType constants. */
const COMPRESSION: Readonly<Record<string, string>> = {
  kNoCompression: 'NO_COMPRESSION',
  kSnappyCompression: 'SNAPPY_COMPRESSION',
  kZlibCompression: 'ZLIB_COMPRESSION',
  kBZip2Compression: 'BZLIB2_COMPRESSION',
  kLZ4Compression: 'LZ4_COMPRESSION',
  kLZ4HCCompression: 'LZ4HC_COMPRESSION',
  kXpressCompression: 'XPRESS_COMPRESSION',
  kZSTD: 'ZSTD_COMPRESSION',
  kDisableCompressionOption: 'DISABLE_COMPRESSION_OPTION',
};

/** RocksJava's CompressionType name of a RocksDB compression name (kLZ4Compression: LZ4_COMPRESSION). */
export function javaCompressionName(name: string): string | undefined {
  return COMPRESSION[name];
}

const INT_MAX = 2 ** 31 - 1;

/** A Java literal for a number: an int literal where it fits (Java widens it to long or double), else a long. */
function javaNumber(n: number): string {
  if (!Number.isInteger(n)) return String(n);
  return Math.abs(n) <= INT_MAX ? String(n) : `${n}L`;
}

/** The Java expression RocksJava's setter takes for an OPTIONS value, or undefined when rocktune knows none. */
export function javaValue(value: OptionValue): string | undefined {
  if (Array.isArray(value)) {
    const items = value.map((v) => COMPRESSION[v]);
    return items.every((i) => i !== undefined)
      ? `java.util.Arrays.asList(${items.map((i) => `CompressionType.${i}`).join(', ')})`
      : undefined;
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return javaNumber(value);
  if (COMPRESSION[value] !== undefined) return `CompressionType.${COMPRESSION[value]}`;
  return /^-?\d+$/.test(value) ? javaNumber(Number(value)) : undefined;
}

/** RocksJava's setter of an option: `set` and the name in camel case (compression: setCompressionType). */
export function javaSetter(name: string): string {
  if (name === 'compression') return 'setCompressionType';
  return `set${name.replace(/(^|_)([a-z0-9])/g, (_, _sep: string, ch: string) => ch.toUpperCase())}`;
}
