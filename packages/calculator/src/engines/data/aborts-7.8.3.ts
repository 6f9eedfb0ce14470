// Values RocksDB 7.8.3 loads without a complaint and then dies on (an assertion or a crash in
// DB::Open), each observed with the linked library by the lint-vs-engine property test
// (native/rocksdb-addon/test/60.lint-vs-engine.test.ts). Integers as the loader parses them.
import type { ProfileSection } from '../types.js';

export interface EngineAbort {
  readonly section: ProfileSection;
  readonly name: string;
  /** The values that run: outside [min, max] the engine process aborts. */
  readonly min?: bigint;
  readonly max?: bigint;
  /** What the engine does with a value outside the range. */
  readonly why: string;
}

const INT64_MAX = 2n ** 63n - 1n;

export const ABORTS_7_8_3: readonly EngineAbort[] = [
  {
    section: 'DBOptions',
    name: 'rate_limiter_bytes_per_sec',
    min: 1n,
    max: INT64_MAX,
    why: 'the rate limiter takes an int64 rate that must be above 0; NewGenericRateLimiter asserts and the process aborts (0 does not mean "off": leave the option out for no rate limiter)',
  },
  {
    section: 'DBOptions',
    name: 'table_cache_numshardbits',
    max: 19n,
    why: 'a cache of 2^20 or more shards is refused with a null cache, which DB::Open then dereferences (assertion in BlobFileCache)',
  },
];
