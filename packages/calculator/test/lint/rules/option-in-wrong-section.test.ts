import { optionInWrongSectionRule } from '../../../src/lint/rules/option-in-wrong-section.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(optionInWrongSectionRule, {
  valid: [
    {
      name: 'each in its section',
      text: optionsFile({ db: ['max_open_files=-1'], cf: ['write_buffer_size=64m'], table: ['block_size=8k'] }),
    },
  ],
  invalid: [
    {
      name: 'CF option in DBOptions',
      text: optionsFile({ db: ['write_buffer_size=64m'] }),
      errors: [{ messageId: 'misplaced', at: '^write_buffer_size=64m', message: 'belongs in [CFOptions]' }],
    },
    {
      name: 'table option in CFOptions',
      text: optionsFile({ cf: ['block_size=8k'] }),
      errors: [{ messageId: 'misplaced', message: '[TableOptions/BlockBasedTable]' }],
    },
  ],
});
