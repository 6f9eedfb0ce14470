import { unknownComponentRule } from '../../../src/lint/rules/unknown-component.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// What RocksDB 7.8.3 builds and what it silently drops was observed on the linked library
// (native/rocksdb-addon/test/60.components.test.ts re-checks every name of the list).
ruleTester(unknownComponentRule, {
  valid: [
    { name: 'no components', text: optionsFile() },
    {
      name: 'names the engine builds',
      text: optionsFile({
        cf: [
          'comparator=rocksdb.ReverseBytewiseComparator',
          'merge_operator=uint64add',
          'prefix_extractor=rocksdb.FixedPrefix.8',
          'memtable_factory=skip_list:4',
          'table_factory=BlockBasedTable',
        ],
        table: ['flush_block_policy_factory=FlushBlockEveryKeyPolicyFactory'],
      }),
    },
    // As 6.29.5 and later write them; 7.8.3 loads and opens each (observed).
    {
      name: 'memtable factories with their fields',
      text: optionsFile({ cf: ['memtable_factory={id=VectorRepFactory;count=0;}'] }),
    },
    {
      name: 'a hash skip list with its fields',
      text: optionsFile({
        cf: ['memtable_factory={id=HashSkipListRepFactory;bucket_count=1000000;skiplist_height=4;branching_factor=4;}'],
      }),
    },
    { name: 'a skip list with lookahead', text: optionsFile({ cf: ['memtable_factory={id=SkipListFactory;lookahead=3}'] }) },
    {
      name: 'nullptr and the {id=...} form',
      text: optionsFile({ cf: ['merge_operator={id=stringappend;delimiter=x}', 'compaction_filter=nullptr', 'prefix_extractor=fixed:3'] }),
    },
    // Observed with the TRocksDB engine: each runs as written (skip_list is its default SkipListFactory).
    {
      name: 'TRocksDB: the prefix extractors and default objects it builds from a file',
      text: optionsFile({ cf: ['prefix_extractor=capped:4', 'memtable_factory=skip_list', 'comparator=leveldb.BytewiseComparator'] }),
      facts: { dialect: 'trocksdb' },
    },
  ],
  invalid: [
    {
      // Observed with the TRocksDB engine: rocksdb.FixedPrefx.8 runs nullptr.
      name: 'TRocksDB: a misspelled prefix extractor is a warning, judged by its own names',
      text: optionsFile({ cf: ['prefix_extractor=rocksdb.FixedPrefx.8'] }),
      facts: { dialect: 'trocksdb' },
      errors: [
        {
          messageId: 'unknown',
          severity: 'warning',
          message:
            'is not a prefix_extractor trocksdb@6.4.6 can build: it loads the file and silently runs nullptr. Did you mean rocksdb.FixedPrefix.8',
        },
      ],
    },
    {
      // Observed with the TRocksDB engine: merge_operator=stringappend runs nullptr, comparator=rocksdb.ReverseBytewiseComparator the bytewise one.
      name: 'TRocksDB: objects it builds only in code are a warning, whatever the name',
      text: optionsFile({ cf: ['merge_operator=stringappend', 'comparator=rocksdb.ReverseBytewiseComparator'] }),
      facts: { dialect: 'trocksdb' },
      errors: [
        {
          messageId: 'onlyInCode',
          severity: 'warning',
          message: 'other than leveldb.BytewiseComparator: it loads the file and silently runs leveldb.BytewiseComparator',
        },
        {
          messageId: 'onlyInCode',
          severity: 'warning',
          message: 'trocksdb@6.4.6 builds no merge_operator from an OPTIONS file: it loads the file and silently runs nullptr',
        },
      ],
    },
    {
      name: 'on a target the names were not observed on, a warning that says so',
      text: optionsFile({ version: '10.10.1', cf: ['prefix_extractor=rocksdb.FixedPrefx.8'] }),
      errors: [{ messageId: 'unknown', severity: 'warning', message: "rocksdb@10.10.1's names are not checked" }],
    },
    {
      name: 'a misspelled prefix extractor runs as nullptr',
      text: optionsFile({ cf: ['prefix_extractor=rocksdb.FixedPrefx.8'] }),
      // 7.8.3 loads and opens it and runs no prefix extractor (observed): a warning that says so.
      errors: [
        {
          messageId: 'unknown',
          at: 'prefix_extractor=^rocksdb.FixedPrefx.8',
          severity: 'warning',
          message: 'silently runs nullptr. Did you mean rocksdb.FixedPrefix.8',
        },
      ],
    },
    {
      name: 'a misspelled comparator runs as the bytewise default',
      text: optionsFile({ cf: ['comparator=leveldb.BytewiseComparatr'] }),
      errors: [
        {
          messageId: 'unknown',
          severity: 'warning',
          message: 'silently runs leveldb.BytewiseComparator. Did you mean leveldb.BytewiseComparator',
        },
      ],
    },
    {
      name: 'an empty comparator is refused',
      text: optionsFile({ cf: ['comparator='] }),
      errors: [{ messageId: 'unknown', severity: 'error', message: 'Missing configurable object: comparator' }],
    },
    // 7.8.3 loads and opens each, running nullptr (observed): the name is not trimmed of a non-breaking space or a note.
    {
      name: 'a name followed by a note',
      text: optionsFile({ cf: ['merge_operator=uint64add; note'] }),
      errors: [{ messageId: 'unknown', severity: 'warning', message: 'silently runs nullptr' }],
    },
    {
      name: 'a name followed by a non-breaking space',
      text: optionsFile({ cf: ['prefix_extractor=rocksdb.FixedPrefix.4\u00a0'] }),
      errors: [{ messageId: 'unknown', severity: 'warning', message: 'silently runs nullptr' }],
    },
    {
      name: 'an unknown merge operator',
      text: optionsFile({ cf: ['merge_operator=nosuchop'] }),
      errors: [{ messageId: 'unknown', severity: 'warning', message: 'Names this engine builds: put' }],
    },
    // Refused by TRocksDB 6.4.6 and the 5.18.4 to 6.25.3 jars ("Error parsing prefix_extractor:stoi"); loaded from 6.26.
    {
      name: 'TRocksDB: a prefix length that is not a number is refused',
      text: optionsFile({ version: '6.4.6', cf: ['prefix_extractor=capped:t2'] }),
      facts: { dialect: 'trocksdb' },
      errors: [{ messageId: 'unknown', severity: 'error', message: 'refuses the file' }],
    },
    {
      name: '6.25: a prefix length that is not a number is refused',
      text: optionsFile({ version: '6.25.3', cf: ['prefix_extractor=fixed:x'] }),
      errors: [{ messageId: 'unknown', severity: 'error', message: 'refuses the file' }],
    },
    {
      name: 'a prefix length that is not a number',
      text: optionsFile({ cf: ['prefix_extractor=fixed:abc'] }),
      errors: [{ messageId: 'unknown' }],
    },
    {
      name: 'a misspelled memtable factory runs the skip list',
      text: optionsFile({ cf: ['memtable_factory=SkipListFactry'] }),
      errors: [{ messageId: 'unknown', message: 'silently runs SkipListFactory' }],
    },
    {
      name: 'a flush-block policy',
      text: optionsFile({ table: ['flush_block_policy_factory=FlushBlockEveryKey'] }),
      errors: [{ messageId: 'unknown', message: 'Did you mean FlushBlockEveryKeyPolicyFactory' }],
    },
    {
      name: 'no wal_filter can be named in a file',
      text: optionsFile({ db: ['wal_filter=MyFilter'] }),
      errors: [{ messageId: 'unknown', message: 'only be set in code' }],
    },
    {
      name: 'fields without an id build nothing',
      text: optionsFile({ cf: ['merge_operator={i1=stringappend;delimiter=,}'] }),
      errors: [{ messageId: 'unknown', message: 'silently runs nullptr' }],
    },
    // Observed: "Invalid argument: Could not find option: : merge_operator".
    {
      name: 'a field the object does not take',
      text: optionsFile({ cf: ['merge_operator={id=stringappend;delimitr=,}'] }),
      errors: [{ messageId: 'unknownField', severity: 'error', message: "takes no option 'delimitr' (it takes delimiter)" }],
    },
    {
      name: 'a memtable field no factory takes',
      text: optionsFile({ cf: ['memtable_factory={id=HashSkipListRepFactory;skiplist_branching_factor=4;}'] }),
      errors: [{ messageId: 'unknownField', severity: 'error', message: 'it takes bucket_count, skiplist_height, branching_factor' }],
    },
    {
      name: 'an unknown {id=...}',
      text: optionsFile({ cf: ['merge_operator={id=stringapend;delimiter=x}'] }),
      errors: [{ messageId: 'unknown', message: 'Did you mean stringappend' }],
    },
  ],
});
