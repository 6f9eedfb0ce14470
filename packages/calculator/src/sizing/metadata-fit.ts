import { extension } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { defineNode } from './graph.js';
import type { Derivation, Warning } from './types.js';

/**
 * rules.md R21: when memtables + cache + index and filter blocks outside the cache exceed the budget, move the
 * metadata into the cache (cache_index_and_filter_blocks, pin_l0_filter_and_index_blocks_in_cache), grow the
 * cache by its size within the budget and warn; if even memtables + metadata exceed the budget, say how much
 * more DRAM the database needs.
 */
export const metadataFit = defineNode(
  'metadataFit',
  ['blockCacheRule', 'memtableBytes', 'memoryBudgetBytes', 'predictionBeforeFit'],
  (ctx, { blockCacheRule: cache, memtableBytes, memoryBudgetBytes: budget, predictionBeforeFit: p }) => {
    const memtables = memtableBytes.value;
    const metadata = p.indexBlocks.bytes + p.filterBlocks.bytes;
    const alreadyCached = p.indexBlocks.inCache;
    const warnings: Warning[] = [];
    let result: Derivation = cache;
    let moved = false;
    if (!alreadyCached && memtables + cache.value + metadata > budget) {
      const room = Math.max(0, budget - memtables);
      const grown = Math.min(cache.value + metadata, room);
      moved = true;
      result = {
        value: grown,
        formula: `${cache.formula}; + index and filter blocks ${formatInteger(metadata)}, within budget - memtables ${formatInteger(room)} = ${formatInteger(grown)}`,
        source: extension('rules.md R21: metadata that does not fit beside the cache goes into it, so memory stays bounded'),
        why: 'The cache now also holds the index and filter blocks, so it grows by their size as far as the budget allows.',
        warnings: cache.warnings,
      };
      warnings.push({
        code: 'metadata-exceeds-budget',
        severity: 'warning',
        message: `index and filter blocks of the full database (${formatBytes(metadata)}) do not fit beside ${formatBytes(memtables)} of memtables and a ${formatBytes(cache.value)} block cache in the ${formatBytes(budget)} budget: moved into the block cache (cache_index_and_filter_blocks=true, pin_l0_filter_and_index_blocks_in_cache=true), cache grown to ${formatBytes(grown)}`,
      });
    }
    const shortfall = memtables + metadata - budget;
    if (shortfall > 0) {
      const dram = Math.ceil(shortfall / ctx.input.memoryFraction);
      warnings.push({
        code: 'memory-exceeds-budget',
        severity: 'warning',
        message: `memtables (${formatBytes(memtables)}) and the index and filter blocks of the full database (${formatBytes(metadata)}) need ${formatBytes(shortfall)} more than the ${formatBytes(budget)} budget: about ${formatBytes(dram)} more DRAM at memoryFraction ${ctx.input.memoryFraction}; until then index and filter blocks are read from disk`,
      });
    }
    return { cache: result, moved, warnings };
  },
);
