import { dbCheck } from '../db-check.js';
import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';

/** Linux's default soft RLIMIT_NOFILE: above it the file depends on the ulimit of the process that opens the DB. */
const DEFAULT_SOFT_NOFILE = 1024;

export const openFilesOverUlimitRule = defineRule(
  'open-files-over-ulimit',
  dbCheck((ctx, db) => {
    const entry = db.first.get('max_open_files');
    const value = ctx.number(db, 'max_open_files');
    if (!entry || value === undefined || value <= DEFAULT_SOFT_NOFILE) return [];
    return [
      atValue(
        db,
        entry,
        'clipped',
        `max_open_files=${entry.value}: RocksDB clips it to the soft open-file limit of the process that opens the DB (\`ulimit -n\`, often ${DEFAULT_SOFT_NOFILE}); run it with \`ulimit -n\` of at least ${value} plus what the rest of the process needs, or RocksDB silently keeps fewer files open.`,
      ),
    ];
  }),
);
