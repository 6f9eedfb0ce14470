import { levelBaseNot8xTargetRule } from '../../../src/lint/rules/level-base-not-8x-target.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const cf = (base: string) =>
  optionsFile({
    cf: ['enable_blob_files=true', 'max_bytes_for_level_multiplier=8', 'target_file_size_base=8000000', `max_bytes_for_level_base=${base}`],
  });
ruleTester(levelBaseNot8xTargetRule, {
  valid: [
    { name: 'E1: 8 MB and 64 MB', text: cf('64000000') },
    {
      name: 'multiplier 10',
      text: optionsFile({ cf: ['enable_blob_files=true', 'target_file_size_base=8000000', 'max_bytes_for_level_base=32000000'] }),
    },
  ],
  invalid: [
    {
      name: '8 MB and 32 MB',
      text: cf('32000000'),
      errors: [{ messageId: 'ratio', at: 'max_bytes_for_level_base=^32000000' }],
      output: cf('64000000'),
    },
  ],
});
