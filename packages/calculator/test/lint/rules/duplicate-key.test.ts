import { duplicateKeyRule } from '../../../src/lint/rules/duplicate-key.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const same = optionsFile({ cf: ['num_levels=6', 'num_levels=6'] });
ruleTester(duplicateKeyRule, {
  valid: [
    { name: 'same key in two sections', text: optionsFile({ cf: ['num_levels=6'], extra: '[CFOptions "users"]\n  num_levels=6\n' }) },
  ],
  invalid: [
    {
      name: 'different values: the first wins',
      text: optionsFile({ cf: ['num_levels=6', 'num_levels=4'] }),
      errors: [{ messageId: 'duplicate', at: '^num_levels=4', severity: 'error', message: 'keeps the FIRST value, num_levels=6 (line 7)' }],
    },
    {
      name: 'same value twice',
      text: same,
      errors: [{ messageId: 'duplicate', severity: 'warning' }],
      output: same.replace('  num_levels=6\n  num_levels=6\n', '  num_levels=6\n'),
    },
  ],
});
