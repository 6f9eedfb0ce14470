import { backgroundJobsOverriddenRule } from '../../../src/lint/rules/background-jobs-overridden.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(backgroundJobsOverriddenRule, {
  valid: [
    { name: 'jobs only', text: optionsFile({ db: ['max_background_jobs=8'] }) },
    { name: 'explicit -1', text: optionsFile({ db: ['max_background_flushes=-1'] }) },
  ],
  invalid: [
    {
      name: "TRocksDB ini's compactions=12",
      text: optionsFile({ db: ['max_background_jobs=16', 'max_background_compactions=12'] }),
      errors: [
        {
          messageId: 'overridden',
          at: 'max_background_compactions=^12',
          message: 'ignores max_background_jobs=16 and runs 1 flush and 12 compaction threads',
        },
      ],
    },
    {
      name: 'both pools set: the file states what runs (info)',
      text: optionsFile({ db: ['max_background_jobs=2', 'max_background_flushes=2', 'max_background_compactions=1'] }),
      errors: [{ messageId: 'overridden', severity: 'info', message: 'runs 2 flush and 1 compaction threads' }],
    },
    {
      name: 'flushes only',
      text: optionsFile({ db: ['max_background_flushes=2'] }),
      errors: [{ messageId: 'overridden', message: '2 flush and 1 compaction' }],
    },
  ],
});
