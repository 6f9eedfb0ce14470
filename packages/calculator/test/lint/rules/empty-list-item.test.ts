import { emptyListItemRule } from '../../../src/lint/rules/empty-list-item.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const text = optionsFile({ cf: ['compression_per_level=kNoCompression::kZSTD'] });
ruleTester(emptyListItemRule, {
  valid: [{ name: 'a trailing colon adds no item', text: optionsFile({ cf: ['compression_per_level=kNoCompression:kZSTD:'] }) }],
  invalid: [
    {
      name: 'a::b',
      text,
      errors: [{ messageId: 'empty', at: 'compression_per_level=^kNoCompression::kZSTD' }],
      output: text.replace('::', ':'),
    },
  ],
});
