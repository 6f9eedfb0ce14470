import { trocksdbVlogSanitizedRule } from '../../../src/lint/rules/trocksdb-vlog-sanitized.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(trocksdbVlogSanitizedRule, {
  valid: [
    {
      name: 'two rings, valid percentages',
      text: optionsFile({ cf: ['num_levels=6', 'vlogring_activation_level=0:4', 'fraction_remapped_during_compaction=20:25'] }),
    },
  ],
  invalid: [
    {
      name: 'percentage over 100',
      text: optionsFile({ cf: ['vlogring_activation_level=0', 'fraction_remapped_during_compaction=20:150'] }),
      errors: [{ messageId: 'item', at: 'fraction_remapped_during_compaction=^20:150', message: 'runs 20:25' }],
    },
    // Observed with the TRocksDB 6.4.6 engine (lint-vs-engine, seed 7): maxct 15 with minct 2147483647 ran maxct 2147483647.
    {
      name: 'the largest SST count below the smallest',
      text: optionsFile({ cf: ['active_recycling_sst_maxct=15', 'active_recycling_sst_minct=2147483647'] }),
      errors: [{ messageId: 'order', at: 'active_recycling_sst_maxct=^15', message: 'runs active_recycling_sst_maxct=2147483647' }],
    },
    {
      name: 'rings not increasing',
      text: optionsFile({ cf: ['vlogring_activation_level=4:2'] }),
      errors: [{ messageId: 'rings', at: 'vlogring_activation_level=^4:2', message: 'one ring at level 0' }],
    },
  ],
});
