import { unknownSectionRule } from '../../../src/lint/rules/unknown-section.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(unknownSectionRule, {
  valid: [{ name: 'the four known sections', text: optionsFile() }],
  invalid: [
    // The lint-vs-engine benchmark's byte flip: RocksDB matches the prefix "TableOptions/" with its slash,
    // so 7.8.3 refused this file ("Unknown section [TableOptionsaBlockBasedTable "default"]").
    {
      name: 'TableOptions without its slash',
      text: optionsFile().replace('[TableOptions/BlockBasedTable "default"]', '[TableOptionsaBlockBasedTable "default"]'),
      errors: [{ messageId: 'unknown', at: '^[TableOptionsaBlockBasedTable "default"]', message: '[TableOptionsaBlockBasedTable]' }],
    },
    {
      name: 'TableOptions/ with no factory',
      text: optionsFile({ extra: '[TableOptions/ "default"]\n' }),
      errors: [{ messageId: 'unknown', message: '[TableOptions/]' }],
    },
    {
      name: 'typo in DBOptions',
      text: optionsFile({ extra: '[DBOption]\n' }),
      errors: [{ messageId: 'unknown', at: '^[DBOption]', message: '[DBOption]' }],
    },
  ],
});
