import { VECTOR_MEMTABLE_CONCURRENT, inRange } from '../../engines/data/behaviours-observed.js';
import { componentNamesFor } from '../../engines/data/components-observed.js';
import { componentEntry, requestedName } from '../../engines/component-name.js';
import { dbCheck } from '../db-check.js';
import { defineRule } from '../define-rule.js';
import { atOption } from '../report.js';
import type { LintContext, Report } from '../types.js';

const CONCURRENT_MEMTABLES = new Set(['SkipListFactory', 'skip_list', '']);
const VECTOR = new Set(['VectorRepFactory', 'vector']);

/** MemTableRepFactory::IsInsertConcurrentlySupported() of the factory a value names (`vector:8`, `{id=vector;count=8}`). */
function concurrent(ctx: LintContext, name: string): boolean {
  const factory = name.split(':')[0] ?? '';
  return CONCURRENT_MEMTABLES.has(factory) || (VECTOR.has(factory) && inRange(ctx.profile, VECTOR_MEMTABLE_CONCURRENT));
}
/**
 * A name the target cannot build runs the default skip list (unknown-component says so): no conflict then.
 * TRocksDB builds no memtable factory from a file, so memtable_factory=vector never conflicts there (observed).
 */
const memtableComponent = (ctx: LintContext) => componentNamesFor(ctx.profile).components.find((c) => c.name === 'memtable_factory');
function builds(ctx: LintContext, factory: string): boolean {
  return (memtableComponent(ctx)?.accepts ?? []).some((p) => p.test(factory));
}

export const incompatibleOptionsRule = defineRule(
  'incompatible-options',
  dbCheck((ctx, db) => {
    const out: Report[] = [];
    if (!ctx.bool(db, 'allow_concurrent_memtable_write')) return out;
    for (const { cf } of ctx.columnFamilies) {
      const component = memtableComponent(ctx);
      const entry = component ? componentEntry(cf.first, component, ctx.profile) : cf.first.get('memtable_factory');
      const factory = entry?.value ?? '';
      const name = requestedName(factory);
      if (name === undefined || concurrent(ctx, name) || !builds(ctx, name)) continue;
      out.push(
        atOption(
          cf,
          entry?.key ?? 'memtable_factory',
          'conflict',
          `${entry?.key ?? 'memtable_factory'}=${factory} does not support concurrent inserts, but allow_concurrent_memtable_write=true (the default): DB::Open fails. Set allow_concurrent_memtable_write=false in [DBOptions] or use SkipListFactory.`,
        ),
      );
    }
    return out;
  }),
);
