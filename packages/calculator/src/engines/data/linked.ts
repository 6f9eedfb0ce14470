/** The profile of the RocksDB library the native addon links (Debian 12's librocksdb-dev). */
export const LINKED_PROFILE_ID = 'rocksdb@7.8.3';
