import { defineNode } from './graph.js';
import { metadataOutsideCache } from './predict.js';

/** rules.md R22: the budget, what it covers, and every predicted term. */
export const memoryBudget = defineNode(
  'memory',
  ['memtableBytes', 'block_cache', 'memoryPrediction', 'memoryBudgetBytes'],
  ({ input }, { memtableBytes, block_cache, memoryPrediction: predicted, memoryBudgetBytes }) => {
    const metadataOutsideCacheBytes = metadataOutsideCache(predicted);
    const totalBytes = memtableBytes.value + block_cache.value + metadataOutsideCacheBytes;
    return {
      dramBytes: input.dramBytes,
      memoryFraction: input.memoryFraction,
      budgetBytes: memoryBudgetBytes,
      memtableBytes: memtableBytes.value,
      blockCacheBytes: block_cache.value,
      metadataOutsideCacheBytes,
      totalBytes,
      dramShare: totalBytes / input.dramBytes,
      predicted,
    };
  },
);
