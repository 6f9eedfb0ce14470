import { extension, guide } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { memoryBudgetBytes, type SizingContext } from './context.js';
import { memtableBytes } from './memtable-bytes.js';
import { databaseBytes, smallDatabase } from './small-database.js';
import type { Derivation, RecommendedOption } from './types.js';
import { defaultTargetFor } from '../engines/registry.js';
import { getEngineProfile } from '../engines/resolve.js';

/**
 * rules.md R17. general: a third of what the budget leaves after the memtables, never below G footnote 7's
 * write_buffer_size * max_write_buffer_number; read-heavy: all of it, less the metadata the memory model
 * keeps outside the cache. rules.md R23: never above what the budget leaves (no floor beyond it).
 * rules.md X-inline-small-cache: values inline in a small budget: the target's default cache, the rest to the page cache.
 */
export function blockCache(ctx: SizingContext, metadataOutsideCache = 0): Derivation {
  const memtables = memtableBytes(ctx).value;
  const budget = memoryBudgetBytes(ctx);
  const room = Math.max(0, budget - memtables);
  const { input } = ctx;
  const budgetText = `${input.memoryFraction} * ${formatInteger(input.dramBytes)}`;
  let derived: Derivation;
  const pageCacheReason = pageCacheServesInline(ctx, room, memtables);
  if (ctx.preset.blockCache === 'max') {
    const value = Math.max(0, room - metadataOutsideCache);
    derived = {
      value,
      formula: `memoryFraction * D - memtables - metadata outside the cache = ${budgetText} - ${formatInteger(memtables)} - ${formatInteger(metadataOutsideCache)} = ${formatInteger(value)}`,
      source: guide('Summary: read-oriented workload; Cache Size Configuration ("~100GB for DRAM cache")'),
      why: 'Every byte the memtables and table readers do not need goes to the block cache, so most keys stay in DRAM.',
    };
  } else if (pageCacheReason) {
    const value = ctx.profile.defaults.blockCacheBytes;
    derived = {
      value,
      formula: `values inline and ${pageCacheReason}: RocksDB's default ${formatInteger(value)}`,
      source: extension(
        'in a small budget the page cache, which holds the compressed data blocks, serves inline values better than a block cache of the same blocks uncompressed (rules.md X-inline-small-cache; capped regime: 8 MiB read 3.3 KB of disk per Get, 134 MB 4.6 KB)',
      ),
      why: 'With little memory and values inline, every byte given to the block cache is taken from the page cache, which holds the same blocks compressed.',
    };
  } else {
    const third = Math.floor(room / 3);
    const value = Math.max(third, memtables);
    derived = {
      value,
      formula: `max(floor((memoryFraction * D - memtables) / 3), memtables) = max(floor((${budgetText} - ${formatInteger(memtables)}) / 3), ${formatInteger(memtables)}) = ${formatInteger(value)}`,
      source:
        value === third
          ? extension(
              "a third of the budget after the memtables: G ran every test with a 40 GB cache on 128 GB and says a larger cache helps reads; RocksDB's tuning wiki leaves the rest to the page cache, which serves value-file reads",
            )
          : guide('Cache Size Configuration, footnote 7'),
      why: 'A third of the memory left after the memtables; the page cache keeps the rest for value files and compaction reads.',
    };
  }
  if (derived.value <= room) return derived;
  return {
    value: room,
    formula: `${derived.formula}; limited to budget - memtables = ${formatInteger(room)}`,
    source: extension('memtables + cache must fit memoryFraction * DRAM (rules.md R18, R23)'),
    why: 'What the memory budget leaves after the memtables.',
    warnings: [
      {
        code: 'block-cache-limited',
        severity: 'warning',
        message: `block_cache: ${formatBytes(derived.value)} does not fit next to ${formatBytes(memtables)} of memtables in the ${formatBytes(budget)} budget; limited to ${formatBytes(room)}`,
      },
    ],
  };
}

/**
 * rules.md X-inline-small-cache: values inline, and either a budget so small that a third of what the memtables leave
 * is below them (G footnote 7's floor would bind), or a small database (rules.md X-small-db) larger than the
 * budget. Says which, or undefined. The read-heavy preset keeps its maximum.
 */
function pageCacheServesInline(ctx: SizingContext, room: number, memtables: number): string | undefined {
  if (ctx.input.kvSeparation) return undefined;
  const third = Math.floor(room / 3);
  if (third < memtables)
    return `a third of the budget after the memtables ${formatInteger(third)} below the memtables ${formatInteger(memtables)}`;
  const budget = memoryBudgetBytes(ctx);
  const db = smallDatabase(ctx);
  const bytes = databaseBytes(ctx);
  return db.small && bytes > budget ? `${db.text}, larger than the ${formatInteger(budget)} budget` : undefined;
}

/** rules.md R17: TRocksDB refuses a whole OPTIONS file that sets block_cache (its profile's notReadableFromFile). */
export const TROCKSDB_BLOCK_CACHE_NOTE = `TRocksDB ${getEngineProfile(defaultTargetFor('trocksdb')).version} cannot read block_cache from an OPTIONS file (it refuses the whole file): apply it with db_bench --cache_size or BlockBasedTableOptions::block_cache`;

/** Keeps the option in the report but writes it into the file as a comment that says how to apply it. */
export function markNotReadableFromFile(options: RecommendedOption[], name: string, note: string): void {
  const option = options.find((o) => o.name === name);
  if (option) option.notInFile = note;
}
