import { writeBufferBelowRecordRule } from '../../../src/lint/rules/write-buffer-below-record.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(writeBufferBelowRecordRule, {
  valid: [
    { name: '64 MiB for 800-byte values', text: optionsFile({ cf: ['write_buffer_size=64m'] }), facts: { valueSize: 800 } },
    { name: 'a tiny buffer is clipped up to 64 KiB', text: optionsFile({ cf: ['write_buffer_size=1k'] }), facts: { valueSize: 800 } },
  ],
  invalid: [
    {
      name: '64 MiB for 3 GB values',
      text: optionsFile({ cf: ['write_buffer_size=64m'] }),
      facts: { valueSize: 3e9, keySize: 20 },
      errors: [{ messageId: 'small', at: 'write_buffer_size=^64m', message: 'one record of' }],
    },
  ],
});
