import { integerOverflowRule } from '../../../src/lint/rules/integer-overflow.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(integerOverflowRule, {
  valid: [
    { name: '4g in a 64-bit field', text: optionsFile({ cf: ['write_buffer_size=4g'] }) },
    { name: '-1 in an int', text: optionsFile({ db: ['max_open_files=-1'] }) },
    // Observed on RocksDB 7.8.3: a 2^63-1 byte block cache is built (live capacity 9223372036854775807).
    { name: 'the largest block cache that is built', text: optionsFile({ table: ['block_cache=9223372036854775807'] }) },
  ],
  invalid: [
    { name: '4g in an int', text: optionsFile({ cf: ['max_write_buffer_number=4g'] }), errors: [{ messageId: 'wrapped', line: 7, message: 'silently becomes 0' }] },
    { name: '3g in an int', text: optionsFile({ cf: ['level0_stop_writes_trigger=3g'] }), errors: [{ messageId: 'wrapped', message: '-1073741824' }] },
    // Observed on RocksDB 7.8.3: the DB opens with no block cache at all.
    { name: 'a block cache past 2^63-1', text: optionsFile({ table: ['block_cache=18446744073709551615'] }), errors: [{ messageId: 'noCache', line: 9, message: 'runs with no block cache at all' }] },
    { name: 'a block cache past 2^64-1 is refused', text: optionsFile({ table: ['block_cache=18446744073709551616'] }), errors: [{ messageId: 'noCache', message: 'refuses the file' }] },
    { name: 'the capacity field of a cache struct', text: optionsFile({ table: ['block_cache={capacity=9223372036854775808;num_shard_bits=4}'] }), errors: [{ messageId: 'noCache' }] },
    { name: '-1 in a uint64', text: optionsFile({ cf: ['target_file_size_base=-1'] }), errors: [{ messageId: 'wrapped', message: '18446744073709551615' }] },
  ],
});
