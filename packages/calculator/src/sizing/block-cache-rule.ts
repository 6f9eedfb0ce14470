import { extension, guide } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { defineNode } from './graph.js';
import type { Derivation } from './types.js';

/** P-read-heavy keeps index and filter blocks in the cache, so none of the metadata is outside it. */
const READ_HEAVY_METADATA_OUTSIDE_CACHE = 0;

/**
 * rules.md R17 before rules.md R21's metadata fit. general: a third of what the budget leaves after the memtables, never below G footnote 7's
 * write_buffer_size * max_write_buffer_number; read-heavy: all of it, less the metadata the memory model
 * keeps outside the cache. rules.md R23: never above what the budget leaves (no floor beyond it).
 * rules.md X-inline-small-cache: values inline in a small budget: the target's default cache, the rest to the page cache.
 */
export const blockCacheRule = defineNode(
  'blockCacheRule',
  ['memtableBytes', 'memoryBudgetBytes', 'pageCacheServesInline'],
  (ctx, { memtableBytes, memoryBudgetBytes: budget, pageCacheServesInline: pageCacheReason }) => {
    const memtables = memtableBytes.value;
    const room = Math.max(0, budget - memtables);
    const { input } = ctx;
    const budgetText = `${input.memoryFraction} * ${formatInteger(input.dramBytes)}`;
    let derived: Derivation;
    if (ctx.preset.blockCache === 'max') {
      const metadataOutsideCache = READ_HEAVY_METADATA_OUTSIDE_CACHE;
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
  },
);
