import { missingDbOptionsRule } from '../../../src/lint/rules/missing-db-options.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(missingDbOptionsRule, {
  valid: [
    { name: 'present', text: optionsFile() },
    { name: 'empty file (no sections at all)', text: '# nothing\n' },
  ],
  invalid: [
    {
      name: 'absent',
      text: '[Version]\n  rocksdb_version=7.8.3\n[CFOptions "default"]\n',
      errors: [{ messageId: 'missing', at: '^[Version]' }],
    },
  ],
});
