import { size } from '../cli-kit/flag-types.js';

/** The smallest `--memory-limit`, 64 MiB: below that Node alone (about 50 MiB resident) leaves RocksDB nothing. */
export const MEMORY_LIMIT_MIN_BYTES = 64 * 2 ** 20;

/** `compare --memory-limit SIZE` (and validate's, and a capped run from the page). */
export const MEMORY_LIMIT = size({ min: MEMORY_LIMIT_MIN_BYTES, max: Number.MAX_SAFE_INTEGER }, 'binary');
