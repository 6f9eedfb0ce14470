import { tableFactoryOverriddenRule } from '../../../src/lint/rules/table-factory-overridden.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// RocksDB 7.8.3 (native/rocksdb-addon/test/60.table-factory.test.ts): the table section's factory runs,
// whatever table_factory says.
ruleTester(tableFactoryOverriddenRule, {
  valid: [
    { name: 'the factory the section names', text: optionsFile({ cf: ['table_factory=BlockBasedTable'] }) },
    { name: 'no table_factory line', text: optionsFile() },
    {
      name: 'PlainTable with its own section',
      text: optionsFile({ cf: ['table_factory=PlainTable'] }).replace('TableOptions/BlockBasedTable', 'TableOptions/PlainTable'),
    },
    { name: "a misspelt factory is unknown-component's", text: optionsFile({ cf: ['table_factory=PlainTabel'] }) },
  ],
  invalid: [
    {
      name: 'PlainTable beside [TableOptions/BlockBasedTable] runs BlockBasedTable',
      text: optionsFile({ cf: ['table_factory=PlainTable'] }),
      errors: [{ messageId: 'overridden', at: 'table_factory=^PlainTable', message: 'build a BlockBasedTable table factory instead' }],
    },
    {
      name: 'the struct form',
      text: optionsFile({ cf: ['table_factory={id=PlainTable;user_key_len=8}'] }),
      errors: [{ messageId: 'overridden' }],
    },
    {
      name: 'BlockBasedTable beside [TableOptions/PlainTable] runs PlainTable',
      text: optionsFile({ cf: ['table_factory=BlockBasedTable'] }).replace('TableOptions/BlockBasedTable', 'TableOptions/PlainTable'),
      errors: [{ messageId: 'overridden', message: 'build a PlainTable table factory' }],
    },
  ],
});
