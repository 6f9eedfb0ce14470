import { brokenNestedValueRule } from '../../../src/lint/rules/broken-nested-value.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// Each invalid case is refused by RocksDB 7.8.3 with the quoted message (observed on the linked library).
ruleTester(brokenNestedValueRule, {
  valid: [
    { name: 'well-formed structs', text: optionsFile({ cf: ['compression_opts={level=3;strategy=0;}', 'compaction_options_fifo={max_table_files_size=1024;allow_compaction=false}'] }) },
    { name: 'legacy colon form of compression_opts', text: optionsFile({ cf: ['compression_opts=-14:32767:0:0'] }) },
    { name: 'cache with and without braces', text: optionsFile({ table: ['block_cache=capacity=1g;num_shard_bits=6'] }) },
    { name: 'an object by name', text: optionsFile({ cf: ['prefix_extractor=rocksdb.FixedPrefix.8'] }) },
  ],
  invalid: [
    { name: 'unclosed brace', text: optionsFile({ cf: ['compression_opts={level=3;strategy=0'] }), errors: [{ messageId: 'broken', at: 'compression_opts=^{level=3;strategy=0', message: 'Unexpected char in key' }] },
    {
      name: 'one closing brace too many',
      text: optionsFile({ cf: ['compaction_options_fifo={max_table_files_size=1024;allow_compaction=false}}'] }),
      errors: [{ messageId: 'broken', message: 'in allow_compaction=false}' }],
    },
    { name: 'text after a nested value', text: optionsFile({ cf: ['merge_operator={id={x=1}y;delimiter=x}'] }), errors: [{ messageId: 'broken', message: 'Unexpected chars after nested options' }] },
    { name: 'unbalanced inner brace', text: optionsFile({ table: ['block_cache={capacity={1g;num_shard_bits=6}'] }), errors: [{ messageId: 'broken', message: 'Mismatched curly braces' }] },
    { name: 'a field without =', text: optionsFile({ cf: ['compression_opts={level=3;strategy}'] }), errors: [{ messageId: 'broken', message: "'=' expected" }] },
    { name: 'an empty field name', text: optionsFile({ cf: ['compression_opts={=3}'] }), errors: [{ messageId: 'broken', message: 'Empty key found' }] },
  ],
});
