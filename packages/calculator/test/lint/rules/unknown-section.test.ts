import { unknownSectionRule } from '../../../src/lint/rules/unknown-section.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(unknownSectionRule, {
  valid: [{ name: 'the four known sections', text: optionsFile() }],
  invalid: [
    { name: 'typo in DBOptions', text: optionsFile({ extra: '[DBOption]\n' }), errors: [{ messageId: 'unknown', line: 9, column: 1, message: '[DBOption]' }] },
  ],
});
