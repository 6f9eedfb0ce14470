import { tableOptionsWithoutCfRule } from '../../../src/lint/rules/table-options-without-cf.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(tableOptionsWithoutCfRule, {
  valid: [{ name: 'CF before its table', text: optionsFile() }],
  invalid: [
    {
      name: 'table for an undeclared CF',
      text: optionsFile({ extra: '[TableOptions/BlockBasedTable "users"]\n' }),
      errors: [
        { messageId: 'orphan', at: '^[TableOptions/BlockBasedTable "users"]', message: 'Does not find a matched column family name' },
      ],
    },
  ],
});
