import { defaultNumber } from '../../engines/facts.js';
import { dbCheck } from '../db-check.js';
import { defineRule } from '../define-rule.js';
import { atOption } from '../report.js';

/** Threads RocksDB starts for flushes and compactions (DBImpl::GetBGJobLimits). */
function backgroundThreads(jobs: number, flushes: number, compactions: number): number {
  if (flushes === -1 && compactions === -1) {
    const f = Math.max(1, Math.floor(jobs / 4));
    return f + Math.max(1, jobs - f);
  }
  return Math.max(1, flushes) + Math.max(1, compactions);
}

export const backgroundJobsExceedThreadsRule = defineRule(
  'background-jobs-exceed-threads',
  dbCheck((ctx, db) => {
    const cpus = ctx.facts.cpuThreads;
    if (cpus === undefined) return [];
    const jobs = ctx.number(db, 'max_background_jobs') ?? defaultNumber(ctx.profile, 'max_background_jobs', 'DBOptions');
    const flushes = ctx.number(db, 'max_background_flushes') ?? defaultNumber(ctx.profile, 'max_background_flushes', 'DBOptions');
    const compactions =
      ctx.number(db, 'max_background_compactions') ?? defaultNumber(ctx.profile, 'max_background_compactions', 'DBOptions');
    const threads = backgroundThreads(jobs, flushes, compactions);
    if (threads <= cpus) return [];
    const at =
      flushes === -1 && compactions === -1
        ? 'max_background_jobs'
        : compactions !== -1
          ? 'max_background_compactions'
          : 'max_background_flushes';
    return [
      atOption(
        db,
        at,
        'over',
        `RocksDB will run ${threads} background threads on ${cpus} CPU threads; the guide sets max_background_jobs = ${cpus} (CPU threads), and more only adds contention.`,
      ),
    ];
  }),
);
