import { integerOverflowRule } from '../../../src/lint/rules/integer-overflow.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(integerOverflowRule, {
  valid: [
    {
      name: 'TRocksDB: read_amp_bytes_per_bit as 6.4.6 writes it (format_version 2 in the high half)',
      text: optionsFile({ version: '6.4.6', table: ['read_amp_bytes_per_bit=8589934592'] }),
      target: 'trocksdb@6.4.6',
    },
    {
      name: 'TRocksDB: high half equal to the stated format_version',
      text: optionsFile({ version: '6.4.6', table: ['format_version=4', 'read_amp_bytes_per_bit=17179869184'] }),
      target: 'trocksdb@6.4.6',
    },
    { name: '4g in a 64-bit field', text: optionsFile({ cf: ['write_buffer_size=4g'] }) },
    {
      name: 'read_amp_bytes_per_bit at the top of its uint32 field runs as written',
      text: optionsFile({ table: ['read_amp_bytes_per_bit=4294967295'] }),
    },
    // 6.10-6.14 wrote the uint32 field as 8 bytes; 6.15+ truncate on purpose (block_based_table_factory.cc), and
    // RocksDB 7.8.3 loads such a file (fixtures/options-files/versions/rocksdb-6.14.6).
    {
      name: 'read_amp_bytes_per_bit=8589934592 in a file 6.14 wrote',
      text: optionsFile({ version: '6.14.6', table: ['read_amp_bytes_per_bit=8589934592'] }),
      target: 'rocksdb@7.8.3',
    },
    { name: '-1 in an int', text: optionsFile({ db: ['max_open_files=-1'] }) },
    // 7.8.3 runs write_buffer_size=-0 as 0 (then sanitized), not as a wrapped value (observed).
    { name: '-0 in an unsigned field', text: optionsFile({ cf: ['write_buffer_size=-0'] }) },
    // Observed on RocksDB 7.8.3: a 2^63-1 byte block cache is built (live capacity 9223372036854775807).
    { name: 'the largest block cache that is built', text: optionsFile({ table: ['block_cache=9223372036854775807'] }) },
  ],
  invalid: [
    // Observed with the TRocksDB 6.4.6 engine: read_amp_bytes_per_bit=0 alone ran format_version=0, 21474836480 was
    // refused ("Unsupported BlockBasedTable format_version"), 17179869184 ran format_version=4.
    {
      name: 'TRocksDB: read_amp_bytes_per_bit=0 zeroes format_version',
      text: optionsFile({ version: '6.4.6', table: ['read_amp_bytes_per_bit=0'] }),
      target: 'trocksdb@6.4.6',
      errors: [
        {
          messageId: 'spilled',
          severity: 'warning',
          message: 'which then runs 0 instead of 2, unless the loader applies format_version last. Write read_amp_bytes_per_bit=8589934592',
        },
      ],
    },
    {
      name: 'TRocksDB: high bits past the last format_version',
      text: optionsFile({ version: '6.4.6', table: ['read_amp_bytes_per_bit=21474836480'] }),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'spilled', severity: 'error', message: 'DB::Open refuses' }],
    },
    // The 20,000-file lint-vs-engine benchmark's last unexplained case: RocksDB 7.8.3 parses a uint64 and keeps
    // the low 32 bits (observed: 4294967296 and 4g run 0, 4294967297 runs 1, 8589934600 runs 8).
    {
      name: 'read_amp_bytes_per_bit=2^32 runs 0',
      text: optionsFile({ table: ['read_amp_bytes_per_bit=4294967296'] }),
      errors: [
        {
          messageId: 'wrapped',
          at: 'read_amp_bytes_per_bit=^4294967296',
          severity: 'warning',
          message: 'silently becomes 0: the engine reads a uint64 and keeps only the low bits in a uint32 field',
        },
      ],
    },
    {
      name: 'read_amp_bytes_per_bit=8589934600 runs 8',
      text: optionsFile({ table: ['read_amp_bytes_per_bit=8589934600'] }),
      errors: [{ messageId: 'wrapped', message: 'silently becomes 8:' }],
    },
    {
      name: '4g in an int',
      text: optionsFile({ cf: ['max_write_buffer_number=4g'] }),
      errors: [{ messageId: 'wrapped', at: 'max_write_buffer_number=^4g', message: 'silently becomes 0' }],
    },
    {
      name: '3g in an int',
      text: optionsFile({ cf: ['level0_stop_writes_trigger=3g'] }),
      errors: [{ messageId: 'wrapped', message: '-1073741824' }],
    },
    // Observed on RocksDB 7.8.3: the DB opens with no block cache at all.
    {
      name: 'a block cache past 2^63-1',
      text: optionsFile({ table: ['block_cache=18446744073709551615'] }),
      errors: [{ messageId: 'noCache', at: 'block_cache=^18446744073709551615', message: 'runs with no block cache at all' }],
    },
    {
      name: 'a block cache past 2^64-1 is refused',
      text: optionsFile({ table: ['block_cache=18446744073709551616'] }),
      errors: [{ messageId: 'noCache', message: 'refuses the file' }],
    },
    {
      name: 'the capacity field of a cache struct',
      text: optionsFile({ table: ['block_cache={capacity=9223372036854775808;num_shard_bits=4}'] }),
      errors: [{ messageId: 'noCache' }],
    },
    {
      name: '-1 in a uint64',
      text: optionsFile({ cf: ['target_file_size_base=-1'] }),
      errors: [{ messageId: 'wrapped', message: '18446744073709551615' }],
    },
  ],
});
