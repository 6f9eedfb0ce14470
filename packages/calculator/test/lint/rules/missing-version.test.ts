import { missingVersionRule } from '../../../src/lint/rules/missing-version.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const bare = optionsFile({ version: false });
ruleTester(missingVersionRule, {
  valid: [
    { name: 'with [Version]', text: optionsFile() },
    { name: 'empty text', text: '' },
  ],
  invalid: [
    {
      name: 'no [Version]',
      text: bare,
      errors: [{ messageId: 'missing', at: '^[DBOptions]' }],
      output: `[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n\n${bare}`,
    },
  ],
});
