import { l0TriggerOrderRule } from '../../../src/lint/rules/l0-trigger-order.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const triggers = (a: number, b: number, c: number) =>
  optionsFile({
    cf: [`level0_file_num_compaction_trigger=${a}`, `level0_slowdown_writes_trigger=${b}`, `level0_stop_writes_trigger=${c}`],
  });
ruleTester(l0TriggerOrderRule, {
  valid: [
    { name: 'defaults', text: optionsFile() },
    { name: '4/36/48', text: triggers(4, 36, 48) },
    { name: 'FIFO ignores them', text: optionsFile({ cf: ['compaction_style=kCompactionStyleFIFO', 'level0_slowdown_writes_trigger=1'] }) },
  ],
  invalid: [
    {
      name: '8/4/2 runs as 8/8/8',
      text: triggers(8, 4, 2),
      errors: [{ messageId: 'order', at: 'level0_slowdown_writes_trigger=^4', message: 'RocksDB runs 8/8/8 instead' }],
      output: triggers(8, 8, 8),
    },
    {
      name: "20/8/12 on 48 threads (max_background_jobs) gets the rules' 36/48, not 20/20/20",
      text: optionsFile({
        db: ['max_background_jobs=48'],
        cf: ['level0_file_num_compaction_trigger=20', 'level0_slowdown_writes_trigger=8', 'level0_stop_writes_trigger=12'],
      }),
      errors: [{ messageId: 'order', message: 'RocksDB runs 20/20/20 instead' }],
      output: optionsFile({
        db: ['max_background_jobs=48'],
        cf: ['level0_file_num_compaction_trigger=20', 'level0_slowdown_writes_trigger=36', 'level0_stop_writes_trigger=48'],
      }),
    },
    {
      name: 'stop below the default slowdown, slowdown absent',
      text: optionsFile({ cf: ['level0_stop_writes_trigger=10'] }),
      errors: [{ messageId: 'order', message: 'runs 4/20/20' }],
      output: optionsFile({ cf: ['level0_stop_writes_trigger=20', 'level0_slowdown_writes_trigger=20'] }),
    },
  ],
});
