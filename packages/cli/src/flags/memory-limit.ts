import { size } from '../cli-kit/flag-types.js';

/** `compare --memory-limit SIZE`, at least 64 MiB: below that Node alone (about 50 MiB resident) leaves RocksDB nothing. */
export const MEMORY_LIMIT = size({ min: 64 * 2 ** 20, max: Number.MAX_SAFE_INTEGER }, 'binary');
