import { unknownTableFactoryRule } from '../../../src/lint/rules/unknown-table-factory.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(unknownTableFactoryRule, {
  valid: [
    { name: 'BlockBasedTable', text: optionsFile() },
    { name: 'PlainTable', text: optionsFile({ extra: '[TableOptions/PlainTable "default"]\n' }) },
  ],
  invalid: [
    { name: 'FooTable', text: optionsFile({ extra: '[TableOptions/FooTable "default"]\n' }), errors: [{ messageId: 'unknown', at: '^[TableOptions/FooTable "default"]', message: 'nullptr' }] },
  ],
});
