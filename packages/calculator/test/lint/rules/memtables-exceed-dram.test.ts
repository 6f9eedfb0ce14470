import { memtablesExceedDramRule } from '../../../src/lint/rules/memtables-exceed-dram.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const e1 = optionsFile({ cf: ['write_buffer_size=168000000', 'max_write_buffer_number=13'] });
ruleTester(memtablesExceedDramRule, {
  valid: [
    { name: 'E1 on 128 GB', text: e1, facts: { dramBytes: 128e9 } },
    { name: 'no hardware declared', text: optionsFile({ cf: ['write_buffer_size=30g', 'max_write_buffer_number=65'] }) },
  ],
  invalid: [
    {
      name: 'E2: 65 buffers of 30 GB on 128 GB',
      text: optionsFile({ cf: ['write_buffer_size=30000000000', 'max_write_buffer_number=65'] }),
      facts: { dramBytes: 128e9 },
      errors: [{ messageId: 'overDram', at: 'write_buffer_size=^30000000000', severity: 'error', message: '1.77 TiB' }],
    },
    {
      name: 'E1 on 2 GB: over the 0.8 budget',
      text: e1,
      facts: { dramBytes: 2.5e9 },
      errors: [{ messageId: 'overBudget', severity: 'warning' }],
    },
  ],
});
