/**
 * Input bounds. Each one is either a hard limit of RocksDB or a guard against typos that would
 * otherwise turn into silently huge numbers.
 */
export const LIMITS = {
  /** Largest thread count of shipping servers (dual-socket, SMT-8) with headroom. */
  cpuThreads: { min: 1, max: 4096 },
  /** RocksDB cannot run usefully below 64 MiB; 1 PB is beyond any single host. */
  dramBytes: { min: 64 * 2 ** 20, max: 1e15 },
  /** RocksDB keys are length-prefixed in memtables and SSTs; keys beyond 1 MiB are a design error. */
  keySize: { min: 1, max: 2 ** 20 },
  keyOverhead: { min: 0, max: 4096 },
  /** WriteBatch stores value lengths as varint32, so a value cannot exceed 2^32 - 1 bytes. */
  valueSize: { min: 1, max: 2 ** 32 - 1 },
  totalKeys: { min: 1, max: 1e13 },
  /** RocksDB clips max_open_files below 20 up to 20 (db_impl_open.cc SanitizeOptions). */
  openFiles: { min: 20, max: 100_000_000 },
  /** Levels below L0. Nine levels with an 8x multiplier already hold exabytes. */
  numLevels: { min: 1, max: 9 },
  memoryFraction: { min: 0.05, max: 1 },
  /** Compressed / raw size of values in value files: above 0 (min is exclusive), at most 1 (rules.md R13). */
  compressionFactor: { min: 0, max: 1 },
  /** Disk write rate for the rate limiter (auto-tuned-compactions): 1 MB/s to 100 GB/s. */
  diskWriteBytesPerSec: { min: 1e6, max: 1e11 },
  /** Free space on the database's disk (lint's preallocation check): 1 MB to 1 EB. */
  diskFreeBytes: { min: 1e6, max: 1e18 },
} as const;
