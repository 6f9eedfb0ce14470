import { preallocationExceedsDiskRule } from '../../../src/lint/rules/preallocation-exceeds-disk.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// Observed on the rocksdbjni 7.8.3 and 11.1.2 jars (tools/engine-judge, DB::Open, a write and a flush) with
// 76,923,396,096 bytes free on the judge's ext4 disk: each "fails" case failed with "No space left on device", each
// "runs" case opened, wrote and flushed (issue 23, 2026-11-26). Past ext4's 16 TiB file limit (7.8.3: 15t and 20t,
// manifest 17t and 2^63-1; the 5.18.4 jar: manifest 2^63-1) the fallocate is refused and the database runs.
const judgeDisk = { diskFreeBytes: 76_923_396_096 };
const wal4t = 'write_buffer_size=4t';
type Parts = Parameters<typeof optionsFile>[0];
/** A case judged with the judge's free disk space declared. */
const onJudgeDisk = (name: string, parts: Parts) => ({ name, text: optionsFile(parts), facts: judgeDisk });
const error = (messageId: 'overFree' | 'large', extra: { at?: string; message?: string } = {}) => [
  { messageId, severity: messageId === 'overFree' ? ('error' as const) : ('warning' as const), ...extra },
];

ruleTester(preallocationExceedsDiskRule, {
  valid: [
    onJudgeDisk('runs: write_buffer_size=60g', { cf: ['write_buffer_size=60g'] }),
    onJudgeDisk('runs: 4t with max_total_wal_size=1 GiB', { db: ['max_total_wal_size=1073741824'], cf: [wal4t] }),
    onJudgeDisk('runs: 4t with db_write_buffer_size=1 GiB', { db: ['db_write_buffer_size=1073741824'], cf: [wal4t] }),
    onJudgeDisk('runs: 4t with allow_fallocate=false', { db: ['allow_fallocate=false'], cf: [wal4t] }),
    onJudgeDisk('runs: manifest_preallocation_size=60g', { db: ['manifest_preallocation_size=60g'] }),
    { name: 'no disk declared, 80g (88 GiB, under 100 GB)', text: optionsFile({ cf: ['write_buffer_size=80g'] }) },
  ],
  invalid: [
    {
      ...onJudgeDisk('fails: write_buffer_size=14t (15.4 TiB, under 16 TiB)', { cf: ['write_buffer_size=14t'] }),
      errors: error('overFree'),
    },
    {
      ...onJudgeDisk("runs on ext4: write_buffer_size=15t (16.5 TiB) is past ext4's file limit", { cf: ['write_buffer_size=15t'] }),
      errors: error('large', { message: 'on XFS or btrfs' }),
    },
    {
      ...onJudgeDisk('runs on ext4: manifest_preallocation_size=2^63-1', { db: ['manifest_preallocation_size=9223372036854775807'] }),
      errors: error('large', { message: "ext4's 16 TiB" }),
    },
    {
      ...onJudgeDisk('fails: write_buffer_size=80g', { cf: ['write_buffer_size=80g'] }),
      errors: error('overFree', { at: 'write_buffer_size=^80g', message: '88 GiB' }),
    },
    {
      ...onJudgeDisk('fails: 4t capped by max_total_wal_size=100g', { db: ['max_total_wal_size=100g'], cf: [wal4t] }),
      errors: error('overFree', { message: 'capped by max_total_wal_size' }),
    },
    {
      ...onJudgeDisk('fails at DB::Open: manifest_preallocation_size=80g', { db: ['manifest_preallocation_size=80g'] }),
      errors: error('overFree', { at: 'manifest_preallocation_size=^80g', message: 'MANIFEST' }),
    },
    { name: 'no disk declared: 4t is a warning', text: optionsFile({ cf: [wal4t] }), errors: error('large', { message: '4.40 TiB' }) },
  ],
});
