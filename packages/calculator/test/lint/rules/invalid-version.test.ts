import { invalidVersionRule } from '../../../src/lint/rules/invalid-version.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const fileVersion = (v: string) => optionsFile().replace('rocksdb_version=7.8.3', `rocksdb_version=7.8.3\n  options_file_version=${v}`);

// RocksDB 7.8.3 (the lint-vs-engine property test): options_file_version=4294967295, 9223372036854775807
// and 18446744073709551616 refuse the file with "A valid options_file_version must be at least 1."
// (ParseVersionNumber accumulates digits in an int).
ruleTester(invalidVersionRule, {
  valid: [
    { name: '7.8.3', text: optionsFile() },
    { name: '6.4', text: optionsFile({ version: '6.4' }) },
    { name: 'options_file_version 2147483647 fits an int (7.8.3 loads it)', text: fileVersion('2147483647.1') },
  ],
  invalid: [
    // Observed with the TRocksDB 6.4.6 engine: "A valid rocksdb_version can only contains dots and numbers".
    {
      name: 'a backslash is not undone in [Version]',
      text: optionsFile({ version: '6.4\\6' }),
      errors: [{ messageId: 'invalid', message: 'can only contains dots and numbers' }],
    },
    {
      name: "TRocksDB's 1.2.2.2",
      text: optionsFile({ version: '1.2.2.2' }),
      errors: [{ messageId: 'invalid', at: 'rocksdb_version=^1.2.2.2', message: 'at most 2 dots' }],
    },
    {
      name: 'non-digits',
      text: optionsFile({ version: '7.8.x' }),
      errors: [{ messageId: 'invalid', message: 'can only contains dots and numbers' }],
    },
    {
      name: 'options_file_version 0.9',
      text: optionsFile({ extra: '' }).replace('rocksdb_version=7.8.3', 'rocksdb_version=7.8.3\n  options_file_version=0.9'),
      errors: [{ messageId: 'invalid', at: 'options_file_version=^0.9', message: 'at least 1' }],
    },
    {
      name: 'options_file_version 4294967295 wraps to -1',
      text: fileVersion('4294967295'),
      errors: [{ messageId: 'invalid', message: 'wraps to -1' }],
    },
    {
      name: 'options_file_version 9223372036854775807 wraps to -1',
      text: fileVersion('9223372036854775807'),
      errors: [{ messageId: 'invalid', message: 'at least 1' }],
    },
    {
      name: 'options_file_version 18446744073709551616 wraps to 0',
      text: fileVersion('18446744073709551616'),
      errors: [{ messageId: 'invalid', message: 'at least 1' }],
    },
    {
      name: 'a dot with no digit after it',
      text: optionsFile({ version: '7.8.' }),
      errors: [{ messageId: 'invalid', message: 'at least one digit after each dot' }],
    },
  ],
});
