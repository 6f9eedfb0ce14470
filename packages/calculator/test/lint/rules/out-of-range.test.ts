import { outOfRangeRule } from '../../../src/lint/rules/out-of-range.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(outOfRangeRule, {
  valid: [
    {
      name: 'cutoff in [0,1]',
      text: optionsFile({ cf: ['enable_blob_garbage_collection=true', 'blob_garbage_collection_age_cutoff=0.25'] }),
    },
    { name: 'protection bytes 8', text: optionsFile({ cf: ['memtable_protection_bytes_per_key=8'] }) },
    // SanitizeOptions runs 1 and 0.25 instead: the jars of 6.29.5 to 11.1.2 open and persist (value-sanitized says so).
    {
      name: 'an infinite double SanitizeOptions replaces',
      text: optionsFile({ version: '8.11.4', cf: ['max_bytes_for_level_multiplier=-inf', 'memtable_prefix_bloom_size_ratio=inf'] }),
    },
  ],
  invalid: [
    {
      name: 'cutoff 1.5 with GC on',
      text: optionsFile({ cf: ['enable_blob_garbage_collection=true', 'blob_garbage_collection_age_cutoff=1.5'] }),
      errors: [
        {
          messageId: 'range',
          at: 'blob_garbage_collection_age_cutoff=^1.5',
          severity: 'error',
          message: 'checked because enable_blob_garbage_collection=true',
        },
      ],
    },
    {
      name: 'cutoff 1.5 with GC off',
      text: optionsFile({ cf: ['blob_garbage_collection_age_cutoff=1.5'] }),
      errors: [{ messageId: 'range', severity: 'warning', message: 'once enable_blob_garbage_collection=true' }],
    },
    {
      name: 'protection bytes 3',
      text: optionsFile({ cf: ['memtable_protection_bytes_per_key=3'] }),
      errors: [{ messageId: 'range', message: 'one of 0, 1, 2, 4, 8' }],
    },
    // The jars: 7.8.3 and 8.7.3 open the DB and persist no OPTIONS file; 8.8.1 and 11.1.2 refuse to open it.
    {
      name: 'an infinite double on 7.8.3: opens, no OPTIONS file',
      text: optionsFile({ cf: ['blob_garbage_collection_force_threshold=-inf'] }),
      errors: [{ messageId: 'range', severity: 'warning', message: 'opens the DB and persists no OPTIONS file' }],
    },
    {
      name: 'an infinite double from 8.8: refused',
      text: optionsFile({ version: '8.11.4', cf: ['blob_garbage_collection_force_threshold=-inf'] }),
      errors: [{ messageId: 'range', severity: 'error', message: 'refuses to open the database' }],
    },
    {
      name: 'keep_log_file_num 0',
      text: optionsFile({ db: ['keep_log_file_num=0'] }),
      errors: [{ messageId: 'range', message: 'at least 1' }],
    },
  ],
});
