import { unknownOptionRule } from '../../../src/lint/rules/unknown-option.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const typo = optionsFile({ cf: ['write_bufer_size=64m'] });
ruleTester(unknownOptionRule, {
  valid: [
    { name: 'known options', text: optionsFile({ db: ['max_open_files=-1'], cf: ['write_buffer_size=64m'], table: ['block_size=8k'] }) },
    { name: 'TRocksDB keys in the trocksdb dialect', text: optionsFile({ cf: ['vlogring_activation_level=0'] }) },
    { name: 'misplaced known option is another rule', text: optionsFile({ db: ['write_buffer_size=64m'] }) },
    { name: 'PlainTable options are not checked', text: optionsFile({ extra: '[TableOptions/PlainTable "default"]\n  whatever=1\n' }) },
  ],
  invalid: [
    { name: 'typo with a fix', text: typo, errors: [{ messageId: 'unknown', line: 7, column: 3, message: 'Did you mean write_buffer_size?' }], output: typo.replace('write_bufer_size', 'write_buffer_size') },
    { name: 'nothing close', text: optionsFile({ db: ['frobnicate=1'] }), errors: [{ messageId: 'unknown', message: 'Could not find option: : frobnicate' }] },
    { name: 'BlobDB option declared as TRocksDB', text: optionsFile({ cf: ['enable_blob_files=true'] }), facts: { dialect: 'trocksdb' }, errors: [{ messageId: 'otherDialect', message: 'VLog' }] },
    { name: 'TRocksDB option declared as RocksDB', text: optionsFile({ cf: ['vlog_direct_IO=false'] }), facts: { dialect: 'rocksdb' }, errors: [{ messageId: 'otherDialect', message: 'TRocksDB option' }] },
  ],
});
