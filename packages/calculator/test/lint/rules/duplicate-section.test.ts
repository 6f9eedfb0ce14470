import { duplicateSectionRule } from '../../../src/lint/rules/duplicate-section.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(duplicateSectionRule, {
  valid: [{ name: 'two column families', text: optionsFile({ extra: '[CFOptions "users"]\n[TableOptions/BlockBasedTable "users"]\n' }) }],
  invalid: [
    { name: 'second DBOptions', text: optionsFile({ extra: '[DBOptions]\n' }), errors: [{ messageId: 'duplicate', at: '^[DBOptions]', message: 'first at line 4' }] },
    { name: 'same CF twice', text: optionsFile({ extra: '[CFOptions "default"]\n' }), errors: [{ messageId: 'duplicate', at: '^[CFOptions "default"]' }] },
  ],
});
