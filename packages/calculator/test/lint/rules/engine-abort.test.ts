import { engineAbortRule } from '../../../src/lint/rules/engine-abort.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// Each invalid value killed the RocksDB 7.8.3 engine process (SIGABRT) at open; each valid one ran.
ruleTester(engineAbortRule, {
  valid: [
    { name: 'a negative num_levels on 5.18.4 (it opens)', text: optionsFile({ version: '5.18.4', cf: ['num_levels=-1'] }) },
    // 7.8.3 opens these (observed).
    {
      name: 'kDisableCompressionOption beside a per-level list, and for the bottommost level',
      text: optionsFile({
        cf: [
          'compression_per_level=kNoCompression:kLZ4Compression',
          'compression=kDisableCompressionOption',
          'bottommost_compression=kDisableCompressionOption',
        ],
      }),
    },
    { name: 'num_levels=0 and max_background_jobs=-1000', text: optionsFile({ db: ['max_background_jobs=-1000'], cf: ['num_levels=0'] }) },
    { name: 'a real rate', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=20m'] }) },
    { name: 'the largest rate that runs', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=9223372036854775807'] }) },
    { name: 'a 16 GiB WAL read-ahead opened', text: optionsFile({ db: ['log_readahead_size=17179869184'] }) },
    { name: '19 shard bits', text: optionsFile({ db: ['table_cache_numshardbits=19'] }) },
    { name: '4,096 background jobs ran', text: optionsFile({ db: ['max_background_jobs=4096'] }) },
    // The 6.29.5, 7.8.3 and 11.1.2 jars open it once either legacy limit is set (the limits then come from those).
    {
      name: 'max_background_jobs=-2^31 beside max_background_compactions=1',
      text: optionsFile({ db: ['max_background_jobs=-2147483648', 'max_background_compactions=1'] }),
    },
    {
      name: 'max_background_jobs=-2^31 beside max_background_flushes=1 (6.29.5)',
      text: optionsFile({ version: '6.29.5', db: ['max_background_jobs=-2147483648', 'max_background_flushes=1'] }),
    },
    // The same jars open 10^8 locks, and 2^31 when in-place updates are off (the locks are never allocated).
    {
      name: '10^8 in-place update locks',
      text: optionsFile({
        db: ['allow_concurrent_memtable_write=false'],
        cf: ['inplace_update_support=true', 'inplace_update_num_locks=100000000'],
      }),
    },
    { name: '2^31 locks without in-place updates', text: optionsFile({ cf: ['inplace_update_num_locks=2147483648'] }) },
    { name: '10,000 levels opened in 0.3 s', text: optionsFile({ cf: ['num_levels=10000'] }) },
    { name: 'arena block twice the write buffer ran', text: optionsFile({ cf: ['write_buffer_size=64m', 'arena_block_size=128m'] }) },
    // Observed with the TRocksDB 6.4.6 engine: both opened.
    {
      name: 'TRocksDB: an arena block 16 x the write buffer opens',
      text: optionsFile({ version: '6.4.6', cf: ['write_buffer_size=1048576', 'arena_block_size=16777216'] }),
      facts: { dialect: 'trocksdb' },
    },
    {
      name: 'TRocksDB: a rate of 2^64-1 opens',
      text: optionsFile({ version: '6.4.6', db: ['rate_limiter_bytes_per_sec=18446744073709551615'] }),
      facts: { dialect: 'trocksdb' },
    },
  ],
  invalid: [
    // Refused at DB::Open by the 10.10.1 and 11.1.2 jars.
    {
      name: 'super_block_alignment_size past 4 GiB',
      text: optionsFile({ version: '11.1.2', table: ['super_block_alignment_size=9223372036854775808'] }),
      errors: [{ messageId: 'aborts', message: 'DB::Open refuses the file' }],
    },
    // The jars: 5.18.4 to 6.13.3 open num_levels=-1; 6.14.6 to 11.1.2 die (issue 23).
    {
      name: 'a negative num_levels on 6.14',
      text: optionsFile({ version: '6.14.6', cf: ['num_levels=-1'] }),
      errors: [{ messageId: 'aborts', severity: 'error' }],
    },
    // Debian's assertion-enabled 7.8.3 aborts (observed); the release jars of 6.29.5 to 11.1.2 open it.
    {
      name: 'an assertion: arena_block_size past 2 x write_buffer_size on 11.1.2',
      text: optionsFile({ version: '11.1.2', cf: ['write_buffer_size=1048576', 'arena_block_size=4294967296'] }),
      errors: [{ messageId: 'aborts', severity: 'warning', message: 'release builds of rocksdb@11.1' }],
    },
    // Each killed the linked 7.8.3 process (observed; native/rocksdb-addon/test/60.lint-severity.test.ts).
    {
      name: 'a negative num_levels',
      text: optionsFile({ cf: ['num_levels=-1'] }),
      errors: [{ messageId: 'aborts', message: 'length_error' }],
    },
    {
      name: 'max_background_jobs=-2^31 (both legacy limits at -1)',
      text: optionsFile({ db: ['max_background_jobs=-2147483648', 'max_background_compactions=-1'] }),
      errors: [{ messageId: 'aborts', message: 'overflow' }],
    },
    {
      name: 'kDisableCompressionOption as the compression',
      text: optionsFile({ cf: ['compression=kDisableCompressionOption'] }),
      errors: [{ messageId: 'aborts', message: 'Write kNoCompression' }],
    },
    {
      name: 'kDisableCompressionOption in a per-level list',
      text: optionsFile({ cf: ['compression_per_level=kNoCompression:kDisableCompressionOption'] }),
      errors: [{ messageId: 'aborts' }],
    },
    {
      name: 'kDisableCompressionOption for blobs',
      text: optionsFile({ cf: ['blob_compression_type=kDisableCompressionOption'] }),
      errors: [{ messageId: 'aborts' }],
    },
    {
      name: 'u64 max',
      text: optionsFile({ db: ['rate_limiter_bytes_per_sec=18446744073709551615'] }),
      errors: [{ messageId: 'aborts', at: 'rate_limiter_bytes_per_sec=^18446744073709551615', message: 'aborts at open' }],
    },
    { name: '2^63', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=9223372036854775808'] }), errors: [{ messageId: 'aborts' }] },
    {
      name: '0 is not off',
      text: optionsFile({ db: ['rate_limiter_bytes_per_sec=0'] }),
      errors: [{ messageId: 'aborts', message: '0 does not mean "off"' }],
    },
    { name: '-1 wraps to u64 max', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=-1'] }), errors: [{ messageId: 'aborts' }] },
    {
      name: '100,000 background jobs: std::system_error',
      text: optionsFile({ db: ['max_background_jobs=100000'] }),
      errors: [{ messageId: 'aborts', message: 'std::thread throws' }],
    },
    { name: 'file-opening threads', text: optionsFile({ db: ['max_file_opening_threads=2147483647'] }), errors: [{ messageId: 'aborts' }] },
    {
      name: 'arena block 4x the write buffer: MemTable assertion',
      text: optionsFile({ cf: ['write_buffer_size=64m', 'arena_block_size=256m'] }),
      errors: [{ messageId: 'aborts', message: 'at most 2 x write_buffer_size = 134217728' }],
    },
    {
      name: 'arena block against the default write buffer',
      text: optionsFile({ cf: ['arena_block_size=1g'] }),
      errors: [{ messageId: 'aborts' }],
    },
    {
      name: 'a block size of 2^64-1',
      text: optionsFile({ table: ['block_size=18446744073709551615'] }),
      errors: [{ messageId: 'aborts' }],
    },
    {
      name: 'a block size past 4 GiB is refused at open',
      text: optionsFile({ table: ['block_size=4294967296'] }),
      errors: [{ messageId: 'aborts', message: 'DB::Open refuses the file' }],
    },
    // The lint-vs-engine benchmark's huge-number mutation: the engine child was killed (OOM) or timed out at 60 s.
    {
      name: 'num_levels=2^31-1: out of memory at open',
      text: optionsFile({ cf: ['num_levels=2147483647'] }),
      errors: [{ messageId: 'aborts', at: 'num_levels=^2147483647', message: 'stalls or runs out of memory' }],
    },
    {
      name: '100,000 levels: 22 s to open an empty DB',
      text: optionsFile({ cf: ['num_levels=100000'] }),
      errors: [{ messageId: 'aborts', message: 'Values that run: at most 10000.' }],
    },
    // The jars of 5.18.4 to 11.1.2 (issue 23): 2^31 and 2^29 threw std::bad_alloc, 2^28 ran out of memory.
    {
      name: 'inplace_update_num_locks=2^31 with in-place updates: std::bad_alloc at open',
      text: optionsFile({
        db: ['allow_concurrent_memtable_write=false'],
        cf: ['inplace_update_support=true', 'inplace_update_num_locks=2147483648'],
      }),
      errors: [{ messageId: 'aborts', at: 'inplace_update_num_locks=^2147483648', message: 'std::bad_alloc' }],
    },
    {
      name: 'inplace_update_num_locks=2^28 with in-place updates: out of memory',
      text: optionsFile({
        db: ['allow_concurrent_memtable_write=false'],
        cf: ['inplace_update_support=true', 'inplace_update_num_locks=268435456'],
      }),
      errors: [{ messageId: 'aborts', message: 'Values that run: at most 100000000.' }],
    },
    {
      name: 'TRocksDB: 2^31 in-place update locks (std::bad_alloc on the TRocksDB engine)',
      text: optionsFile({
        version: '6.4.6',
        db: ['allow_concurrent_memtable_write=false'],
        cf: ['inplace_update_support=true', 'inplace_update_num_locks=2147483648'],
      }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'aborts', message: 'trocksdb@6.4.6 aborts at open' }],
    },
    // Observed with the TRocksDB 6.4.6 engine: SIGFPE, SIGSEGV.
    {
      name: 'TRocksDB: a rate of 0',
      text: optionsFile({ version: '6.4.6', db: ['rate_limiter_bytes_per_sec=0'] }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'aborts', message: 'trocksdb@6.4.6 aborts at open (the rate limiter divides by the rate' }],
    },
    {
      name: 'TRocksDB: 2^20 table cache shards',
      text: optionsFile({ version: '6.4.6', db: ['table_cache_numshardbits=20'] }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'aborts' }],
    },
    // Observed on both engines (24 GiB host): 16 GiB opened, 64 GiB died with std::bad_alloc.
    {
      name: 'a 64 GiB WAL read-ahead',
      text: optionsFile({ db: ['log_readahead_size=68719476736'] }),
      errors: [{ messageId: 'aborts', message: 'std::bad_alloc' }],
    },
    {
      name: 'TRocksDB: a 4 TiB WAL read-ahead',
      text: optionsFile({ version: '6.4.6', db: ['log_readahead_size=4t'] }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'aborts' }],
    },
    {
      name: '2^25 table cache shards',
      text: optionsFile({ db: ['table_cache_numshardbits=25'] }),
      errors: [{ messageId: 'aborts', message: '2^20 or more shards' }],
    },
  ],
});
