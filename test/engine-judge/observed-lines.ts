// Lines lint once judged wrongly, each with what the release jars did with it (tools/engine-judge, issue 23). The
// test judges every case again on the jars it names and checks lint against that verdict: an error exactly where
// the engine refuses, aborts or cannot open.

export interface ObservedLine {
  what: string;
  /** The engine-written base (fixtures/options-files/engine-written/<version>/<base>). */
  base: string;
  /** Lines to set: `key=value` replaces the first line of that key, else goes first into `section`. */
  set?: readonly string[];
  section?: 'DBOptions' | 'CFOptions' | 'TableOptions/BlockBasedTable';
  /** A line before the first section header. */
  prepend?: string;
  /** Remove every [TableOptions/...] section. */
  dropTables?: true;
  /** Text added at the end of the file. */
  append?: string;
  /** What replaces `  rocksdb_version=` in [Version]. */
  versionLine?: string;
  /** The versions observed refusing it (strict load, DB::Open or write) and running it. */
  refusedBy: readonly string[];
  runBy: readonly string[];
}

const V = (...v: string[]) => v;

export const OBSERVED_LINES: readonly ObservedLine[] = [
  // A line that opens like a section header but has an '=' is a statement to RocksDB, not a broken header.
  {
    what: 'a header with junk and an = before the first section',
    base: 'defaults.ini',
    prepend: '[Version]_  rocksdb_version=7.8.3',
    refusedBy: [],
    runBy: V('5.18.4', '7.8.3', '11.1.2'),
  },
  {
    what: 'a header with junk and an = inside [DBOptions]',
    base: 'defaults.ini',
    set: ['[Foo]_max_open_files=100'],
    section: 'DBOptions',
    refusedBy: V('5.18.4', '7.8.3', '11.1.2'),
    runBy: [],
  },
  // PlainTable in hash mode needs a prefix extractor: the database opens, the first read of a flushed table fails.
  {
    what: 'PlainTable without a prefix extractor',
    base: 'plain-table.ini',
    set: ['prefix_extractor=nullptr'],
    refusedBy: V('5.18.4', '7.8.3', '11.1.2'),
    runBy: [],
  },
  // A prefix extractor name the engine cannot build runs none (9.11.2 in the jar benchmark).
  {
    what: 'PlainTable with a misspelt prefix extractor',
    base: 'plain-table.ini',
    set: ['prefix_extractor=rocksdb.Fixed[refix.4'],
    refusedBy: V('7.8.3', '11.1.2'),
    runBy: [],
  },
  {
    what: 'PlainTable without a prefix extractor, full_scan_mode',
    base: 'plain-table.ini',
    set: ['prefix_extractor=nullptr', 'full_scan_mode=true'],
    refusedBy: [],
    runBy: V('7.8.3', '11.1.2'),
  },
  // 11.x names its ceiling kLatestBbtFormatVersion (7); the profile generator missed it and lint checked nothing.
  {
    what: 'format_version one past the latest on 11.1.2',
    base: 'defaults.ini',
    set: ['format_version=8'],
    refusedBy: V('11.1.2'),
    runBy: [],
  },
  // In-place updates allocate inplace_update_num_locks locks at open: 2^31 throws std::bad_alloc; unused without them.
  {
    what: 'inplace_update_num_locks=2^31 with in-place updates',
    base: 'inplace-update.ini',
    set: ['inplace_update_num_locks=2147483648'],
    refusedBy: V('5.18.4', '7.8.3', '11.1.2'),
    runBy: [],
  },
  {
    what: 'inplace_update_num_locks=2^31 without in-place updates',
    base: 'inplace-update.ini',
    set: ['inplace_update_num_locks=2147483648', 'inplace_update_support=false'],
    refusedBy: [],
    runBy: V('5.18.4', '7.8.3', '11.1.2'),
  },
  // A stray brace after a number: the engines read the digits (a struct field's too).
  {
    what: 'max_open_files=1000{',
    base: 'defaults.ini',
    set: ['max_open_files=1000{'],
    section: 'DBOptions',
    refusedBy: [],
    runBy: V('5.18.4', '6.29.5', '7.8.3', '11.1.2'),
  },
  {
    what: 'a struct field followed by {',
    base: 'defaults.ini',
    set: ['compaction_options_fifo={max_table_files_size=1073741824{;allow_compaction=true;}'],
    refusedBy: [],
    runBy: V('5.18.4', '6.29.5', '7.8.3', '11.1.2'),
  },
  // The 4 GiB block limit of BlockBasedTableFactory::ValidateOptions arrived in 6.4.
  {
    what: 'block_size of 4 GiB',
    base: 'defaults.ini',
    set: ['block_size=4294967296'],
    section: 'TableOptions/BlockBasedTable',
    refusedBy: V('6.4.6', '7.8.3', '11.1.2'),
    runBy: V('5.18.4', '6.3.6'),
  },
  // F1: an object value the loader cannot split is dropped, the option keeps its default.
  {
    what: 'merge_operator with a stray }',
    base: 'merge-stringappend.ini',
    set: ['merge_operator=id=stringappend;delimiter=,}'],
    refusedBy: [],
    runBy: V('5.18.4', '6.29.5', '7.8.3', '11.1.2'),
  },
  {
    what: 'merge_operator with an unclosed {',
    base: 'defaults.ini',
    set: ['merge_operator={id=StringAppendOperator;delimiter=,'],
    refusedBy: [],
    runBy: V('5.18.4', '6.29.5', '7.8.3', '11.1.2'),
  },
  {
    what: 'merge_operator with a field it does not take',
    base: 'defaults.ini',
    set: ['merge_operator={id=StringAppendOperator;k=1}'],
    refusedBy: V('6.25.3', '7.8.3', '11.1.2'),
    runBy: V('5.18.4', '6.22.1'),
  },
  {
    what: 'comparator with a field it does not take',
    base: 'defaults.ini',
    set: ['comparator={id=leveldb.BytewiseComparator;k=1}'],
    refusedBy: [],
    runBy: V('5.18.4', '7.8.3', '11.1.2'),
  },
  {
    what: 'table_factory with an unclosed {',
    base: 'defaults.ini',
    set: ['table_factory={id=BlockBasedTable'],
    refusedBy: V('6.15.5', '6.22.1'),
    runBy: V('6.14.6', '6.25.3', '7.8.3', '11.1.2'),
  },
  {
    what: 'an unknown memtable_factory',
    base: 'defaults.ini',
    set: ['memtable_factory=SkipListFactoryx'],
    refusedBy: V('6.25.3', '6.26.1'),
    runBy: V('6.22.1', '6.27.3', '7.8.3'),
  },
  {
    what: 'listeners with text after the item',
    base: 'defaults.ini',
    section: 'DBOptions',
    set: ['listeners={ErrorHandlerListener}}'],
    refusedBy: V('7.8.3', '11.1.2'),
    runBy: [],
  },
  {
    what: 'listeners with a field after the id',
    base: 'defaults.ini',
    section: 'DBOptions',
    set: ['listeners=ErrorHandlerListener;k=,}'],
    refusedBy: [],
    runBy: V('7.8.3', '11.1.2'),
  },
  {
    what: 'a struct field with a stray }',
    base: 'defaults.ini',
    set: ['compression_opts={level=3}}'],
    refusedBy: [],
    runBy: V('6.29.5', '7.8.3', '11.1.2'),
  },
  // F2: the table factory a column family runs decides the TTL refusal.
  {
    what: 'ttl with a misspelt table_factory and no table section',
    base: 'defaults.ini',
    set: ['ttl=2592000', 'table_factory=BlockBasedTaxble'],
    dropTables: true,
    refusedBy: V('11.1.2'),
    runBy: V('5.18.4', '6.29.5', '7.8.3'),
  },
  {
    what: 'ttl with table_factory=PlainTable and no table section',
    base: 'defaults.ini',
    set: ['ttl=2592000', 'table_factory=PlainTable'],
    dropTables: true,
    refusedBy: V('6.14.6', '7.8.3', '11.1.2'),
    runBy: V('5.18.4', '6.13.3'),
  },
  {
    what: 'a misspelt table_factory and no table section',
    base: 'defaults.ini',
    set: ['ttl=0', 'table_factory=BlockBasedTaxble'],
    dropTables: true,
    refusedBy: V('9.8.4', '11.1.2'),
    runBy: V('7.8.3', '9.7.4'),
  },
  // F3: a statement before the first section header is read and dropped.
  {
    what: 'key=value before the first section',
    base: 'defaults.ini',
    prepend: 'max_open_files=10',
    refusedBy: [],
    runBy: V('5.18.4', '7.8.3', '11.1.2'),
  },
  // F4: a [TableOptions/CuckooTable] key it does not take (the file is not newer than the release).
  {
    what: 'block_cache in a CuckooTable section',
    base: 'defaults.ini',
    append: '[TableOptions/CuckooTable "default"]\n  block_cache=1999114093\n',
    refusedBy: V('7.8.3', '11.1.2'),
    runBy: [],
  },
  {
    what: 'a PlainTable key with a value it cannot parse',
    base: 'defaults.ini',
    append: '[TableOptions/PlainTable "default"]\n  hash_table_ratio=abc\n',
    refusedBy: V('7.8.3', '11.1.2'),
    runBy: [],
  },
  // The last all-version run's 6.29.5 false errors (issue 23).
  {
    what: 'max_background_jobs=-2^31 with both legacy limits at -1',
    base: 'defaults.ini',
    set: ['max_background_jobs=-2147483648'],
    refusedBy: V('6.29.5', '7.8.3', '11.1.2'),
    runBy: [],
  },
  {
    what: 'max_background_jobs=-2^31 beside max_background_compactions=1',
    base: 'defaults.ini',
    set: ['max_background_jobs=-2147483648', 'max_background_compactions=1'],
    refusedBy: [],
    runBy: V('6.29.5', '7.8.3', '11.1.2'),
  },
  {
    what: 'a PlainTable integer with a unit letter it stops at (read as 4: lint is stricter, the persisted file shows it)',
    base: 'plain-table.ini',
    set: ['bloom_bits_per_key=4t'],
    refusedBy: [],
    runBy: V('6.29.5', '7.8.3', '11.1.2'),
  },
  // F5: infinite doubles follow nan.
  {
    what: 'inf in max_bytes_for_level_multiplier',
    base: 'defaults.ini',
    set: ['max_bytes_for_level_multiplier=inf'],
    refusedBy: V('8.8.1', '11.1.2'),
    runBy: V('5.18.4', '7.8.3', '8.7.3'),
  },
  // Found by the benchmark's first run over every version (issue 23).
  {
    what: 'a table section naming no factory',
    base: 'defaults.ini',
    append: '[TableOptions/BlackBasedTable "default"]\n',
    refusedBy: V('5.18.4', '6.13.3', '6.14.6', '7.4.5', '11.1.2'),
    runBy: V('6.15.5', '6.29.5', '7.3.1'),
  },
  {
    what: '[rocksdb_version=... in [Version]',
    base: 'defaults.ini',
    versionLine: '[rocksdb_version=',
    refusedBy: [],
    runBy: V('5.18.4', '7.10.2', '11.1.2'),
  },
  {
    what: 'compression=kDisableCompressionOption beside compression_per_level',
    base: 'defaults.ini',
    set: ['compression=kDisableCompressionOption', 'compression_per_level=kNoCompression:kLZ4Compression'],
    refusedBy: V('10.5.1', '11.1.2'),
    runBy: V('9.11.2', '10.2.1'),
  },
  {
    what: 'sample_for_compression a multiple of 2^32',
    base: 'defaults.ini',
    set: ['sample_for_compression=8589934592'],
    refusedBy: V('7.8.3', '8.11.4', '10.10.1'),
    runBy: [],
  },
  {
    what: 'sample_for_compression=2^32',
    base: 'defaults.ini',
    set: ['sample_for_compression=4294967296'],
    refusedBy: V('6.29.5'),
    runBy: [],
  },
  {
    what: 'sample_for_compression a multiple of 2^32 under PlainTable',
    base: 'plain-table.ini',
    set: ['sample_for_compression=4294967296'],
    refusedBy: [],
    runBy: V('6.29.5', '7.8.3'),
  },
  {
    what: 'sample_for_compression past 2^32, low bits not 0',
    base: 'defaults.ini',
    set: ['sample_for_compression=4294967297'],
    refusedBy: [],
    runBy: V('7.8.3'),
  },
  {
    what: 'block_cache that is no number',
    base: 'defaults.ini',
    section: 'TableOptions/BlockBasedTable',
    set: ['block_cache=z0998673240'],
    refusedBy: V('6.29.5', '11.1.2'),
    runBy: [],
  },
  {
    what: 'a negative uint64 (wraps)',
    base: 'defaults.ini',
    set: ['max_bytes_for_level_base=-68435456'],
    refusedBy: [],
    runBy: V('8.11.4'),
  },
  {
    what: 'log_readahead_size=2^64-1 (the buffer size wraps)',
    base: 'defaults.ini',
    section: 'DBOptions',
    set: ['log_readahead_size=18446744073709551615'],
    refusedBy: [],
    runBy: V('6.29.5', '7.8.3', '8.11.4', '11.1.2'),
  },
  {
    what: 'log_readahead_size=64 GiB',
    base: 'defaults.ini',
    section: 'DBOptions',
    set: ['log_readahead_size=68719476736'],
    refusedBy: V('6.29.5', '11.1.2'),
    runBy: [],
  },
  {
    what: 'preclude_last_level_data_seconds=2^64-1',
    base: 'defaults.ini',
    set: ['preclude_last_level_data_seconds=18446744073709551615'],
    refusedBy: V('10.1.3', '11.1.2'),
    runBy: V('9.11.2', '10.0.1'),
  },
  // compression_opts' colon form, as each release's profile generates it from ParseCompressionOptions.
  {
    what: 'compression_opts colon form with parallel_threads and enabled',
    base: 'defaults.ini',
    set: ['compression_opts=-14:32767:0:0:0:4:true'],
    refusedBy: V('5.18.4'),
    runBy: V('6.29.5', '7.8.3', '11.1.2'),
  },
  {
    what: 'compression_opts colon form, a last item that is no bool',
    base: 'defaults.ini',
    set: ['compression_opts=-14:32767:0:0:0:x'],
    refusedBy: V('5.18.4', '6.29.5', '7.8.3', '11.1.2'),
    runBy: [],
  },
  {
    what: 'compression_opts colon form, one item too many',
    base: 'defaults.ini',
    set: ['compression_opts=-14:32767:0:0:0:1:true:0:true:5'],
    refusedBy: V('7.8.3', '11.1.2'),
    runBy: [],
  },
  {
    what: '-inf that SanitizeOptions replaces',
    base: 'defaults.ini',
    set: ['max_bytes_for_level_multiplier=-inf'],
    refusedBy: [],
    runBy: V('5.18.4', '7.8.3', '11.1.2'),
  },
];
