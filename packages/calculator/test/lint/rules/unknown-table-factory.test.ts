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
    {
      name: 'CuckooTable on 5.18.4',
      text: optionsFile({ version: '5.18.4', extra: '[TableOptions/CuckooTable "default"]\n' }),
      errors: [{ messageId: 'unknown' }],
    },
    // The jars: 5.18.4 to 6.13.3 abort, 6.14.6 and 7.4.5 to 11.1.2 fail DB::Open, 6.15.5 to 7.3.1 drop the section.
    {
      name: 'FooTable',
      text: optionsFile({ extra: '[TableOptions/FooTable "default"]\n' }),
      errors: [
        {
          messageId: 'unknown',
          at: '^[TableOptions/FooTable "default"]',
          severity: 'error',
          message: 'Missing configurable object: table_factory',
        },
      ],
    },
    {
      name: 'FooTable on 6.29',
      text: optionsFile({ version: '6.29.5', extra: '[TableOptions/FooTable "default"]\n' }),
      errors: [{ messageId: 'unknown', severity: 'warning', message: 'drops this section' }],
    },
  ],
});
