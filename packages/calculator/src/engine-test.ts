import { GUIDE_EXAMPLE } from './input/schema.js';
import { MIB } from './units.js';

/**
 * The engine test that validate, generate --validate, compare and serve run when not told otherwise: T2 loads
 * 2M records of the guide's 20-byte keys and 800-byte values (about 9 s on 2 cores), then T5 reads for 20 s
 * while one writer writes 10 MiB/s (about 5% of fillseq speed on the 2-core calibration host, docs/evidence.md).
 * The addon's schema, the CLI's flags and the page read these; the C++ receives them as params.
 */
export const ENGINE_TEST_DEFAULTS = {
  keys: 2_000_000,
  keySize: GUIDE_EXAMPLE.keySize,
  valueSize: GUIDE_EXAMPLE.valueSize,
  durationSec: 20,
  writerRateBytesPerSec: 10 * MIB,
} as const;

/** The writer bytes per second a disk plan assumes for a writer without a rate limit: above what 2 cores reach. */
export const UNLIMITED_WRITER_GUESS = 200 * MIB;

/** The free disk a test needs per byte it plans to write: WAL + SSTs + compaction output can briefly hold the data about twice. */
export const DISK_HEADROOM = 2.5;
