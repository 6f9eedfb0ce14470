import { dbCheck } from '../db-check.js';
import { defineRule } from '../define-rule.js';
import { fix, replaceValueEdit } from '../edits.js';
import { isIoBound } from '../facts.js';
import { atValue } from '../report.js';

export const mmapReadsIoBoundRule = defineRule(
  'mmap-reads-io-bound',
  dbCheck((ctx, db) => {
    const entry = db.first.get('allow_mmap_reads');
    if (!entry || !ctx.bool(db, 'allow_mmap_reads') || isIoBound(ctx.facts) !== true) return [];
    return [
      atValue(
        db,
        entry,
        'mmap',
        'allow_mmap_reads=true on an IO-bound host: every miss is a page fault with kernel readahead instead of a block-cache read, and the page cache competes with the block cache. Use the block cache (allow_mmap_reads=false).',
        {
          fix: fix('set allow_mmap_reads=false', replaceValueEdit(ctx, entry, 'false')),
        },
      ),
    ];
  }),
);
