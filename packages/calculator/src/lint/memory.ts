import { clipRange } from '../engines/facts.js';
import { bytesAsNumber, memtablePeakBytes } from '../memory/exact.js';
import { DEFAULT_MEMORY_FRACTION } from '../input/schema.js';
import type { LintContext } from './types.js';
import { blockCacheCapacity } from '../engines/values.js';

/** Memtable memory at its peak: sum over column families of write_buffer_size x max_write_buffer_number (sanitized to >= 2), exact (rules.md R23). */
export function memtableBytes(ctx: LintContext): { total: number; perFamily: Array<{ name: string; bytes: number }> } {
  const fewestBuffers = clipRange(ctx.profile, 'max_write_buffer_number').min;
  const perFamily = ctx.columnFamilies.map(({ name, cf }) => ({
    name,
    bytes: bytesAsNumber(
      memtablePeakBytes(
        Math.max(0, ctx.number(cf, 'write_buffer_size') ?? 0),
        Math.max(0, ctx.number(cf, 'max_write_buffer_number') ?? fewestBuffers),
      ),
    ),
  }));
  return { total: perFamily.reduce((sum, f) => sum + f.bytes, 0), perFamily };
}

/**
 * Block caches: one per column family as the file describes them (a loader may share one); a table section that
 * names none gets the LRU cache the target's table factory creates.
 */
export function blockCacheBytes(ctx: LintContext): number {
  return ctx.columnFamilies.reduce((sum, { table }) => {
    const value = ctx.value(table, 'block_cache');
    return sum + (value === undefined ? ctx.profile.defaults.blockCacheBytes : (blockCacheCapacity(value) ?? 0));
  }, 0);
}

export function memoryBudget(ctx: LintContext): { dram: number; fraction: number; budget: number } | undefined {
  const dram = ctx.facts.dramBytes;
  if (dram === undefined) return undefined;
  const fraction = ctx.facts.memoryFraction ?? DEFAULT_MEMORY_FRACTION;
  return { dram, fraction, budget: dram * fraction };
}
