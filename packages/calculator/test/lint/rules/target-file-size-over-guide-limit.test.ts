import { targetFileSizeOverGuideLimitRule } from '../../../src/lint/rules/target-file-size-over-guide-limit.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(targetFileSizeOverGuideLimitRule, {
  valid: [
    { name: 'plain RocksDB', text: optionsFile({ cf: ['target_file_size_base=64m'] }) },
    { name: 'exactly 12.5 MB with BlobDB', text: optionsFile({ cf: ['enable_blob_files=true', 'target_file_size_base=12500000'] }) },
  ],
  invalid: [
    {
      name: '16 MiB with BlobDB',
      text: optionsFile({ cf: ['enable_blob_files=true', 'target_file_size_base=16m'] }),
      errors: [{ messageId: 'over', at: 'target_file_size_base=^16m', message: '16 MiB' }],
    },
  ],
});
