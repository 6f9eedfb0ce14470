import { backgroundJobsExceedThreadsRule } from '../../../src/lint/rules/background-jobs-exceed-threads.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(backgroundJobsExceedThreadsRule, {
  valid: [
    { name: 'jobs = threads', text: optionsFile({ db: ['max_background_jobs=48'] }), facts: { cpuThreads: 48 } },
    { name: 'no threads declared', text: optionsFile({ db: ['max_background_jobs=480'] }) },
  ],
  invalid: [
    {
      name: '48 jobs on 8 threads',
      text: optionsFile({ db: ['max_background_jobs=48'] }),
      facts: { cpuThreads: 8 },
      errors: [{ messageId: 'over', at: 'max_background_jobs=^48', message: '48 background threads on 8 CPU threads' }],
    },
    {
      name: 'compactions=12 on 8 threads',
      text: optionsFile({ db: ['max_background_compactions=12'] }),
      facts: { cpuThreads: 8 },
      errors: [{ messageId: 'over', message: '13 background threads' }],
    },
  ],
});
