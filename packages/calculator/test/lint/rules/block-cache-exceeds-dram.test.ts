import { blockCacheExceedsDramRule } from '../../../src/lint/rules/block-cache-exceeds-dram.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const cache = (v: string) => optionsFile({ table: [`block_cache=${v}`] });
ruleTester(blockCacheExceedsDramRule, {
  valid: [
    { name: '8 GiB on 16 GB', text: cache('8g'), facts: { dramBytes: 16e9 } },
    { name: 'no DRAM declared', text: cache('1t') },
  ],
  invalid: [
    { name: '32 GiB on 16 GB', text: cache('32g'), facts: { dramBytes: 16e9 }, errors: [{ messageId: 'overDram', line: 9, column: 15, severity: 'error' }] },
    { name: 'struct form, over budget', text: cache('capacity=14g;num_shard_bits=6'), facts: { dramBytes: 16e9 }, errors: [{ messageId: 'overBudget', severity: 'warning', message: 'exceeds 0.8 x DRAM' }] },
  ],
});
