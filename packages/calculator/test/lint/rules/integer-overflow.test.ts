import { integerOverflowRule } from '../../../src/lint/rules/integer-overflow.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(integerOverflowRule, {
  valid: [
    { name: '4g in a 64-bit field', text: optionsFile({ cf: ['write_buffer_size=4g'] }) },
    { name: '-1 in an int', text: optionsFile({ db: ['max_open_files=-1'] }) },
  ],
  invalid: [
    { name: '4g in an int', text: optionsFile({ cf: ['max_write_buffer_number=4g'] }), errors: [{ messageId: 'wrapped', line: 7, message: 'silently becomes 0' }] },
    { name: '3g in an int', text: optionsFile({ cf: ['level0_stop_writes_trigger=3g'] }), errors: [{ messageId: 'wrapped', message: '-1073741824' }] },
    { name: '-1 in a uint64', text: optionsFile({ cf: ['target_file_size_base=-1'] }), errors: [{ messageId: 'wrapped', message: '18446744073709551615' }] },
  ],
});
