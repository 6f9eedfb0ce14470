import { defaultNumber } from '../../engines/facts.js';
import { dbCheck } from '../db-check.js';
import { defineRule } from '../define-rule.js';
import { atOption } from '../report.js';
import type { Report } from '../types.js';

export const backgroundJobsOverriddenRule = defineRule(
  'background-jobs-overridden',
  dbCheck((ctx, db) => {
    const flushes = ctx.number(db, 'max_background_flushes') ?? defaultNumber(ctx.profile, 'max_background_flushes', 'DBOptions');
    const compactions =
      ctx.number(db, 'max_background_compactions') ?? defaultNumber(ctx.profile, 'max_background_compactions', 'DBOptions');
    if (flushes === -1 && compactions === -1) return [];
    const jobs = ctx.number(db, 'max_background_jobs') ?? defaultNumber(ctx.profile, 'max_background_jobs', 'DBOptions');
    const set = [
      compactions !== -1 ? `max_background_compactions=${compactions}` : '',
      flushes !== -1 ? `max_background_flushes=${flushes}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    const at = compactions !== -1 ? 'max_background_compactions' : 'max_background_flushes';
    const running = `RocksDB ignores max_background_jobs=${jobs} and runs ${Math.max(1, flushes)} flush and ${Math.max(1, compactions)} compaction threads`;
    // Both pools stated: the file says exactly what runs, and setting both is the only way to get more
    // flush than compaction threads (the auto-tuned-compactions split, rules.md P-auto-tuned-compactions).
    if (flushes !== -1 && compactions !== -1) {
      return [atOption(db, at, 'overridden', `With ${set}, ${running}.`, { severity: 'info' })];
    }
    const out: Report[] = [
      atOption(
        db,
        at,
        'overridden',
        `With ${set}, ${running}. Remove the deprecated per-pool limits and size max_background_jobs instead.`,
      ),
    ];
    return out;
  }),
);
