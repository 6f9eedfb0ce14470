import { openRefusalRule } from '../../../src/lint/rules/open-refusal.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// BlockBasedTableFactory::ValidateOptions (table/block_based/block_based_table_factory.cc): block_align
// with any compression but kNoCompression, block_align with a block_size that is not a power of two,
// and cache_index_and_filter_blocks with no_block_cache all fail DB::Open. compression's default is
// kSnappyCompression (ColumnFamilyOptions() when snappy is linked).
ruleTester(openRefusalRule, {
  valid: [
    { name: 'defaults', text: optionsFile() },
    {
      name: 'inplace updates without concurrent memtable writes',
      text: optionsFile({ db: ['allow_concurrent_memtable_write=false'], cf: ['inplace_update_support=true'] }),
    },
    {
      name: 'a hash index with a prefix extractor',
      text: optionsFile({ cf: ['prefix_extractor=rocksdb.FixedPrefix.4'], table: ['index_type=kHashSearch'] }),
    },
    // Observed: RocksDB 7.8.3 no longer ties ttl to max_open_files; TRocksDB opens ttl with every file kept open.
    { name: 'a ttl with max_open_files on RocksDB 7.8.3', text: optionsFile({ db: ['max_open_files=1000'], cf: ['ttl=4294967296'] }) },
    {
      name: 'TRocksDB: a ttl with max_open_files=-1',
      text: optionsFile({ version: '6.4.6', db: ['max_open_files=-1'], cf: ['ttl=86400'] }),
      target: 'trocksdb@6.4.6',
    },
    // 7.8.3 opens these (observed): the default ttl is sanitized to 0 for other factories; FIFO with every file kept open.
    {
      name: 'PlainTable with the default ttl',
      text: optionsFile({
        db: ['max_open_files=-1'],
        cf: ['prefix_extractor=rocksdb.FixedPrefix.4'],
        extra: '[TableOptions/PlainTable "default"]\n',
      }).replace('[TableOptions/BlockBasedTable "default"]\n', ''),
    },
    {
      name: 'PlainTable without a prefix extractor in full-scan mode',
      text: optionsFile({ extra: '[TableOptions/PlainTable "default"]\n  full_scan_mode=true\n' }).replace(
        '[TableOptions/BlockBasedTable "default"]\n',
        '',
      ),
    },
    {
      name: 'FIFO with max_open_files=-1',
      text: optionsFile({ db: ['max_open_files=-1'], cf: ['compaction_style=kCompactionStyleFIFO'] }),
    },
    {
      name: 'FIFO on 5.18.4 (before the check)',
      text: optionsFile({ version: '5.18.4', db: ['max_open_files=1000'], cf: ['compaction_style=kCompactionStyleFIFO'] }),
    },
    {
      name: 'super block options 11.1.2 opens',
      text: optionsFile({ version: '11.1.2', table: ['super_block_alignment_size=4096', 'super_block_alignment_space_overhead_ratio=8'] }),
    },
    {
      name: 'block_align with block_size 2^33 (a power of 2 past 32 bits)',
      text: optionsFile({ cf: ['compression=kNoCompression'], table: ['block_align=true', 'block_size=8589934592'] }),
    },
    { name: 'block_align without compression', text: optionsFile({ cf: ['compression=kNoCompression'], table: ['block_align=true'] }) },
    {
      name: 'block_align=false with compression',
      text: optionsFile({ cf: ['compression=kLZ4Compression'], table: ['block_align=false'] }),
    },
  ],
  invalid: [
    // Observed on RocksDB 7.8.3 and TRocksDB 6.4.6: DB::Open refuses both.
    {
      name: 'inplace updates with concurrent memtable writes (the default)',
      text: optionsFile({ cf: ['inplace_update_support=true'] }),
      errors: [
        {
          messageId: 'refused',
          message: 'inplace_update_support=true with allow_concurrent_memtable_write=true (default): rocksdb@7.8.3 refuses',
        },
      ],
    },
    {
      name: 'a hash index without a prefix extractor',
      text: optionsFile({ table: ['index_type=kHashSearch'] }),
      errors: [{ messageId: 'refused', message: 'index_type=kHashSearch with prefix_extractor=nullptr (default)' }],
    },
    {
      // Observed with the TRocksDB 6.4.6 engine: "Not implemented: TTL is only supported when files are always kept open".
      name: 'TRocksDB: a ttl with max_open_files=1000',
      text: optionsFile({ version: '6.4.6', db: ['max_open_files=1000'], cf: ['ttl=4294967296'] }),
      target: 'trocksdb@6.4.6',
      errors: [
        {
          messageId: 'refused',
          message:
            'ttl=4294967296 with max_open_files=1000: trocksdb@6.4.6 refuses to open the database ("TTL is only supported when files are always kept open',
        },
      ],
    },
    {
      name: 'TRocksDB: periodic compaction with max_open_files=5000',
      text: optionsFile({ version: '6.4.6', db: ['max_open_files=5000'], cf: ['periodic_compaction_seconds=3600'] }),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'refused', message: 'periodic_compaction_seconds=3600 with max_open_files=5000: trocksdb@6.4.6 refuses' }],
    },
    // Each refused by the linked 7.8.3 at DB::Open (observed; native/rocksdb-addon/test/60.lint-severity.test.ts).
    // Refused by the 11.1.2 jar (tools/engine-judge); 4096 and a ratio of 8 open.
    {
      name: 'a super block alignment that is not a power of 2',
      text: optionsFile({ version: '11.1.2', table: ['super_block_alignment_size=3000'] }),
      errors: [{ messageId: 'refused', message: 'not a power of 2' }],
    },
    {
      name: 'a super block overhead ratio below 4',
      text: optionsFile({ version: '11.1.2', table: ['super_block_alignment_space_overhead_ratio=2'] }),
      errors: [{ messageId: 'refused', message: 'overhead is too high' }],
    },
    {
      name: 'mmap + direct reads',
      text: optionsFile({ db: ['allow_mmap_reads=true', 'use_direct_reads=true'] }),
      errors: [{ messageId: 'refused', at: 'allow_mmap_reads=^true', message: 'must be disabled' }],
    },
    {
      name: 'unordered_write without concurrent memtable writes',
      text: optionsFile({ db: ['unordered_write=true', 'allow_concurrent_memtable_write=false'] }),
      errors: [{ messageId: 'refused', at: 'unordered_write=^true' }],
    },
    {
      name: 'atomic_flush with pipelined writes',
      text: optionsFile({ db: ['atomic_flush=true', 'enable_pipelined_write=true'] }),
      errors: [{ messageId: 'refused', at: 'atomic_flush=^true', message: 'atomic_flush is incompatible with enable_pipelined_write' }],
    },
    {
      name: 'FIFO with max_open_files other than -1',
      text: optionsFile({ db: ['max_open_files=1000'], cf: ['compaction_style=kCompactionStyleFIFO'] }),
      errors: [{ messageId: 'refused', message: 'FIFO compaction only supported with max_open_files = -1.' }],
    },
    {
      name: 'PlainTable in hash mode without a prefix extractor (the defaults)',
      text: optionsFile({ extra: '[TableOptions/PlainTable "default"]\n' }).replace('[TableOptions/BlockBasedTable "default"]\n', ''),
      errors: [{ messageId: 'refused', message: 'opens the database, then fails every read of a flushed table' }],
    },
    // The 9.11.2 jar in issue 23's benchmark: a name it cannot build runs no prefix extractor.
    {
      name: 'PlainTable in hash mode with a misspelt prefix extractor',
      text: optionsFile({
        db: ['max_open_files=-1'],
        cf: ['prefix_extractor=rocksdb.Fixed[refix.4'],
        extra: '[TableOptions/PlainTable "default"]\n',
      }).replace('[TableOptions/BlockBasedTable "default"]\n', ''),
      errors: [{ messageId: 'refused', message: 'prefix_extractor=rocksdb.Fixed[refix.4 (runs nullptr)' }],
    },
    {
      name: 'a ttl with a PlainTable section',
      text: optionsFile({
        db: ['max_open_files=-1'],
        cf: ['ttl=2592000', 'prefix_extractor=rocksdb.FixedPrefix.4'],
        extra: '[TableOptions/PlainTable "default"]\n',
      }).replace('[TableOptions/BlockBasedTable "default"]\n', ''),
      errors: [
        {
          messageId: 'refused',
          at: 'ttl=^2592000',
          message:
            'table_factory=PlainTable (its table section): rocksdb@7.8.3 refuses to open the database ("TTL is only supported in Block-Based Table format.',
        },
      ],
    },
    {
      name: 'block_align with the default compression',
      text: optionsFile({ table: ['block_align=true'] }),
      errors: [
        {
          messageId: 'refused',
          severity: 'error',
          message:
            'block_align=true with compression=kSnappyCompression (default): rocksdb@7.8.3 refuses to open the database ("Enable block_align, but compression enabled")',
        },
      ],
    },
    {
      name: 'block_align with LZ4 on an old file',
      text: optionsFile({ version: '5.18.4', cf: ['compression=kLZ4Compression'], table: ['block_align=1'] }),
      errors: [{ messageId: 'refused', message: 'rocksdb@5.18.4 refuses' }],
    },
    {
      name: 'block_align with a block size that is not a power of two',
      text: optionsFile({ cf: ['compression=kNoCompression'], table: ['block_align=true', 'block_size=6000'] }),
      errors: [{ messageId: 'refused', message: 'block size is not a power of 2' }],
    },
    {
      name: 'cache_index_and_filter_blocks with no_block_cache',
      text: optionsFile({ table: ['cache_index_and_filter_blocks=true', 'no_block_cache=true'] }),
      errors: [{ messageId: 'refused', message: 'but block cache is disabled' }],
    },
  ],
});
