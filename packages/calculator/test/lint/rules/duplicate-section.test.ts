import { duplicateSectionRule } from '../../../src/lint/rules/duplicate-section.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(duplicateSectionRule, {
  valid: [{ name: 'two column families', text: optionsFile({ extra: '[CFOptions "users"]\n[TableOptions/BlockBasedTable "users"]\n' }) }],
  invalid: [
    {
      name: 'second DBOptions',
      text: optionsFile({ extra: '[DBOptions]\n' }),
      errors: [{ messageId: 'duplicate', at: '^[DBOptions]', message: 'first at line 4' }],
    },
    // 7.8.3 and the jars of 5.18.4 to 11.1.2 load and open it and run block_size from the later section (observed).
    {
      name: 'a second table section of a column family: the later wins',
      text: optionsFile({ extra: '[TableOptions/BlockBasedTable "default"]\n  block_size=8192\n' }),
      errors: [{ messageId: 'laterWins', severity: 'warning', message: 'builds the table factory from this later section only' }],
    },
    {
      name: 'a second table section on 5.18.4',
      text: optionsFile({ version: '5.18.4', extra: '[TableOptions/BlockBasedTable "default"]\n' }),
      errors: [{ messageId: 'laterWins', severity: 'warning' }],
    },
    {
      name: 'same CF twice',
      text: optionsFile({ extra: '[CFOptions "default"]\n' }),
      errors: [{ messageId: 'duplicate', at: '^[CFOptions "default"]' }],
    },
  ],
});
