// rules.md R23: memory products computed exactly. A write_buffer_size of 16 GiB times a max_write_buffer_number
// of 2^30 is 2^64 bytes: in 64-bit unsigned C++ it wraps to 0 and a budget check passes; in a double it loses
// the low digits. Every product the calculator, lint and validate compare with a budget goes through here.
import { clipRange, defaultProfile } from '../engines/facts.js';

/** 2^64 - 1: the largest byte count RocksDB's size_t / uint64_t fields can hold. */
export const MAX_ENGINE_BYTES = 2n ** 64n - 1n;

export type ByteCount = bigint | number;

function toBig(value: ByteCount, what: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isFinite(value) || !Number.isInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number of bytes >= 0, got ${value}`);
  return BigInt(value);
}

/** a * b (* c ...) exactly. */
export function exactProduct(...factors: ByteCount[]): bigint {
  return factors.reduce<bigint>((product, f, i) => product * toBig(f, `factor ${i + 1}`), 1n);
}

/** a + b (+ c ...) exactly. */
export function exactSum(...terms: ByteCount[]): bigint {
  return terms.reduce<bigint>((sum, t, i) => sum + toBig(t, `term ${i + 1}`), 0n);
}

/** An exact byte count as a JS number: exact up to 2^53, the nearest double above (never wraps). */
export function bytesAsNumber(value: bigint): number {
  return Number(value);
}

/** floor(fraction * bytes) for a fraction such as memoryFraction, exact for fractions with up to 9 decimals. */
export function exactFraction(bytes: ByteCount, fraction: number): bigint {
  const SCALE = 1_000_000_000n;
  return (toBig(bytes, 'bytes') * BigInt(Math.round(fraction * 1e9))) / SCALE;
}

/** The fewest memtables RocksDB runs: SanitizeOptions raises max_write_buffer_number to it (2 in every profile). */
const FEWEST_BUFFERS = BigInt(clipRange(defaultProfile(), 'max_write_buffer_number').min);

/** max_write_buffer_number as RocksDB runs it. */
export function memtablesAsRun(maxWriteBufferNumber: ByteCount): bigint {
  const buffers = toBig(maxWriteBufferNumber, 'max_write_buffer_number');
  return buffers < FEWEST_BUFFERS ? FEWEST_BUFFERS : buffers;
}

/** Memtables at their peak: write_buffer_size * max_write_buffer_number as RocksDB runs it, exactly. */
export function memtablePeakBytes(writeBufferSize: ByteCount, maxWriteBufferNumber: ByteCount): bigint {
  return exactProduct(writeBufferSize, memtablesAsRun(maxWriteBufferNumber));
}
