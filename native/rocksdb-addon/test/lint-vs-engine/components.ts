// Names the mutations start from, per object option: what a user would write (the engine's own names
// and nicknames, with a number where one is taken). The typos are made from these.
export const COMPONENT_OPTIONS: ReadonlyArray<{ section: string; option: string; names: readonly string[] }> = [
  { section: '[CFOptions', option: 'comparator', names: ['leveldb.BytewiseComparator', 'rocksdb.ReverseBytewiseComparator'] },
  {
    section: '[CFOptions',
    option: 'merge_operator',
    names: ['put', 'uint64add', 'max', 'stringappend', 'bytesxor', 'sortlist', 'StringAppendOperator', 'UInt64AddOperator'],
  },
  {
    section: '[CFOptions',
    option: 'prefix_extractor',
    names: ['rocksdb.FixedPrefix.8', 'rocksdb.CappedPrefix.4', 'fixed:8', 'capped:12', 'rocksdb.Noop'],
  },
  { section: '[CFOptions', option: 'memtable_factory', names: ['SkipListFactory', 'skip_list:8'] },
  { section: '[CFOptions', option: 'table_factory', names: ['BlockBasedTable'] },
  { section: '[CFOptions', option: 'compaction_filter', names: ['RemoveEmptyValueCompactionFilter'] },
  { section: '[CFOptions', option: 'sst_partitioner_factory', names: ['SstPartitionerFixedPrefixFactory'] },
  {
    section: '[TableOptions/BlockBasedTable',
    option: 'filter_policy',
    names: ['bloomfilter:10:false', 'ribbonfilter:10', 'rocksdb.BloomFilter:9.5'],
  },
  {
    section: '[TableOptions/BlockBasedTable',
    option: 'flush_block_policy_factory',
    names: ['FlushBlockBySizePolicyFactory', 'FlushBlockEveryKeyPolicyFactory'],
  },
  { section: '[DBOptions', option: 'file_checksum_gen_factory', names: ['FileChecksumGenCrc32cFactory'] },
];
