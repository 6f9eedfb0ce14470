import { PROFILE as ROCKSDB_5_18_4 } from './rocksdb-5.18.4.js';
import { PROFILE as ROCKSDB_6_29_5 } from './rocksdb-6.29.5.js';
import { PROFILE as ROCKSDB_7_8_3 } from './rocksdb-7.8.3.js';
import { PROFILE as ROCKSDB_7_10_2 } from './rocksdb-7.10.2.js';
import { PROFILE as ROCKSDB_8_11_5 } from './rocksdb-8.11.5.js';
import { PROFILE as ROCKSDB_9_11_2 } from './rocksdb-9.11.2.js';
import { PROFILE as ROCKSDB_10_10_1 } from './rocksdb-10.10.1.js';
import { PROFILE as ROCKSDB_11_8_1 } from './rocksdb-11.8.1.js';
import { PROFILE as TROCKSDB_6_4_6 } from './trocksdb-6.4.6.js';
import type { ProfileData } from './types.js';

/** Every profile rocktune ships (tools/profiles/generate.mjs writes each file). */
export const PROFILE_DATA: readonly ProfileData[] = [
  ROCKSDB_5_18_4,
  ROCKSDB_6_29_5,
  ROCKSDB_7_8_3,
  ROCKSDB_7_10_2,
  ROCKSDB_8_11_5,
  ROCKSDB_9_11_2,
  ROCKSDB_10_10_1,
  ROCKSDB_11_8_1,
  TROCKSDB_6_4_6,
];
