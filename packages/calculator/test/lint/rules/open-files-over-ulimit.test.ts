import { openFilesOverUlimitRule } from '../../../src/lint/rules/open-files-over-ulimit.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// Observed on RocksDB 7.8.3 in a process with `ulimit -n` 20000: max_open_files=80000 runs as 20000.
ruleTester(openFilesOverUlimitRule, {
  valid: [
    { name: 'unlimited (-1) is not clipped', text: optionsFile({ db: ['max_open_files=-1'] }) },
    { name: 'within the default soft limit', text: optionsFile({ db: ['max_open_files=1000'] }) },
    { name: 'not set', text: optionsFile() },
  ],
  invalid: [
    {
      name: "the guide's 80,000",
      text: optionsFile({ db: ['max_open_files=80000'] }),
      errors: [{ messageId: 'clipped', at: 'max_open_files=^80000', severity: 'info', message: 'at least 80000' }],
    },
  ],
});
