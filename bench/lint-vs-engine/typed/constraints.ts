// Options RocksDB checks against each other (ValidateOptions, SanitizeOptions, the table factory's checks, the
// write path's): the second generator sets both sides of one pair to values drawn from these lists.
import type { ProfileSection } from '@rocktune/calculator';

interface Side {
  readonly section: ProfileSection;
  readonly key: string;
  readonly values: readonly string[];
}

const DB: ProfileSection = 'DBOptions';
const CF: ProfileSection = 'CFOptions';
const BBT: ProfileSection = 'TableOptions/BlockBasedTable';

const side = (section: ProfileSection, key: string, values: readonly string[]): Side => ({ section, key, values });

export const CONSTRAINT_PAIRS: ReadonlyArray<readonly [Side, Side]> = [
  [side(CF, 'write_buffer_size', ['65536', '64m', '1']), side(CF, 'arena_block_size', ['0', '128m', '1g', '4096'])],
  [side(CF, 'max_write_buffer_number', ['1', '2', '0']), side(CF, 'min_write_buffer_number_to_merge', ['1', '3', '100'])],
  [side(CF, 'level0_file_num_compaction_trigger', ['4', '40', '-1']), side(CF, 'level0_stop_writes_trigger', ['2', '36', '0'])],
  [side(CF, 'level0_slowdown_writes_trigger', ['1', '20', '100']), side(CF, 'level0_stop_writes_trigger', ['10', '36'])],
  [
    side(CF, 'compaction_style', ['kCompactionStyleFIFO', 'kCompactionStyleUniversal', 'kCompactionStyleNone']),
    side(CF, 'num_levels', ['1', '2', '7', '64']),
  ],
  [side(CF, 'compaction_style', ['kCompactionStyleFIFO', 'kCompactionStyleLevel']), side(CF, 'ttl', ['1', '0', '2592000'])],
  [side(CF, 'compaction_style', ['kCompactionStyleLevel', 'kCompactionStyleFIFO']), side(CF, 'periodic_compaction_seconds', ['1', '0'])],
  [side(DB, 'max_open_files', ['-1', '100', '20']), side(CF, 'ttl', ['1', '86400'])],
  [side(BBT, 'partition_filters', ['true', 'false']), side(BBT, 'index_type', ['kBinarySearch', 'kTwoLevelIndexSearch', 'kHashSearch'])],
  [
    side(BBT, 'index_type', ['kHashSearch', 'kBinarySearchWithFirstKey']),
    side(CF, 'prefix_extractor', ['nullptr', 'rocksdb.FixedPrefix.4']),
  ],
  [
    side(CF, 'memtable_factory', ['prefix_hash:1000', 'hash_linkedlist', 'vector', 'SkipListFactory']),
    side(DB, 'allow_concurrent_memtable_write', ['true', 'false']),
  ],
  [side(CF, 'inplace_update_support', ['true']), side(DB, 'allow_concurrent_memtable_write', ['true', 'false'])],
  [side(DB, 'unordered_write', ['true']), side(DB, 'enable_pipelined_write', ['true', 'false'])],
  [side(DB, 'atomic_flush', ['true']), side(DB, 'enable_pipelined_write', ['true'])],
  [side(DB, 'allow_mmap_reads', ['true']), side(DB, 'use_direct_reads', ['true', 'false'])],
  [side(DB, 'allow_mmap_writes', ['true']), side(DB, 'use_direct_io_for_flush_and_compaction', ['true'])],
  [side(DB, 'unordered_write', ['true']), side(CF, 'max_successive_merges', ['0', '10'])],
  [side(BBT, 'format_version', ['0', '2', '4', '5', '6', '7']), side(BBT, 'checksum', ['kXXH3', 'kxxHash64', 'kNoChecksum'])],
  [side(BBT, 'data_block_index_type', ['kDataBlockBinaryAndHash']), side(BBT, 'data_block_hash_table_util_ratio', ['0', '1.5', '-1'])],
  [
    side(CF, 'num_levels', ['2', '3']),
    side(CF, 'compression_per_level', ['kNoCompression:kNoCompression:kNoCompression:kSnappyCompression']),
  ],
  [side(CF, 'level_compaction_dynamic_level_bytes', ['true']), side(CF, 'num_levels', ['1', '2'])],
  [side(CF, 'target_file_size_base', ['1', '64m']), side(CF, 'max_compaction_bytes', ['0', '1'])],
  [side(DB, 'max_background_jobs', ['1', '64']), side(DB, 'max_subcompactions', ['0', '64'])],
  [side(BBT, 'block_size', ['0', '1', '4294967296']), side(BBT, 'block_restart_interval', ['0', '1', '-1'])],
  [side(BBT, 'cache_index_and_filter_blocks', ['true']), side(BBT, 'no_block_cache', ['true'])],
  [side(BBT, 'pin_l0_filter_and_index_blocks_in_cache', ['true']), side(BBT, 'no_block_cache', ['true'])],
  [side(BBT, 'filter_policy', ['bloomfilter:10:true', 'ribbonfilter:10', 'bloomfilter:-1:false']), side(BBT, 'format_version', ['2', '5'])],
  [side(CF, 'enable_blob_files', ['true']), side(CF, 'min_blob_size', ['0', '18446744073709551615'])],
  [
    side(CF, 'compression', ['kZSTD', 'kXpressCompression', 'kDisableCompressionOption']),
    side(CF, 'compression_opts', ['{max_dict_bytes=16384;zstd_max_train_bytes=1;}', '{level=-1;}']),
  ],
  [
    side(CF, 'bottommost_compression', ['kZSTD', 'kLZ4HCCompression']),
    side(CF, 'bottommost_compression_opts', ['{enabled=true;max_dict_bytes=1m;}', '{enabled=false;}']),
  ],
  [side(DB, 'wal_compression', ['kZSTD', 'kLZ4Compression']), side(DB, 'manual_wal_flush', ['true'])],
  [side(DB, 'two_write_queues', ['true']), side(DB, 'enable_pipelined_write', ['true'])],
  [side(DB, 'db_write_buffer_size', ['1', '0']), side(CF, 'write_buffer_size', ['1g'])],
  [side(DB, 'delayed_write_rate', ['0', '1']), side(DB, 'rate_limiter_bytes_per_sec', ['0', '1'])],
  [side(DB, 'keep_log_file_num', ['0']), side(DB, 'recycle_log_file_num', ['1', '1000'])],
  [side(CF, 'memtable_whole_key_filtering', ['true']), side(CF, 'memtable_prefix_bloom_size_ratio', ['0', '0.3', '1'])],
];
