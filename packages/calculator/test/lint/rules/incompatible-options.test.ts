import { incompatibleOptionsRule } from '../../../src/lint/rules/incompatible-options.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(incompatibleOptionsRule, {
  valid: [
    { name: 'defaults', text: optionsFile() },
    // Observed with the TRocksDB 6.4.6 engine: it opens, running its default skip list (it builds no memtable factory from a file).
    {
      name: 'TRocksDB: memtable_factory=vector with concurrent writes',
      text: optionsFile({ version: '6.4.6', db: ['allow_concurrent_memtable_write=true'], cf: ['memtable_factory=vector'] }),
      target: 'trocksdb@6.4.6',
    },
    // Seen in the lint-vs-engine benchmark: the engine opened every such file, running the default skip list
    // (unknown-component is the finding there, not a conflict DB::Open never reports).
    { name: 'a misspelt factory runs the default skip list', text: optionsFile({ cf: ['memtable_factory=SkipListFactoy'] }) },
    { name: 'a misspelt nickname too', text: optionsFile({ cf: ['memtable_factory=skip_lst:8'] }) },
    {
      name: 'vector memtable without concurrent writes',
      text: optionsFile({ db: ['allow_concurrent_memtable_write=false'], cf: ['memtable_factory=VectorRepFactory'] }),
    },
  ],
  invalid: [
    {
      name: 'the vector nickname with concurrent writes',
      text: optionsFile({ cf: ['memtable_factory=vector'] }),
      errors: [{ messageId: 'conflict' }],
    },
    {
      name: 'vector memtable with concurrent writes',
      text: optionsFile({ cf: ['memtable_factory=VectorRepFactory'] }),
      errors: [{ messageId: 'conflict', at: 'memtable_factory=^VectorRepFactory', message: 'does not support concurrent inserts' }],
    },
  ],
});
