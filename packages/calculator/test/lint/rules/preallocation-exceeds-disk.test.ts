import { preallocationExceedsDiskRule } from '../../../src/lint/rules/preallocation-exceeds-disk.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// Observed on the rocksdbjni 7.8.3 and 11.1.2 jars (tools/engine-judge, DB::Open, a write and a flush) with
// 76,923,396,096 bytes free on the judge's ext4 disk: each "fails" case failed with "No space left on device", each
// "runs" case opened, wrote and flushed (issue 23, 2026-11-26). Past ext4's 16 TiB file limit (7.8.3: 15t and 20t,
// manifest 17t and 2^63-1; the 5.18.4 jar: manifest 2^63-1) the fallocate is refused and the database runs.
const judgeDisk = { diskFreeBytes: 76_923_396_096 };
const wal4t = 'write_buffer_size=4t';
ruleTester(preallocationExceedsDiskRule, {
  valid: [
    { name: 'runs: write_buffer_size=60g', text: optionsFile({ cf: ['write_buffer_size=60g'] }), facts: judgeDisk },
    {
      name: 'runs: 4t with max_total_wal_size=1 GiB',
      text: optionsFile({ db: ['max_total_wal_size=1073741824'], cf: [wal4t] }),
      facts: judgeDisk,
    },
    {
      name: 'runs: 4t with db_write_buffer_size=1 GiB',
      text: optionsFile({ db: ['db_write_buffer_size=1073741824'], cf: [wal4t] }),
      facts: judgeDisk,
    },
    { name: 'runs: 4t with allow_fallocate=false', text: optionsFile({ db: ['allow_fallocate=false'], cf: [wal4t] }), facts: judgeDisk },
    { name: 'runs: manifest_preallocation_size=60g', text: optionsFile({ db: ['manifest_preallocation_size=60g'] }), facts: judgeDisk },
    { name: 'no disk declared, 80g (88 GiB, under 100 GB)', text: optionsFile({ cf: ['write_buffer_size=80g'] }) },
  ],
  invalid: [
    {
      name: 'fails: write_buffer_size=14t (15.4 TiB, under ext4 16 TiB)',
      text: optionsFile({ cf: ['write_buffer_size=14t'] }),
      facts: judgeDisk,
      errors: [{ messageId: 'overFree', severity: 'error' }],
    },
    {
      name: "runs on ext4: write_buffer_size=15t (16.5 TiB) is past ext4's file limit, a warning for other filesystems",
      text: optionsFile({ cf: ['write_buffer_size=15t'] }),
      facts: judgeDisk,
      errors: [{ messageId: 'large', severity: 'warning', message: 'on XFS or btrfs' }],
    },
    {
      name: 'runs on ext4: manifest_preallocation_size=2^63-1',
      text: optionsFile({ db: ['manifest_preallocation_size=9223372036854775807'] }),
      facts: judgeDisk,
      errors: [{ messageId: 'large', severity: 'warning', message: "ext4's 16 TiB" }],
    },
    {
      name: 'fails: write_buffer_size=80g',
      text: optionsFile({ cf: ['write_buffer_size=80g'] }),
      facts: judgeDisk,
      errors: [{ messageId: 'overFree', at: 'write_buffer_size=^80g', severity: 'error', message: '88 GiB' }],
    },
    {
      name: 'fails: 4t capped by max_total_wal_size=100g, still above the free space',
      text: optionsFile({ db: ['max_total_wal_size=100g'], cf: [wal4t] }),
      facts: judgeDisk,
      errors: [{ messageId: 'overFree', severity: 'error', message: 'capped by max_total_wal_size' }],
    },
    {
      name: 'fails at DB::Open: manifest_preallocation_size=80g',
      text: optionsFile({ db: ['manifest_preallocation_size=80g'] }),
      facts: judgeDisk,
      errors: [{ messageId: 'overFree', at: 'manifest_preallocation_size=^80g', severity: 'error', message: 'MANIFEST' }],
    },
    {
      name: 'no disk declared: 4t is a warning',
      text: optionsFile({ cf: [wal4t] }),
      errors: [{ messageId: 'large', severity: 'warning', message: '4.40 TiB' }],
    },
  ],
});
