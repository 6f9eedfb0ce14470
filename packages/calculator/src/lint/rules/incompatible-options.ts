import { componentNamesFor } from '../../engines/data/components-observed.js';
import { atOption } from '../report.js';
import type { LintContext, Report, Rule, Scope } from '../types.js';
import { docsUrl } from '../walk.js';

interface Conflict {
  readonly when: (ctx: LintContext, scope: Scope) => boolean;
  readonly at: string;
  readonly message: string;
}

const on = (name: string) => (ctx: LintContext, scope: Scope) => ctx.bool(scope, name);

/** Combinations DB::Open refuses (db/db_impl/db_impl_open.cc ValidateOptions, db/column_family.cc). */
const DB_CONFLICTS: Conflict[] = [
  { when: (c, s) => on('allow_mmap_reads')(c, s) && on('use_direct_reads')(c, s), at: 'use_direct_reads', message: 'allow_mmap_reads and use_direct_reads together: DB::Open fails (mmap reads and direct reads exclude each other).' },
  { when: (c, s) => on('allow_mmap_writes')(c, s) && on('use_direct_io_for_flush_and_compaction')(c, s), at: 'use_direct_io_for_flush_and_compaction', message: 'allow_mmap_writes and use_direct_io_for_flush_and_compaction together: DB::Open fails.' },
  { when: (c, s) => on('unordered_write')(c, s) && !on('allow_concurrent_memtable_write')(c, s), at: 'unordered_write', message: 'unordered_write=true needs allow_concurrent_memtable_write=true: DB::Open fails.' },
  { when: (c, s) => on('unordered_write')(c, s) && on('enable_pipelined_write')(c, s), at: 'unordered_write', message: 'unordered_write and enable_pipelined_write together: DB::Open fails.' },
];

const CONCURRENT_MEMTABLES = new Set(['SkipListFactory', 'skip_list', '']);
/**
 * A name the target cannot build runs the default skip list (unknown-component says so): no conflict then.
 * TRocksDB builds no memtable factory from a file, so memtable_factory=vector never conflicts there (observed).
 */
function builds(ctx: LintContext, factory: string): boolean {
  return (componentNamesFor(ctx.profile).components.find((c) => c.name === 'memtable_factory')?.accepts ?? []).some((p) => p.test(factory));
}

export const incompatibleOptionsRule: Rule = {
  meta: {
    id: 'incompatible-options',
    severity: 'error',
    description: 'Combinations DB::Open refuses: mmap with direct I/O, unordered_write without concurrent memtable writes or with pipelined writes, concurrent memtable writes with a memtable that does not support them.',
    docsUrl: docsUrl('incompatible-options'),
    fixable: false,
    messages: { conflict: 'DB::Open refuses this combination.' },
  },
  check(ctx) {
    const db = ctx.db;
    if (!db) return [];
    const out: Report[] = DB_CONFLICTS.filter((c) => c.when(ctx, db)).map((c) => atOption(db, c.at, 'conflict', c.message));
    if (!ctx.bool(db, 'allow_concurrent_memtable_write')) return out;
    for (const { cf } of ctx.columnFamilies) {
      const factory = ctx.value(cf, 'memtable_factory') ?? '';
      if (CONCURRENT_MEMTABLES.has(factory.split(':')[0] ?? '') || !builds(ctx, factory)) continue;
      out.push(atOption(cf, 'memtable_factory', 'conflict', `memtable_factory=${factory} does not support concurrent inserts, but allow_concurrent_memtable_write=true (the default): DB::Open fails. Set allow_concurrent_memtable_write=false in [DBOptions] or use SkipListFactory.`));
    }
    return out;
  },
};
