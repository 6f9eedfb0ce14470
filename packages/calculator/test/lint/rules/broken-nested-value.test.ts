import { brokenNestedValueRule } from '../../../src/lint/rules/broken-nested-value.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// Each error case is refused by RocksDB 7.8.3 with the quoted message (observed on the linked library and the jars).
ruleTester(brokenNestedValueRule, {
  valid: [
    {
      name: 'well-formed structs',
      text: optionsFile({
        cf: ['compression_opts={level=3;strategy=0;}', 'compaction_options_fifo={max_table_files_size=1024;allow_compaction=false}'],
      }),
    },
    { name: 'legacy colon form of compression_opts', text: optionsFile({ cf: ['compression_opts=-14:32767:0:0'] }) },
    { name: 'cache with and without braces', text: optionsFile({ table: ['block_cache=capacity=1g;num_shard_bits=6'] }) },
    { name: 'an object by name', text: optionsFile({ cf: ['prefix_extractor=rocksdb.FixedPrefix.8'] }) },
    // 7.8.3 loads and opens each (observed): an object without fields is an id, braces stripped.
    { name: "db_bench's listeners={ErrorHandlerListener}", text: optionsFile({ db: ['listeners={ErrorHandlerListener}'] }) },
    { name: 'listeners={} and a list of ids', text: optionsFile({ db: ['listeners={}', 'wal_filter={x}:{y}'] }) },
    { name: 'an object name with a trailing note', text: optionsFile({ cf: ['merge_operator=uint64add; note'] }) },
    // The jars of 6.29.5 to 11.1.2 read the stray closing brace as part of the last field: level 3, delimiter ",}".
    {
      name: 'a closing brace too many after a number',
      text: optionsFile({ cf: ['compression_opts={level=3}}', 'compaction_options_universal=size_ratio=2}'] }),
    },
    { name: 'listeners: a field after the id', text: optionsFile({ db: ['listeners=ErrorHandlerListener;k=,}'] }) },
  ],
  invalid: [
    {
      name: 'unclosed brace',
      text: optionsFile({ cf: ['compression_opts={level=3;strategy=0'] }),
      errors: [{ messageId: 'broken', at: 'compression_opts=^{level=3;strategy=0', message: 'Unexpected char in key' }],
    },
    {
      // The jars of 6.29.5 to 11.1.2 refuse it; 5.x's legacy struct splitter reads it.
      name: 'text after a struct value',
      text: optionsFile({ cf: ['compaction_options_universal={size_ratio=2};x'] }),
      errors: [{ messageId: 'broken', message: 'Unexpected char in key' }],
    },
    {
      // An object value the loader cannot split is dropped: merge_operator persists nullptr (the jars of 5.18.4 to 11.1.2).
      name: 'text after a nested object value',
      text: optionsFile({ cf: ['merge_operator={id={x=1}y;delimiter=x}'] }),
      errors: [{ messageId: 'ignored', severity: 'warning', message: 'drops this value and keeps its default (nullptr)' }],
    },
    {
      name: 'a table factory 6.15 to 6.22 refuse when it cannot split it',
      text: optionsFile({ version: '6.20.3', cf: ['table_factory={id=BlockBasedTable'] }),
      errors: [{ messageId: 'broken', severity: 'error', message: 'rocksdb@6.20.3 refuses the file' }],
    },
    {
      name: 'listeners: text after an item',
      text: optionsFile({ db: ['listeners={ErrorHandlerListener}}'] }),
      errors: [{ messageId: 'broken', message: 'Unexpected chars after nested options' }],
    },
    {
      name: 'unbalanced inner brace',
      text: optionsFile({ table: ['block_cache={capacity={1g;num_shard_bits=6}'] }),
      errors: [{ messageId: 'broken', message: 'Mismatched curly braces' }],
    },
    {
      name: 'a field without =',
      text: optionsFile({ cf: ['compression_opts={level=3;strategy}'] }),
      errors: [{ messageId: 'broken', message: "'=' expected" }],
    },
    {
      name: 'an object id with an unclosed brace',
      text: optionsFile({ db: ['listeners={ErrorHandlerListener'] }),
      errors: [{ messageId: 'broken', message: 'Mismatched curly braces' }],
    },
    {
      name: 'an empty field name',
      text: optionsFile({ cf: ['compression_opts={=3}'] }),
      errors: [{ messageId: 'broken', message: 'Empty key found' }],
    },
  ],
});
