import { valueSanitizedRule } from '../../../src/lint/rules/value-sanitized.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const openFiles = optionsFile({ db: ['max_open_files=5'] });
ruleTester(valueSanitizedRule, {
  valid: [
    {
      name: 'universal ttl on 6.5 (no folding: 6.5.3 keeps periodic 5000)',
      text: optionsFile({
        version: '6.5.3',
        cf: ['compaction_style=kCompactionStyleUniversal', 'ttl=1000', 'periodic_compaction_seconds=5000'],
      }),
    },
    {
      name: 'universal ttl above periodic',
      text: optionsFile({ cf: ['compaction_style=kCompactionStyleUniversal', 'ttl=5000', 'periodic_compaction_seconds=1000'] }),
    },
    {
      name: 'values kept as written',
      text: optionsFile({ db: ['max_open_files=-1'], cf: ['max_write_buffer_number=4', 'write_buffer_size=64m', 'num_levels=7'] }),
    },
    {
      name: 'both pending-compaction limits off',
      text: optionsFile({ cf: ['soft_pending_compaction_bytes_limit=0', 'hard_pending_compaction_bytes_limit=0'] }),
    },
    {
      name: 'WAL recycling where it runs',
      text: optionsFile({ db: ['recycle_log_file_num=4', 'wal_recovery_mode=kSkipAnyCorruptedRecords'] }),
    },
    { name: 'dynamic level bytes with level style', text: optionsFile({ cf: ['level_compaction_dynamic_level_bytes=true'] }) },
    { name: 'block_size_deviation at its ceiling', text: optionsFile({ table: ['block_size_deviation=100'] }) },
  ],
  invalid: [
    // Observed on the linked 7.8.3 and the jars of 5.18.4 to 11.1.2: block_restart_interval=0 persists as 1.
    {
      name: 'block_restart_interval=0 runs 1',
      text: optionsFile({ table: ['block_restart_interval=0'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 1 instead' }],
      output: optionsFile({ table: ['block_restart_interval=1'] }),
    },
    // Observed on 7.8.3 and the jars of 6.6.4 to 11.1.2: ttl=1000 with periodic 5000 persists periodic_compaction_seconds=1000.
    {
      name: 'universal compaction folds ttl into periodic_compaction_seconds',
      text: optionsFile({ cf: ['compaction_style=kCompactionStyleUniversal', 'ttl=1000', 'periodic_compaction_seconds=5000'] }),
      errors: [{ messageId: 'sanitized', at: 'ttl=^1000', message: 'runs periodic_compaction_seconds=1000 instead of 5000' }],
    },
    {
      // Observed with the TRocksDB 6.4.6 engine (lint-vs-engine): compaction_readahead_size=4t ran it as true.
      name: 'TRocksDB: compaction readahead turns new_table_reader_for_compaction_inputs on',
      text: optionsFile({ version: '6.4.6', db: ['compaction_readahead_size=4t', 'new_table_reader_for_compaction_inputs=false'] }),
      target: 'trocksdb@6.4.6',
      errors: [
        {
          messageId: 'sanitized',
          at: 'new_table_reader_for_compaction_inputs=^false',
          message: 'new_table_reader_for_compaction_inputs=false: RocksDB silently runs true instead',
        },
      ],
      output: optionsFile({ version: '6.4.6', db: ['compaction_readahead_size=4t', 'new_table_reader_for_compaction_inputs=true'] }),
    },
    {
      name: 'max_open_files=5 runs as 20',
      text: openFiles,
      errors: [{ messageId: 'sanitized', at: 'max_open_files=^5', message: 'runs 20 instead' }],
      output: openFiles.replace('=5', '=20'),
    },
    {
      name: 'one write buffer',
      text: optionsFile({ cf: ['max_write_buffer_number=1'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 2' }],
      output: optionsFile({ cf: ['max_write_buffer_number=2'] }),
    },
    {
      name: 'tiny write buffer',
      text: optionsFile({ cf: ['write_buffer_size=1k'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 65536' }],
      output: optionsFile({ cf: ['write_buffer_size=65536'] }),
    },
    // Observed on RocksDB 7.8.3 by the lint-vs-engine property test: 2147483648 runs as 0.25.
    {
      name: 'prefix bloom ratio above 0.25',
      text: optionsFile({ cf: ['memtable_prefix_bloom_size_ratio=2147483648'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 0.25' }],
      output: optionsFile({ cf: ['memtable_prefix_bloom_size_ratio=0.25'] }),
    },
    // db_impl_open.cc SanitizeOptions; seen by the property test (18446744073709551615 ran as 0).
    // column_family.cc SanitizeOptions; seen by the property test (0 ran as the hard limit).
    {
      name: 'soft limit 0 means the hard limit',
      text: optionsFile({ cf: ['soft_pending_compaction_bytes_limit=0', 'hard_pending_compaction_bytes_limit=100g'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 107374182400' }],
      output: optionsFile({ cf: ['soft_pending_compaction_bytes_limit=107374182400', 'hard_pending_compaction_bytes_limit=100g'] }),
    },
    {
      name: 'WAL recycling with the default recovery mode',
      text: optionsFile({ db: ['recycle_log_file_num=4'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 0' }],
      output: optionsFile({ db: ['recycle_log_file_num=0'] }),
    },
    {
      name: 'num_levels=1 with level style',
      text: optionsFile({ cf: ['num_levels=1'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 2' }],
      output: optionsFile({ cf: ['num_levels=2'] }),
    },
    {
      name: 'soft above hard',
      text: optionsFile({ cf: ['soft_pending_compaction_bytes_limit=300g', 'hard_pending_compaction_bytes_limit=100g'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 107374182400' }],
      output: optionsFile({ cf: ['soft_pending_compaction_bytes_limit=107374182400', 'hard_pending_compaction_bytes_limit=100g'] }),
    },
    // BlockBasedTableFactory resets it; seen by the property test (seed 99: 2147483647 ran as 0).
    {
      name: 'block_size_deviation above 100',
      text: optionsFile({ table: ['block_size_deviation=2147483647'] }),
      errors: [{ messageId: 'sanitized', message: 'runs 0' }],
      output: optionsFile({ table: ['block_size_deviation=0'] }),
    },
    {
      name: 'dynamic level bytes with universal',
      text: optionsFile({ cf: ['compaction_style=kCompactionStyleUniversal', 'level_compaction_dynamic_level_bytes=true'] }),
      errors: [{ messageId: 'sanitized', message: 'runs false' }],
      output: optionsFile({ cf: ['compaction_style=kCompactionStyleUniversal', 'level_compaction_dynamic_level_bytes=false'] }),
    },
  ],
});
