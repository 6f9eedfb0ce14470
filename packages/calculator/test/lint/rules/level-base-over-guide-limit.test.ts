import { levelBaseOverGuideLimitRule } from '../../../src/lint/rules/level-base-over-guide-limit.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(levelBaseOverGuideLimitRule, {
  valid: [
    { name: 'plain RocksDB keeps its defaults', text: optionsFile({ cf: ['max_bytes_for_level_base=256m'] }) },
    { name: 'BlobDB with 64 MB', text: optionsFile({ cf: ['enable_blob_files=true', 'max_bytes_for_level_base=64000000'] }) },
    // The guide's own rules reach exactly 100 MB (8 x 12.5 MB): the cap, not a violation (rules.md R11).
    {
      name: 'TRocksDB at the 100 MB cap',
      text: optionsFile({ cf: ['max_bytes_for_level_base=100000000'] }),
      facts: { dialect: 'trocksdb' },
    },
  ],
  invalid: [
    {
      name: 'BlobDB with the 256 MiB default',
      text: optionsFile({ cf: ['enable_blob_files=true'] }),
      errors: [{ messageId: 'over', at: '^[CFOptions "default"]', message: '(RocksDB default)' }],
    },
    {
      name: 'TRocksDB one byte over 100 MB',
      text: optionsFile({ cf: ['max_bytes_for_level_base=100000001'] }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'over', at: 'max_bytes_for_level_base=^100000001' }],
    },
  ],
});
