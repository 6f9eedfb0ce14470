import { unknownTableFactoryRule } from '../../../src/lint/rules/unknown-table-factory.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(unknownTableFactoryRule, {
  valid: [
    { name: 'BlockBasedTable', text: optionsFile() },
    { name: 'PlainTable', text: optionsFile({ extra: '[TableOptions/PlainTable "default"]\n' }) },
    // 7.8.3 builds it (observed: the file opens and persists table_factory=CuckooTable).
    { name: 'CuckooTable', text: optionsFile({ extra: '[TableOptions/CuckooTable "default"]\n  hash_table_ratio=0.9\n' }) },
  ],
  invalid: [
    { name: 'CuckooTable on 5.18.4', text: optionsFile({ version: '5.18.4', extra: '[TableOptions/CuckooTable "default"]\n' }), errors: [{ messageId: 'unknown' }] },
    { name: 'FooTable', text: optionsFile({ extra: '[TableOptions/FooTable "default"]\n' }), errors: [{ messageId: 'unknown', at: '^[TableOptions/FooTable "default"]', message: 'nullptr' }] },
  ],
});
