import { extension, guide } from '../provenance.js';
import { formatBytes } from '../units.js';
import { memoryBudgetBytes, type SizingContext } from './context.js';
import { n } from './format.js';
import { ROCKSDB } from './limits.js';
import { memtableBytes } from './memtable-bytes.js';
import type { Derivation } from './types.js';

/**
 * rules.md R17: general = write_buffer_size * max_write_buffer_number (G footnote 7); read-heavy = the
 * maximum, memoryFraction * D - memtables. rules.md R18: memtables + cache stay within the budget.
 */
export function blockCache(ctx: SizingContext): Derivation {
  const memtables = memtableBytes(ctx).value;
  const budget = memoryBudgetBytes(ctx);
  const room = budget - memtables;
  const { input } = ctx;
  const derived =
    ctx.preset.blockCache === 'max'
      ? {
          value: room,
          formula: `memoryFraction * D - memtables = ${input.memoryFraction} * ${n(input.dramBytes)} - ${n(memtables)} = ${n(room)}`,
          source: guide('Summary: read-oriented workload; Cache Size Configuration ("~100GB for DRAM cache")'),
          why: 'Every byte the memtables do not need goes to the block cache, so most keys stay in DRAM.',
        }
      : {
          value: memtables,
          formula: `write_buffer_size * max_write_buffer_number = ${n(memtables)}`,
          source: guide('Cache Size Configuration, footnote 7'),
          why: 'The guide\'s "typical formula": a cache as large as the memtables.',
        };
  if (derived.value <= room) return derived;

  const value = Math.max(room, ROCKSDB.defaultBlockCache);
  return {
    value,
    formula: `${derived.formula}; limited to max(budget - memtables, 8 MiB) = ${n(value)}`,
    source: extension('memtables + cache must fit memoryFraction * DRAM (rules.md R18); 8 MiB is the cache RocksDB uses when none is set'),
    why: 'What the memory budget leaves after the memtables.',
    warnings: [
      {
        code: 'block-cache-limited',
        severity: 'warning',
        message: `block_cache: ${formatBytes(derived.value)} does not fit next to ${formatBytes(memtables)} of memtables in the ${formatBytes(budget)} budget; limited to ${formatBytes(value)}`,
      },
    ],
  };
}
