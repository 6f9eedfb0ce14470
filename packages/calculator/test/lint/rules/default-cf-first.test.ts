import { defaultCfFirstRule } from '../../../src/lint/rules/default-cf-first.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(defaultCfFirstRule, {
  valid: [{ name: 'default then users', text: optionsFile({ extra: '[CFOptions "users"]\n' }) }],
  invalid: [
    {
      name: 'users first',
      text: optionsFile().replace('CFOptions "default"', 'CFOptions "users"'),
      errors: [{ messageId: 'notFirst', at: '^[CFOptions "users"]', message: '"users"' }],
    },
    { name: 'no column family', text: '[DBOptions]\n  max_open_files=-1\n', errors: [{ messageId: 'missing', at: '^[DBOptions]' }] },
  ],
});
