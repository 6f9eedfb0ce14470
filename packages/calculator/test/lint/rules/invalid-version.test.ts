import { invalidVersionRule } from '../../../src/lint/rules/invalid-version.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(invalidVersionRule, {
  valid: [{ name: '7.8.3', text: optionsFile() }, { name: '6.4', text: optionsFile({ version: '6.4' }) }],
  invalid: [
    { name: "TRocksDB's 1.2.2.2", text: optionsFile({ version: '1.2.2.2' }), errors: [{ messageId: 'invalid', line: 2, column: 19, message: 'at most 2 dots' }] },
    { name: 'non-digits', text: optionsFile({ version: '7.8.x' }), errors: [{ messageId: 'invalid', message: 'digits' }] },
    { name: 'options_file_version 0.9', text: optionsFile({ extra: '' }).replace('rocksdb_version=7.8.3', 'rocksdb_version=7.8.3\n  options_file_version=0.9'), errors: [{ messageId: 'invalid', line: 3, message: 'at least 1' }] },
  ],
});
