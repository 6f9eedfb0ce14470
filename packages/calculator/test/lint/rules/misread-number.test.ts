import { misreadNumberRule } from '../../../src/lint/rules/misread-number.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const cf = (line: string) => optionsFile({ cf: [line] });
ruleTester(misreadNumberRule, {
  valid: [
    { name: 'digits plus one unit', text: optionsFile({ cf: ['write_buffer_size=64m', 'target_file_size_base=67108864'] }) },
    { name: 'double with decimals', text: cf('max_bytes_for_level_multiplier=8.5') },
    { name: 'a block cache size', text: optionsFile({ table: ['block_cache=1g'] }) },
    // Each read exactly as written by 7.8.3 (observed: the persisted file and the running value agree).
    {
      name: 'a note after the number',
      text: optionsFile({ db: ['max_open_files=12345;', 'max_file_opening_threads=5,', 'stats_dump_period_sec=1000 // x'] }),
    },
    { name: 'a trailing non-breaking space', text: optionsFile({ db: ['max_open_files=1000\u00a0'] }) },
    {
      name: '1.0 in an integer and a double',
      text: optionsFile({ db: ['max_open_files=1.0'], cf: ['max_bytes_for_level_multiplier=8.0'] }),
    },
    { name: 'struct fields with units', text: cf('compaction_options_fifo={max_table_files_size=1g;allow_compaction=true;}') },
    // The 5.18.4, 6.29.5, 7.8.3 and 11.1.2 jars run the digits before a stray brace (issue 23's benchmark on 6.29.5).
    { name: 'a stray brace after a number', text: optionsFile({ db: ['max_open_files=1000{', 'max_file_opening_threads=16}'] }) },
    {
      name: 'a stray brace after a struct field',
      text: cf('compaction_options_fifo={max_table_files_size=1073741824{;allow_compaction=true;}'),
    },
  ],
  invalid: [
    // Found by the lint-vs-engine property test on the linked 7.8.3: it runs max_table_files_size=1073.
    {
      name: 'a brace inside the digits cuts the number short',
      text: cf('compaction_options_fifo={max_table_files_size=1073{41824;allow_compaction=false;}'),
      errors: [{ messageId: 'misread', message: 'silently read as 1073' }],
    },
    {
      name: 'a unit before a stray brace still counts',
      text: cf('write_buffer_size=1.5g{'),
      errors: [{ messageId: 'misread', message: 'silently read as 1' }],
    },
    {
      name: '1.5g is 1',
      text: cf('write_buffer_size=1.5g'),
      errors: [{ messageId: 'misread', at: 'write_buffer_size=^1.5g', message: 'silently read as 1' }],
      output: cf('write_buffer_size=1610612736'),
    },
    // Found by the lint-vs-engine property test: RocksDB 7.8.3 ran a 1-byte block cache.
    {
      name: 'block_cache=1e400 is a 1-byte cache',
      text: optionsFile({ table: ['block_cache=1e400'] }),
      errors: [{ messageId: 'misread', message: 'silently read as 1' }],
    },
    {
      name: '0x1000 is 0',
      text: cf('target_file_size_base=0x1000'),
      errors: [{ messageId: 'misread', message: 'read as 0' }],
      output: cf('target_file_size_base=4096'),
    },
    {
      name: '32 m is 32',
      text: cf('write_buffer_size=32 m'),
      errors: [{ messageId: 'misread', message: 'read as 32' }],
      output: cf('write_buffer_size=32m'),
    },
    {
      name: '64MB means MiB',
      text: cf('write_buffer_size=64MB'),
      errors: [{ messageId: 'binaryUnit', severity: 'warning', message: '64 MiB' }],
      output: cf('write_buffer_size=64m'),
    },
    // Found by the lint-vs-engine property test: RocksDB 7.8.3 loaded both and ran the first field's number
    // with the next field left at its default.
    {
      name: 'a struct field running into the next',
      text: cf('compaction_options_fifo={max_table_files_size=10737418241allow_compaction=false;}'),
      errors: [
        { messageId: 'misread', message: 'field max_table_files_size=10737418241allow_compaction=false is silently read as 10737418241' },
      ],
    },
    {
      name: 'a space instead of ;',
      text: cf('compression_opts={level=32767;zstd_max_train_bytes=0 parallel_threads=1;enabled=false;}'),
      errors: [{ messageId: 'misread', message: 'read as 0' }],
    },
    // Observed with the TRocksDB 6.4.6 engine: vlogfile_max_size=1e400 runs 1.
    {
      name: 'a list item 1e400 is 1',
      text: optionsFile({ version: '6.4.6', cf: ['vlogfile_max_size=41943040:1e400'] }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'misread', message: 'item 1e400 is silently read as 1' }],
    },
    // Observed with the TRocksDB 6.4.6 engine: vlogfile_max_size=250000} runs 250000 (its lists know no braces).
    {
      name: 'a list item with a brace where braces are no syntax',
      text: optionsFile({ version: '6.4.6', cf: ['vlogfile_max_size=250000}'] }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'misread', message: "item 250000} is silently read as 250000: the engine stops at '}'" }],
    },
    // The jars: 8.7.3 opens, 8.8.1 to 11.1.2 fail DB::Open ("Unable to persist Options file").
    {
      name: 'nan from 8.8: DB::Open fails',
      text: optionsFile({ version: '8.11.4', cf: ['memtable_prefix_bloom_size_ratio=nan'] }),
      errors: [{ messageId: 'nan', severity: 'error', message: 'refuses to open the database' }],
    },
    {
      name: 'nan opens, and no OPTIONS file is written',
      text: cf('memtable_prefix_bloom_size_ratio=nan'),
      errors: [{ messageId: 'nan', severity: 'warning', message: 'cannot persist its OPTIONS file' }],
    },
    {
      name: '8k in a double is 8',
      text: cf('max_bytes_for_level_multiplier=8k'),
      errors: [{ messageId: 'misread', message: 'read as 8' }],
    },
  ],
});
