import { PROFILE as ROCKSDB_7_8_3 } from './rocksdb-7.8.3.js';
import { PROFILE as TROCKSDB_6_4_6 } from './trocksdb-6.4.6.js';
import type { ProfileData } from './types.js';

/** Every profile rocktune ships, oldest first within an engine. */
export const PROFILE_DATA: readonly ProfileData[] = [ROCKSDB_7_8_3, TROCKSDB_6_4_6];
