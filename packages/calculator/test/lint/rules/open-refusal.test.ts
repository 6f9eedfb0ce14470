import { openRefusalRule } from '../../../src/lint/rules/open-refusal.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// BlockBasedTableFactory::ValidateOptions (table/block_based/block_based_table_factory.cc): block_align
// with any compression but kNoCompression, block_align with a block_size that is not a power of two,
// and cache_index_and_filter_blocks with no_block_cache all fail DB::Open. compression's default is
// kSnappyCompression (ColumnFamilyOptions() when snappy is linked).
ruleTester(openRefusalRule, {
  valid: [
    { name: 'defaults', text: optionsFile() },
    { name: 'block_align without compression', text: optionsFile({ cf: ['compression=kNoCompression'], table: ['block_align=true'] }) },
    { name: 'block_align=false with compression', text: optionsFile({ cf: ['compression=kLZ4Compression'], table: ['block_align=false'] }) },
  ],
  invalid: [
    {
      name: 'block_align with the default compression',
      text: optionsFile({ table: ['block_align=true'] }),
      errors: [{ messageId: 'refused', severity: 'error', message: 'block_align=true with compression=kSnappyCompression (default): rocksdb@7.8.3 refuses to open the database ("Enable block_align, but compression enabled")' }],
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
