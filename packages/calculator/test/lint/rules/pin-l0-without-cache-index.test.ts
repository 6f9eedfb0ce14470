import { pinL0WithoutCacheIndexRule } from '../../../src/lint/rules/pin-l0-without-cache-index.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(pinL0WithoutCacheIndexRule, {
  valid: [
    {
      name: 'both on',
      text: optionsFile({ table: ['cache_index_and_filter_blocks=true', 'pin_l0_filter_and_index_blocks_in_cache=true'] }),
    },
  ],
  invalid: [
    {
      name: 'pin without caching',
      text: optionsFile({ table: ['pin_l0_filter_and_index_blocks_in_cache=true'] }),
      errors: [{ messageId: 'noEffect', at: 'pin_l0_filter_and_index_blocks_in_cache=^true' }],
    },
  ],
});
