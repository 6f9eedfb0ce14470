// Hand-written knowledge the library cannot serialize: enum value lists, list/object types,
// ranges, deprecations, mutability and options that are accepted but never written.
// Source: ../../../shared/reference/rocksdb-options.md (§1, §2 for 7.8.3, §3 for TRocksDB),
// checked against the library by packages/calculator/test/catalog/catalog-vs-library.test.ts.

const COMPRESSION = [
  'kNoCompression', 'kSnappyCompression', 'kZlibCompression', 'kBZip2Compression', 'kLZ4Compression',
  'kLZ4HCCompression', 'kXpressCompression', 'kZSTD', 'kZSTDNotFinalCompression', 'kDisableCompressionOption',
];

/** Enum options: every constant name RocksDB 7.8.3 accepts. */
export const ENUMS = {
  compression: COMPRESSION,
  bottommost_compression: COMPRESSION,
  blob_compression_type: COMPRESSION,
  wal_compression: COMPRESSION,
  compaction_style: ['kCompactionStyleLevel', 'kCompactionStyleUniversal', 'kCompactionStyleFIFO', 'kCompactionStyleNone'],
  compaction_pri: ['kByCompensatedSize', 'kOldestLargestSeqFirst', 'kOldestSmallestSeqFirst', 'kMinOverlappingRatio', 'kRoundRobin'],
  prepopulate_blob_cache: ['kDisable', 'kFlushOnly'],
  prepopulate_block_cache: ['kDisable', 'kFlushOnly'],
  checksum: ['kNoChecksum', 'kCRC32c', 'kxxHash', 'kxxHash64', 'kXXH3'],
  index_type: ['kBinarySearch', 'kHashSearch', 'kTwoLevelIndexSearch', 'kBinarySearchWithFirstKey'],
  data_block_index_type: ['kDataBlockBinarySearch', 'kDataBlockBinaryAndHash'],
  index_shortening: ['kNoShortening', 'kShortenSeparators', 'kShortenSeparatorsAndSuccessor'],
  wal_recovery_mode: ['kTolerateCorruptedTailRecords', 'kAbsoluteConsistency', 'kPointInTimeRecovery', 'kSkipAnyCorruptedRecords'],
  access_hint_on_compaction_start: ['NONE', 'NORMAL', 'SEQUENTIAL', 'WILLNEED'],
  info_log_level: ['DEBUG_LEVEL', 'INFO_LEVEL', 'WARN_LEVEL', 'ERROR_LEVEL', 'FATAL_LEVEL', 'HEADER_LEVEL'],
  lowest_used_cache_tier: ['kVolatileTier', 'kNonVolatileBlockTier'],
  last_level_temperature: ['kUnknown', 'kHot', 'kWarm', 'kCold'],
};

/** Options whose serialized default does not show their type. */
export const TYPES = {
  max_bytes_for_level_multiplier_additional: { type: 'list', item: 'int' },
  db_host_id: { type: 'string' },
  table_factory: { type: 'object' },
  memtable_factory: { type: 'object' },
  comparator: { type: 'object' },
  flush_block_policy_factory: { type: 'object' },
};

/**
 * Accepted by 7.8.3 but absent from its serialization: empty defaults, pointers it never
 * writes (kDontSerialize) and deprecated keys that load and are ignored (reference §1, verified).
 */
export const EXTRA = [
  { section: 'DBOptions', name: 'wal_dir', type: 'string', default: '' },
  { section: 'DBOptions', name: 'db_log_dir', type: 'string', default: '' },
  { section: 'DBOptions', name: 'rate_limiter_bytes_per_sec', type: 'uint64', default: '0', persisted: false },
  { section: 'DBOptions', name: 'env', type: 'object', default: '', persisted: false },
  { section: 'DBOptions', name: 'statistics', type: 'object', default: '', persisted: false },
  { section: 'DBOptions', name: 'listeners', type: 'object', default: '', persisted: false },
  { section: 'CFOptions', name: 'compression_per_level', type: 'list', item: 'enum', values: COMPRESSION, default: '' },
  { section: 'CFOptions', name: 'blob_cache', type: 'cache', default: '', persisted: false },
  { section: 'TableOptions/BlockBasedTable', name: 'block_cache', type: 'cache', default: '', persisted: false },
  { section: 'TableOptions/BlockBasedTable', name: 'block_cache_compressed', type: 'cache', default: '', persisted: false },
];

const IGNORED = 'accepted and ignored by 7.8.3';
/** Deprecated keys: they load, do nothing, and are never written back. */
export const DEPRECATED = [
  ['DBOptions', 'rate_limiter', `${IGNORED}; set rate_limiter_bytes_per_sec instead`],
  ['DBOptions', 'base_background_compactions', `${IGNORED}; max_background_jobs sizes the thread pools`],
  ['DBOptions', 'skip_log_error_on_recovery', IGNORED],
  ['DBOptions', 'new_table_reader_for_compaction_inputs', IGNORED],
  ['DBOptions', 'preserve_deletes', IGNORED],
  ['DBOptions', 'allow_os_buffer', `${IGNORED}; use use_direct_reads / use_direct_io_for_flush_and_compaction`],
  ['DBOptions', 'use_direct_writes', `${IGNORED}; use use_direct_io_for_flush_and_compaction`],
  ['CFOptions', 'verify_checksums_in_compaction', IGNORED],
  ['CFOptions', 'compaction_measure_io_stats', IGNORED],
  ['CFOptions', 'hard_rate_limit', `${IGNORED}; use hard_pending_compaction_bytes_limit`],
  ['CFOptions', 'soft_rate_limit', `${IGNORED}; use soft_pending_compaction_bytes_limit`],
  ['CFOptions', 'rate_limit_delay_max_milliseconds', IGNORED],
  ['CFOptions', 'max_mem_compaction_level', IGNORED],
  ['CFOptions', 'purge_redundant_kvs_while_flush', IGNORED],
  ['CFOptions', 'filter_deletes', IGNORED],
  ['CFOptions', 'memtable_prefix_bloom_bits', `${IGNORED}; use memtable_prefix_bloom_size_ratio`],
  ['CFOptions', 'memtable_prefix_bloom_probes', IGNORED],
  ['CFOptions', 'memtable_prefix_bloom_huge_page_tlb_size', `${IGNORED}; use memtable_huge_page_size`],
  ['CFOptions', 'snap_refresh_nanos', IGNORED],
  ['CFOptions', 'max_grandparent_overlap_factor', `${IGNORED}; use max_compaction_bytes`],
  ['CFOptions', 'expanded_compaction_factor', `${IGNORED}; use max_compaction_bytes`],
  ['CFOptions', 'source_compaction_factor', `${IGNORED}; use max_compaction_bytes`],
  ['CFOptions', 'bottommost_temperature', 'deprecated alias of last_level_temperature; not written back'],
  ['TableOptions/BlockBasedTable', 'hash_index_allow_collision', IGNORED],
  ['TableOptions/BlockBasedTable', 'index_per_partition', IGNORED],
  ['TableOptions/BlockBasedTable', 'skip_table_builder_flush', IGNORED],
  ['TableOptions/BlockBasedTable', 'reserve_table_builder_memory', `${IGNORED}; use cache_usage_options (in code)`],
  ['TableOptions/BlockBasedTable', 'reserve_table_reader_memory', `${IGNORED}; use cache_usage_options (in code)`],
].map(([section, name, deprecated]) => ({ section, name, type: 'any', default: '', persisted: false, deprecated }));

/**
 * Ranges outside which RocksDB 7.8.3 refuses to open (ERR in reference §2). Values it silently
 * sanitizes instead (write_buffer_size, max_open_files, num_levels, ...) are the linter's
 * value-sanitized rule, which also says what the engine runs instead.
 * `allowed` lists the only legal values when they are not a range.
 */
export const RANGES = {
  blob_garbage_collection_age_cutoff: { min: 0, max: 1 },
  blob_garbage_collection_force_threshold: { min: 0, max: 1 },
  memtable_protection_bytes_per_key: { allowed: [0, 1, 2, 4, 8] },
  keep_log_file_num: { min: 1 },
  format_version: { max: 5 },
};

/** Mutability per reference §2 (M = SetOptions/SetDBOptions can change it without reopening). */
export const IMMUTABLE = [
  'db_write_buffer_size', 'min_write_buffer_number_to_merge', 'num_levels', 'level_compaction_dynamic_level_bytes',
  'compaction_style', 'blob_cache',
];
export const MUTABLE = [
  'max_background_jobs', 'max_background_compactions', 'max_background_flushes', 'max_subcompactions', 'max_open_files',
  'bytes_per_sync', 'delayed_write_rate', 'write_buffer_size', 'max_write_buffer_number', 'level0_file_num_compaction_trigger',
  'level0_slowdown_writes_trigger', 'level0_stop_writes_trigger', 'soft_pending_compaction_bytes_limit',
  'hard_pending_compaction_bytes_limit', 'target_file_size_base', 'target_file_size_multiplier', 'max_bytes_for_level_base',
  'max_bytes_for_level_multiplier', 'compression', 'compression_per_level', 'bottommost_compression', 'disable_auto_compactions',
  'enable_blob_files', 'min_blob_size', 'blob_file_size', 'blob_compression_type', 'enable_blob_garbage_collection',
  'blob_garbage_collection_age_cutoff', 'blob_garbage_collection_force_threshold', 'blob_compaction_readahead_size',
  'blob_file_starting_level', 'prepopulate_blob_cache',
];

/** Options newer than TRocksDB's base (RocksDB 6.4.6): integrated BlobDB arrived in 6.18. */
export const NEWER_THAN_TROCKSDB = [
  'enable_blob_files', 'min_blob_size', 'blob_file_size', 'blob_compression_type', 'enable_blob_garbage_collection',
  'blob_garbage_collection_age_cutoff', 'blob_garbage_collection_force_threshold', 'blob_compaction_readahead_size',
  'blob_file_starting_level', 'prepopulate_blob_cache', 'blob_cache',
];

const PERCENT = { min: 0, max: 100 };
/** TRocksDB's indirect-value options (reference §3): all in [CFOptions], all mutable. */
export const TROCKSDB = [
  { name: 'allow_trivial_move', type: 'bool', default: 'false' },
  { name: 'vlog_direct_IO', type: 'bool', default: 'false' },
  { name: 'compaction_score_limit_L0', type: 'double', default: '1000.0' },
  { name: 'vlogring_activation_level', type: 'list', item: 'int', default: '' },
  { name: 'min_indirect_val_size', type: 'list', item: 'uint64', default: '24' },
  { name: 'fraction_remapped_during_compaction', type: 'list', item: 'int', default: '20', ...PERCENT, sanitizedTo: '25' },
  { name: 'fraction_remapped_during_active_recycling', type: 'list', item: 'int', default: '15', ...PERCENT, sanitizedTo: '15' },
  { name: 'fragmentation_active_recycling_trigger', type: 'list', item: 'int', default: '25', ...PERCENT, sanitizedTo: '25' },
  { name: 'fragmentation_active_recycling_klaxon', type: 'list', item: 'int', default: '50', ...PERCENT, sanitizedTo: '50' },
  { name: 'active_recycling_sst_minct', type: 'list', item: 'int', default: '5', min: 1, sanitizedTo: '5' },
  { name: 'active_recycling_sst_maxct', type: 'list', item: 'int', default: '15', min: 1, sanitizedTo: '15' },
  { name: 'active_recycling_vlogfile_freed_min', type: 'list', item: 'int', default: '7', min: 0, sanitizedTo: '7' },
  { name: 'active_recycling_size_trigger', type: 'list', item: 'uint64', default: '1073741824' },
  { name: 'vlogfile_max_size', type: 'list', item: 'uint64', default: '41943040', min: 1, sanitizedTo: '41943040' },
  { name: 'compaction_picker_age_importance', type: 'list', item: 'int', default: '100', ...PERCENT, sanitizedTo: '100' },
  { name: 'ring_compression_style', type: 'list', item: 'enum', values: COMPRESSION, default: 'kZlibCompression' },
].map((o) => ({ section: 'CFOptions', mutable: true, ...o }));
