import { PROFILE as ROCKSDB_LINKED } from './rocksdb-7.8.3.js';
import { PROFILE as TROCKSDB_6_4_6 } from './trocksdb-6.4.6.js';
import type { ProfileData } from './types.js';

/**
 * The default targets' profiles only (the linked RocksDB, TRocksDB): what the web page bundles in
 * place of index.ts to stay within its size budget. The CLI and the tests have every version.
 */
export const PROFILE_DATA: readonly ProfileData[] = [ROCKSDB_LINKED, TROCKSDB_6_4_6];
