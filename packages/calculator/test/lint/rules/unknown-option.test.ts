import { unknownOptionRule } from '../../../src/lint/rules/unknown-option.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// Expected findings follow RocksDB's options_parser.cc: an unknown key is fatal when the file's
// [Version] is not newer than the engine (major.minor up to 8.x); for a newer file, or a file
// without [Version], only loaders with ignore_unknown_options=true skip it.
const typo = optionsFile({ cf: ['write_bufer_size=64m'] });
// default_temperature: first in RocksDB 8.6 (options/cf_options.cc of v8.6.x).
const newKey = (version: string | false) => optionsFile({ version, cf: ['default_temperature=kWarm'] });
ruleTester(unknownOptionRule, {
  valid: [
    { name: 'known options', text: optionsFile({ db: ['max_open_files=-1'], cf: ['write_buffer_size=64m'], table: ['block_size=8k'] }) },
    { name: 'TRocksDB keys in the trocksdb dialect', text: optionsFile({ version: '6.4.6', cf: ['vlogring_activation_level=0'] }) },
    { name: 'misplaced known option is another rule', text: optionsFile({ db: ['write_buffer_size=64m'] }) },
    {
      name: 'PlainTable options the profile lists',
      text: optionsFile({ extra: '[TableOptions/PlainTable "default"]\n  hash_table_ratio=0.5\n  encoding_type=kPrefix\n' }),
    },
    { name: 'an 8.6 key in a file judged by its own 8.x profile', text: newKey('8.11.5') },
    {
      name: 'deprecated names 7.x still parses (min_partial_merge_operands)',
      text: optionsFile({ version: '7.8.3', cf: ['min_partial_merge_operands=2'] }),
    },
  ],
  invalid: [
    {
      name: 'typo with a fix',
      text: typo,
      errors: [{ messageId: 'unknown', at: '^write_bufer_size=64m', message: 'Did you mean write_buffer_size?' }],
      output: typo.replace('write_bufer_size', 'write_buffer_size'),
    },
    {
      name: 'a PlainTable key the engine lacks',
      text: optionsFile({ extra: '[TableOptions/PlainTable "default"]\n  whatever=1\n' }),
      errors: [{ messageId: 'unknown', severity: 'error' }],
    },
    {
      name: 'nothing close',
      text: optionsFile({ db: ['frobnicate=1'] }),
      errors: [{ messageId: 'unknown', severity: 'error', message: 'in every known RocksDB and TRocksDB version' }],
    },
    {
      name: 'BlobDB option declared as TRocksDB',
      text: optionsFile({ version: '6.4.6', cf: ['enable_blob_files=true'] }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'otherVersion', message: "newer than TRocksDB's 6.4.6 base" }],
    },
    {
      name: 'TRocksDB option declared as RocksDB',
      text: optionsFile({ cf: ['vlog_direct_IO=false'] }),
      facts: { dialect: 'rocksdb' },
      errors: [{ messageId: 'otherVersion', message: 'TRocksDB VLog option' }],
    },
    {
      name: 'a key newer than the target, file not newer: fatal',
      text: newKey('7.8.3'),
      errors: [{ messageId: 'otherVersion', severity: 'error', message: 'added in RocksDB 8.6, after rocksdb@7.8.3' }],
    },
    {
      name: 'a newer file judged by an older --target with a strict loader',
      text: newKey('8.11.5'),
      target: 'rocksdb@7.8',
      errors: [
        {
          messageId: 'otherVersion',
          severity: 'error',
          message: 'the file declares 8.11.5, newer than rocksdb@7.8.3: a loader with ignore_unknown_options=true skips the key',
        },
      ],
    },
    {
      name: 'the same with a loader that ignores unknown keys: a warning',
      text: newKey('8.11.5'),
      target: 'rocksdb@7.8',
      loader: 'ignore-unknown',
      errors: [{ messageId: 'otherVersion', severity: 'warning', message: 'added in RocksDB 8.6' }],
    },
    {
      name: 'TRocksDB cannot read block_cache from a file',
      text: optionsFile({ version: '6.4.6', cf: ['vlogring_activation_level=0'], table: ['block_cache=1g'] }),
      errors: [{ messageId: 'notReadable', severity: 'error', message: 'cannot be set in an OPTIONS file for trocksdb@6.4.6' }],
    },
    {
      name: 'did-you-mean searches other versions',
      text: optionsFile({ version: '7.8.3', cf: ['default_temprature=kWarm'] }),
      errors: [{ messageId: 'unknown', message: 'Did you mean default_temperature (known to other versions, not to rocksdb@7.8.3)?' }],
    },
  ],
});

// A 6.4.6 file judged by its own release line's profile: periodic_compaction_seconds first appears in the
// v6.2.x option tables, so RocksDB 6.4.6 loads it; max_write_buffer_size_to_maintain first appears in v6.5.x,
// so 6.4.6 refuses it (the file is not newer than 6.4).
ruleTester(unknownOptionRule, {
  valid: [
    { name: "a key the file's own release line has", text: optionsFile({ version: '6.4.6', cf: ['periodic_compaction_seconds=0'] }) },
  ],
  invalid: [
    {
      name: 'a key added after the file engine stays an error',
      text: optionsFile({ version: '6.4.6', cf: ['max_write_buffer_size_to_maintain=0'] }),
      errors: [{ messageId: 'otherVersion', severity: 'error', message: 'added in RocksDB 6.5' }],
    },
  ],
});
