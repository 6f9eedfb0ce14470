import { droppedFromFileRule } from '../../../src/lint/rules/dropped-from-file.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// TRocksDB 6.4.6 loads filter_policy=bloomfilter:10:false from a file and runs with filter_policy nullptr (its
// write-back of the open database; native/rocksdb-addon/test/60.trocksdb.test.ts). RocksDB 5.18.4 has the same
// loader; 6.29.5 and later parse it (FilterPolicy::CreateFromString).
ruleTester(droppedFromFileRule, {
  valid: [
    { name: 'RocksDB 6.29 reads the filter', text: optionsFile({ version: '6.29.5', table: ['filter_policy=bloomfilter:10:false'] }) },
    { name: 'no filter named', text: optionsFile({ version: '5.18.4' }) },
    { name: 'nullptr is what the engine runs anyway', text: optionsFile({ version: '5.18.4', table: ['filter_policy=nullptr'] }) },
  ],
  invalid: [
    {
      name: 'RocksDB 5.18 drops the bloom filter',
      text: optionsFile({ version: '5.18.4', table: ['filter_policy=bloomfilter:10:false'] }),
      errors: [
        {
          messageId: 'dropped',
          at: '^filter_policy=bloomfilter:10:false',
          message: 'filter_policy=bloomfilter:10:false is dropped by rocksdb@5.18.4',
        },
      ],
    },
  ],
});
