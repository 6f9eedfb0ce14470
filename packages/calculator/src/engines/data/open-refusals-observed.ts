// DB::Open refusals the generated profiles do not carry (hand-written, each with the releases it holds for).
// Issue 23 reported TRocksDB 6.4.6 opening block_align=true with compression; the TRocksDB engine here refuses it
// (60.trocksdb-lint-facts.test.ts), so the generated refusal stands. openRefusalsOf() (engines/open-refusals.ts) merges them
// with the profile's own, for lint's open-refusal and the addon's blame of an engine status alike.
import type { OpenRefusal } from '../types.js';
import type { VersionRange } from './behaviours-observed.js';

export interface RangedRefusal {
  readonly range: VersionRange;
  readonly refusal: OpenRefusal;
}

/** kDefaultTtl and kDefaultPeriodicCompSecs (0xfffffffffffffffe): "not set", sanitized per table factory. */
const UNSET_SECONDS = '18446744073709551614';

const both = (a: string, b: string) => [
  { section: 'DBOptions' as const, name: a, equals: 'true' },
  { section: 'DBOptions' as const, name: b, equals: 'true' },
];

/** ColumnFamilyData::ValidateOptions: `option` above 0 (and not `unset`, where the release has one) with another table factory. */
const onlyBlockBased = (id: string, option: string, feature: string, unset?: string): OpenRefusal => ({
  id,
  when: [
    { section: 'CFOptions', name: option, positive: true },
    ...(unset === undefined ? [] : [{ section: 'CFOptions' as const, name: option, notIn: [unset] }]),
    { section: 'CFOptions', name: 'table_factory', notIn: ['BlockBasedTable'] },
  ],
  message: `${feature} is only supported in Block-Based Table format.`,
});

/** unordered_write with max_successive_merges above 0, for the table factories `table` selects (two checks, two messages). */
const mergesWithUnorderedWrite = (id: string, table: { equals?: string; notIn?: string[] }, message: string): OpenRefusal => ({
  id,
  when: [
    { section: 'DBOptions', name: 'unordered_write', equals: 'true' },
    { section: 'CFOptions', name: 'max_successive_merges', positive: true },
    { section: 'CFOptions', name: 'table_factory', ...table },
  ],
  message,
});

export const OBSERVED_OPEN_REFUSALS: readonly RangedRefusal[] = [
  {
    // BlockBasedTableFactory::ValidateOptions (table/block_based_table_factory.cc at v5.18.4, table/block_based/ from
    // v6.x to v11.1.2): `data_block_hash_table_util_ratio <= 0` with the hash index. Refused by the 7.8.3 and 11.1.2 jars
    // (the second generator, issue 34).
    range: { engine: 'rocksdb' },
    refusal: {
      id: 'data-block-hash-without-util-ratio',
      when: [
        { section: 'TableOptions/BlockBasedTable', name: 'data_block_index_type', equals: 'kDataBlockBinaryAndHash' },
        { section: 'TableOptions/BlockBasedTable', name: 'data_block_hash_table_util_ratio', notPositive: true },
      ],
      message: 'data_block_hash_table_util_ratio should be greater than 0 when data_block_index_type is set to kDataBlockBinaryAndHash',
    },
  },
  {
    // DBImpl::WriteImpl (db_impl_write.cc at v5.18.4 to v11.1.2): two_write_queues with enable_pipelined_write opens and
    // fails every write with NotSupported. Observed on the 7.8.3 and 11.1.2 jars' write (the second generator, issue 34).
    range: { engine: 'rocksdb' },
    refusal: {
      id: 'pipelined-write-with-two-write-queues',
      when: both('two_write_queues', 'enable_pipelined_write'),
      message: 'pipelined_writes is not compatible with concurrent prepares',
      stage: 'write',
    },
  },
  // DBImpl's ValidateOptions (db_impl_open.cc), 6.4.6 to 11.1.2; where a release lacks an option its default never holds.
  {
    range: {},
    refusal: {
      id: 'mmap-reads-with-direct-reads',
      when: both('allow_mmap_reads', 'use_direct_reads'),
      message: 'If memory mapped reads (allow_mmap_reads) are enabled then direct I/O reads (use_direct_reads) must be disabled.',
    },
  },
  {
    range: {},
    refusal: {
      id: 'mmap-writes-with-direct-writes',
      when: both('allow_mmap_writes', 'use_direct_io_for_flush_and_compaction'),
      message:
        'If memory mapped writes (allow_mmap_writes) are enabled then direct I/O writes (use_direct_io_for_flush_and_compaction) must be disabled.',
    },
  },
  {
    range: {},
    refusal: {
      id: 'unordered-write-without-concurrent-memtable',
      when: [
        { section: 'DBOptions', name: 'unordered_write', equals: 'true' },
        { section: 'DBOptions', name: 'allow_concurrent_memtable_write', equals: 'false' },
      ],
      message: 'unordered_write is incompatible with !allow_concurrent_memtable_write',
    },
  },
  {
    range: {},
    refusal: {
      id: 'unordered-write-with-pipelined-write',
      when: both('unordered_write', 'enable_pipelined_write'),
      message: 'unordered_write is incompatible with enable_pipelined_write',
    },
  },
  {
    // ColumnFamilyData::ValidateOptions in 5.18.4 to 11.1.2's source; refused by 7.8.3 (observed). The default
    // ttl (0xfffffffffffffffe) is sanitized to 0 for other factories and is no refusal.
    range: { engine: 'rocksdb' },
    refusal: onlyBlockBased('ttl-without-block-based-table', 'ttl', 'TTL', UNSET_SECONDS),
  },
  {
    // ColumnFamilyData::ValidateOptions before 6.6, where the default is 0: any positive value. Refused by the 6.2.4,
    // 6.4.6 and 6.5.3 jars with a PlainTable column family (1000, 2^64-2 and 2^64-1; 0 opens), observed.
    range: { engine: 'rocksdb', below: '6.6' },
    refusal: onlyBlockBased('periodic-compaction-without-block-based-table', 'periodic_compaction_seconds', 'Periodic Compaction'),
  },
  {
    // From 6.6 the unset default (2^64-2) is sanitized to 0 for other factories and opens; 1000 and 2^64-1 are refused
    // by the 6.6.4, 7.8.3, 9.11.2 and 11.1.2 jars with a PlainTable column family (observed).
    range: { engine: 'rocksdb', from: '6.6' },
    refusal: onlyBlockBased(
      'periodic-compaction-without-block-based-table',
      'periodic_compaction_seconds',
      'Periodic Compaction',
      UNSET_SECONDS,
    ),
  },
  {
    // BlockBasedTableFactory::ValidateOptions from 6.3 (unordered_write's release) to 11.1.2's source; refused by the 6.3.6,
    // 6.29.5, 7.8.3, 7.10.2 and 11.1.2 jars (observed; lint-vs-engine seed 31 found it).
    range: { engine: 'rocksdb', from: '6.3' },
    refusal: mergesWithUnorderedWrite(
      'merges-with-unordered-write',
      { equals: 'BlockBasedTable' },
      'max_successive_merges larger than 0 is currently inconsistent with unordered_write',
    ),
  },
  {
    // ColumnFamilyData::ValidateOptions from 6.7 (6.6.4's source lacks it): every other table factory too (PlainTable
    // refused by the 6.29.5 jar with this message, observed).
    range: { engine: 'rocksdb', from: '6.7' },
    refusal: mergesWithUnorderedWrite(
      'merges-with-unordered-write-any-table',
      { notIn: ['BlockBasedTable'] },
      'max_successive_merges > 0 is incompatible with unordered_write',
    ),
  },
  {
    // ColumnFamilyData's compression check (5.18.4 to 11.1.2's source): zstd's dictionary trainer without a dictionary
    // size. Refused by the 6.14.6, 6.29.5, 7.8.3 and 11.1.2 jars (observed; lint-vs-engine seed 33 found it on 11.1.2),
    // opened with max_dict_bytes=16; releases before 6.12 cannot read the `{...}` form at all.
    range: { engine: 'rocksdb' },
    refusal: {
      id: 'zstd-trainer-without-dictionary',
      when: [
        { section: 'CFOptions', name: 'compression_opts', field: 'zstd_max_train_bytes', positive: true },
        { section: 'CFOptions', name: 'compression_opts', field: 'max_dict_bytes', equals: '0' },
      ],
      message:
        "The dictionary size limit (`CompressionOptions::max_dict_bytes`) should be nonzero if we're using zstd's dictionary generator.",
    },
  },
  {
    // From 6.20 (6.19.3's source lacks the check); refused by 7.8.3 with the default ttl (observed).
    range: { engine: 'rocksdb', from: '6.20' },
    refusal: {
      id: 'fifo-without-unlimited-open-files',
      when: [
        { section: 'CFOptions', name: 'compaction_style', equals: 'kCompactionStyleFIFO' },
        { section: 'DBOptions', name: 'max_open_files', notIn: ['-1'] },
        { section: 'CFOptions', name: 'ttl', positive: true },
      ],
      message: 'FIFO compaction only supported with max_open_files = -1.',
    },
  },
  {
    // ColumnFamilyData::ValidateOptions, with the field itself (8.3 on: v8.3.3's source; v8.1.1 has neither): refused by the
    // 8.11.4, 9.11.2, 10.10.1 and 11.1.2 jars ("Not implemented: ..."); an empty list (what the engine writes) opens.
    range: { engine: 'rocksdb', from: '8.3' },
    refusal: {
      id: 'fifo-temperature-thresholds-without-fifo',
      when: [
        { section: 'CFOptions', name: 'compaction_options_fifo', field: 'file_temperature_age_thresholds', notIn: ['', '{}'] },
        { section: 'CFOptions', name: 'compaction_style', notIn: ['kCompactionStyleFIFO'] },
      ],
      message: 'Option file_temperature_age_thresholds only supports FIFO compaction.',
    },
  },
  {
    // BlockBasedTableFactory::ValidateOptions from 10.4 (10.4.2's source): refused by the 10.5.1 and 11.1.2 jars even with
    // compression_per_level set; 9.11.2 and 10.2.1 open it (observed, issue 23).
    range: { engine: 'rocksdb', from: '10.4' },
    refusal: {
      id: 'disable-compression-option-as-compression',
      when: [{ section: 'CFOptions', name: 'compression', equals: 'kDisableCompressionOption' }],
      message: 'kDisableCompressionOption not permitted for option: compression',
    },
  },
  {
    // From 6.6 (6.5.3's source lacks the check); refused by 7.8.3 (observed).
    range: { engine: 'rocksdb', from: '6.6' },
    refusal: {
      id: 'atomic-flush-with-pipelined-write',
      when: both('atomic_flush', 'enable_pipelined_write'),
      message: 'atomic_flush is incompatible with enable_pipelined_write',
    },
  },
  {
    // PlainTableReader in hash mode without a prefix extractor: the jars of 5.18.4, 7.8.3, 9.11.2 and 11.1.2 open the
    // database and fail the first read after a flush; full_scan_mode=true or hash_table_ratio=0 run on 7.8.3 and 11.1.2
    // (issue 23's jar benchmark on 9.11.2). 5.18.4 writes neither option, so its defaults apply.
    range: { engine: 'rocksdb' },
    refusal: {
      id: 'plain-table-hash-without-prefix-extractor',
      when: [
        { section: 'CFOptions', name: 'table_factory', equals: 'PlainTable' },
        { section: 'CFOptions', name: 'prefix_extractor', equals: 'nullptr' },
        { section: 'TableOptions/PlainTable', name: 'full_scan_mode', equals: 'false' },
        { section: 'TableOptions/PlainTable', name: 'hash_table_ratio', positive: true },
      ],
      message: 'Not implemented: PlainTable requires a prefix extractor enable prefix hash mode.',
      stage: 'read',
    },
  },
  // BlockBasedTableFactory::ValidateOptions of 10.8 to 11.1.2 (the options are new in 10.8); refused by the 11.1.2 jar.
  {
    range: { engine: 'rocksdb', from: '10.8' },
    refusal: {
      id: 'super-block-alignment-not-power-of-two',
      when: [{ section: 'TableOptions/BlockBasedTable', name: 'super_block_alignment_size', notPowerOfTwo: true }],
      message: 'Super Block alignment requested but super block alignment size is not a power of 2',
    },
  },
  {
    range: { engine: 'rocksdb', from: '10.8' },
    refusal: {
      id: 'super-block-alignment-overhead-too-high',
      when: [
        { section: 'TableOptions/BlockBasedTable', name: 'super_block_alignment_space_overhead_ratio', positive: true },
        { section: 'TableOptions/BlockBasedTable', name: 'super_block_alignment_space_overhead_ratio', below: 4 },
      ],
      message: 'Super block alignment space overhead is too high',
    },
  },
];
