import { outOfRangeRule } from '../../../src/lint/rules/out-of-range.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(outOfRangeRule, {
  valid: [
    { name: 'cutoff in [0,1]', text: optionsFile({ cf: ['enable_blob_garbage_collection=true', 'blob_garbage_collection_age_cutoff=0.25'] }) },
    { name: 'protection bytes 8', text: optionsFile({ cf: ['memtable_protection_bytes_per_key=8'] }) },
  ],
  invalid: [
    { name: 'cutoff 1.5 with GC on', text: optionsFile({ cf: ['enable_blob_garbage_collection=true', 'blob_garbage_collection_age_cutoff=1.5'] }), errors: [{ messageId: 'range', at: 'blob_garbage_collection_age_cutoff=^1.5', severity: 'error', message: 'checked because enable_blob_garbage_collection=true' }] },
    { name: 'cutoff 1.5 with GC off', text: optionsFile({ cf: ['blob_garbage_collection_age_cutoff=1.5'] }), errors: [{ messageId: 'range', severity: 'warning', message: 'once enable_blob_garbage_collection=true' }] },
    { name: 'protection bytes 3', text: optionsFile({ cf: ['memtable_protection_bytes_per_key=3'] }), errors: [{ messageId: 'range', message: 'one of 0, 1, 2, 4, 8' }] },
    { name: 'keep_log_file_num 0', text: optionsFile({ db: ['keep_log_file_num=0'] }), errors: [{ messageId: 'range', message: 'at least 1' }] },
  ],
});
