// Facts the option tables do not hold, one entry per fact with where in the source it lives.
// Everything here applies to a profile only when the profile has the option it names.

/** Pointer options the loader builds a cache from (block_cache=1g or capacity=...;...). */
export const CACHE_OPTIONS = ['block_cache', 'block_cache_compressed', 'blob_cache', 'row_cache'];

/** Options whose value is a directory the engine opens (include/rocksdb/options.h). */
export const PATH_OPTIONS = ['wal_dir', 'db_log_dir', 'db_paths', 'cf_paths'];

/**
 * Keys that 5.x/6.x parse by name in ParseColumnFamilyOption / ParseDBOption before the table
 * lookup (options/options_helper.cc). compression_opts there is the legacy `w:l:s[:d[:z[:e]]]` form, which
 * the serializer (it walks the option table) never writes back.
 */
export const CODE_PARSED = {
  compression_opts: { type: 'struct', persisted: false },
  bottommost_compression_opts: { type: 'struct', persisted: false },
  block_based_table_factory: { type: 'object', persisted: false },
  plain_table_factory: { type: 'object', persisted: false },
  memtable: { type: 'object', persisted: false },
  rate_limiter_bytes_per_sec: { type: 'uint64', persisted: false },
  env: { type: 'object', persisted: false },
};

/** What to use instead of a deprecated key, where RocksDB's HISTORY.md names a replacement. */
export const DEPRECATION_HINTS = {
  rate_limiter: 'set rate_limiter_bytes_per_sec instead',
  base_background_compactions: 'max_background_jobs sizes the thread pools',
  allow_os_buffer: 'use use_direct_reads / use_direct_io_for_flush_and_compaction',
  use_direct_writes: 'use use_direct_io_for_flush_and_compaction',
  hard_rate_limit: 'use hard_pending_compaction_bytes_limit',
  soft_rate_limit: 'use soft_pending_compaction_bytes_limit',
  memtable_prefix_bloom_bits: 'use memtable_prefix_bloom_size_ratio',
  memtable_prefix_bloom_huge_page_tlb_size: 'use memtable_huge_page_size',
  max_grandparent_overlap_factor: 'use max_compaction_bytes',
  expanded_compaction_factor: 'use max_compaction_bytes',
  source_compaction_factor: 'use max_compaction_bytes',
  reserve_table_builder_memory: 'use cache_usage_options (in code)',
  reserve_table_reader_memory: 'use cache_usage_options (in code)',
  bottommost_temperature: 'use last_level_temperature',
  access_hint_on_compaction_start: 'removed; compaction reads use their own hints',
};

/**
 * Ranges outside which DB::Open (or the loader) refuses the file: db/column_family.cc
 * ColumnFamilyData::ValidateOptions / ColumnFamily checks, db/db_impl/db_impl_open.cc
 * ValidateOptions (keep_log_file_num). format_version's ceiling is read from table/format.h.
 */
export const RANGES = {
  blob_garbage_collection_age_cutoff: { min: 0, max: 1 },
  blob_garbage_collection_force_threshold: { min: 0, max: 1 },
  memtable_protection_bytes_per_key: { allowed: [0, 1, 2, 4, 8] },
  keep_log_file_num: { min: 1 },
};

const PERCENT = { min: 0, max: 100 };
/**
 * TRocksDB's VLog lists (db/column_family.cc SanitizeOptions under NO_INDIRECT_VALUE): an
 * out-of-range item is replaced with `sanitizedTo`, never refused.
 */
export const VLOG_SANITIZE = {
  fraction_remapped_during_compaction: { ...PERCENT, sanitizedTo: '25' },
  fraction_remapped_during_active_recycling: { ...PERCENT, sanitizedTo: '15' },
  fragmentation_active_recycling_trigger: { ...PERCENT, sanitizedTo: '25' },
  fragmentation_active_recycling_klaxon: { ...PERCENT, sanitizedTo: '50' },
  active_recycling_sst_minct: { min: 1, sanitizedTo: '5' },
  active_recycling_sst_maxct: { min: 1, sanitizedTo: '15' },
  active_recycling_vlogfile_freed_min: { min: 0, sanitizedTo: '7' },
  vlogfile_max_size: { min: 1, sanitizedTo: '41943040' },
  compaction_picker_age_importance: { ...PERCENT, sanitizedTo: '100' },
};

/**
 * TRocksDB's VLog defaults (include/rocksdb/options.h under NO_INDIRECT_VALUE declares the
 * vectors empty; ColumnFamilyData pads them with these in db/column_family.cc).
 */
export const VLOG_DEFAULTS = {
  vlogring_activation_level: '',
  min_indirect_val_size: '24',
  fraction_remapped_during_compaction: '20',
  fraction_remapped_during_active_recycling: '15',
  fragmentation_active_recycling_trigger: '25',
  fragmentation_active_recycling_klaxon: '50',
  active_recycling_sst_minct: '5',
  active_recycling_sst_maxct: '15',
  active_recycling_vlogfile_freed_min: '7',
  active_recycling_size_trigger: '1073741824',
  vlogfile_max_size: '41943040',
  compaction_picker_age_importance: '100',
  ring_compression_style: 'kZlibCompression',
};

const TABLE = 'TableOptions/BlockBasedTable';
const BLOCK_ALIGN = { section: TABLE, name: 'block_align', equals: 'true' };

/** The table factory's refusal of a block-cache option turned on beside no_block_cache=true (its message has the doubled comma). */
function withoutBlockCache(id, option) {
  return {
    marker: '", but block cache is disabled"',
    refusal: {
      id,
      when: [
        { section: TABLE, name: option, equals: 'true' },
        { section: TABLE, name: 'no_block_cache', equals: 'true' },
      ],
      message: `Enable ${option}, , but block cache is disabled`,
    },
  };
}
const KEPT_OPEN = { section: 'DBOptions', name: 'max_open_files', notIn: ['-1'] };
/**
 * BlockBasedTableFactory::ValidateOptions refusals, recognised by the message the source holds
 * (table/block_based/block_based_table_factory.cc; table/block_based_table_factory.cc before 6.x), and
 * ColumnFamilyData::ValidateOptions ones where `file` names db/column_family.cc.
 */
export const OPEN_REFUSALS = [
  {
    // 5.x-6.x (TRocksDB included): any ttl above 0 needs every file kept open; later versions dropped the check.
    file: 'db/column_family.cc',
    marker: '"TTL is only supported when files are always "',
    refusal: {
      id: 'ttl-with-max-open-files',
      when: [{ section: 'CFOptions', name: 'ttl', positive: true }, KEPT_OPEN],
      message: 'TTL is only supported when files are always kept open (set max_open_files = -1).',
    },
  },
  {
    // Every version: CheckConcurrentWritesSupported, with allow_concurrent_memtable_write on by default.
    file: 'db/column_family.cc',
    marker: '"In-place memtable updates (inplace_update_support) is not compatible "',
    refusal: {
      id: 'inplace-update-with-concurrent-writes',
      when: [
        { section: 'CFOptions', name: 'inplace_update_support', equals: 'true' },
        { section: 'DBOptions', name: 'allow_concurrent_memtable_write', equals: 'true' },
      ],
      message:
        'In-place memtable updates (inplace_update_support) is not compatible with concurrent writes (allow_concurrent_memtable_write)',
    },
  },
  {
    marker: '"Hash index is specified for block-based "',
    refusal: {
      id: 'hash-index-without-prefix-extractor',
      when: [
        { section: TABLE, name: 'index_type', equals: 'kHashSearch' },
        { section: 'CFOptions', name: 'prefix_extractor', equals: 'nullptr' },
      ],
      message: 'Hash index is specified for block-based table, but prefix_extractor is not given',
    },
  },
  {
    file: 'db/column_family.cc',
    marker: '"Periodic Compaction is only supported when files are always "',
    refusal: {
      id: 'periodic-compaction-with-max-open-files',
      when: [{ section: 'CFOptions', name: 'periodic_compaction_seconds', positive: true }, KEPT_OPEN],
      message: 'Periodic Compaction is only supported when files are always kept open (set max_open_files = -1).',
    },
  },
  {
    marker: '"Enable block_align, but compression "',
    refusal: {
      id: 'block_align-with-compression',
      when: [BLOCK_ALIGN, { section: 'CFOptions', name: 'compression', notIn: ['kNoCompression'] }],
      message: 'Enable block_align, but compression enabled',
    },
  },
  {
    marker: '"Enable block_align, but " +',
    refusal: {
      id: 'block_align-with-compression',
      when: [BLOCK_ALIGN, { section: 'CFOptions', name: 'compression', notIn: ['kNoCompression', 'kDisableCompressionOption'] }],
      message: 'Enable block_align, but compression enabled',
    },
  },
  {
    marker: '"Enable block_align, but " +',
    refusal: {
      id: 'block_align-with-bottommost-compression',
      when: [BLOCK_ALIGN, { section: 'CFOptions', name: 'bottommost_compression', notIn: ['kNoCompression', 'kDisableCompressionOption'] }],
      message: 'Enable block_align, but bottommost_compression enabled',
    },
  },
  {
    marker: '"Block alignment requested but block size is not a power of 2"',
    refusal: {
      id: 'block_align-block-size',
      when: [BLOCK_ALIGN, { section: TABLE, name: 'block_size', notPowerOfTwo: true }],
      message: 'Block alignment requested but block size is not a power of 2',
    },
  },
  withoutBlockCache('cache-index-without-block-cache', 'cache_index_and_filter_blocks'),
  withoutBlockCache('pin-l0-without-block-cache', 'pin_l0_filter_and_index_blocks_in_cache'),
];

/** Why TRocksDB/old RocksDB refuse a key the table factory parses only for SetOptions. */
export const SET_OPTIONS_ONLY_REASON =
  'it is parsed only by SetOptions / GetBlockBasedTableOptionsFromString, never from an OPTIONS file, so the engine refuses the whole file ("Unrecognized option"); size the cache in code';

export const DROPPED_REASON =
  'the loader cannot parse it from a file (only SetOptions / GetBlockBasedTableOptionsFromString can) and ignores the failure, so the database runs without it; set it in code (BlockBasedTableOptions::filter_policy)';

/** Defaults set in code rather than by an initializer the generator can evaluate. */
export const DEFAULT_OVERRIDES = {
  // No rate limiter unless the key is given (options/db_options.cc parses it into rate_limiter).
  rate_limiter_bytes_per_sec: '0',
  // std::vector<int>(num_levels, 1) in include/rocksdb/advanced_options.h, num_levels = 7.
  max_bytes_for_level_multiplier_additional: '1:1:1:1:1:1:1',
};

/**
 * What the engine writes for pointer options it leaves at their default (nullptr otherwise):
 * the built-in objects ColumnFamilyOptions / BlockBasedTableOptions construct.
 */
export const OBJECT_DEFAULTS = {
  comparator: 'leveldb.BytewiseComparator',
  table_factory: 'BlockBasedTable',
  memtable_factory: 'SkipListFactory',
  flush_block_policy_factory: 'FlushBlockBySizePolicyFactory',
};

/**
 * Release lines that wrote a value too wide, which a `storedAs` option's truncation reads back as meant:
 * 6.10-6.14 wrote read_amp_bytes_per_bit as 8 bytes from a uint32 field (the comment on the workaround in
 * table/block_based/block_based_table_factory.cc, 6.15 and later).
 */
export const WIDE_WRITERS = { read_amp_bytes_per_bit: ['6.10', '6.11', '6.12', '6.13', '6.14'] };
