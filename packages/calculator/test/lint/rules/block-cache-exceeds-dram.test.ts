import { blockCacheExceedsDramRule } from '../../../src/lint/rules/block-cache-exceeds-dram.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const cache = (v: string) => optionsFile({ table: [`block_cache=${v}`] });
/**
 * Two column families, only the first names a cache: the second gets the cache its table factory creates, 8 MiB
 * until 7.x and 32 MiB from 8.0 (BlockBasedTableFactory, `co.capacity = 8 << 20` at v7.8.3, `32 << 20` at v8.11.5).
 * 100 MiB + that cache + 4 x 64 MiB memtables against 0.8 x 470 MiB = 376 MiB: 364 MiB fits, 388 MiB does not.
 */
const twoFamilies = (version: string) =>
  [
    '[Version]',
    `  rocksdb_version=${version}`,
    '',
    '[DBOptions]',
    '',
    '[CFOptions "default"]',
    '',
    '[TableOptions/BlockBasedTable "default"]',
    '  block_cache=100m',
    '',
    '[CFOptions "logs"]',
    '',
    '[TableOptions/BlockBasedTable "logs"]',
    '  block_size=4096',
    '',
  ].join('\n');
const DRAM_470_MIB = { dramBytes: 470 * 2 ** 20 };
ruleTester(blockCacheExceedsDramRule, {
  valid: [
    { name: '8 GiB on 16 GB', text: cache('8g'), facts: { dramBytes: 16e9 } },
    { name: 'no DRAM declared', text: cache('1t') },
    { name: "7.8: the second family's default cache is 8 MiB", text: twoFamilies('7.8.3'), facts: DRAM_470_MIB },
  ],
  invalid: [
    {
      name: '32 GiB on 16 GB',
      text: cache('32g'),
      facts: { dramBytes: 16e9 },
      errors: [{ messageId: 'overDram', at: 'block_cache=^32g', severity: 'error' }],
    },
    {
      name: 'struct form, over budget',
      text: cache('capacity=14g;num_shard_bits=6'),
      facts: { dramBytes: 16e9 },
      errors: [{ messageId: 'overBudget', severity: 'warning', message: 'exceeds 0.8 x DRAM' }],
    },
    {
      name: "8.11: the second family's default cache is 32 MiB",
      text: twoFamilies('8.11.5'),
      facts: DRAM_470_MIB,
      errors: [
        {
          messageId: 'overBudget',
          message:
            'Block cache 132 MiB (one cache per column family, 2 in this file, unless the loader shares one) + memtables 256 MiB = 388 MiB exceeds 0.8 x DRAM = 376 MiB.',
        },
      ],
    },
  ],
});
