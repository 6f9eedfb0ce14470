import type { MemoryPrediction } from '../memory/model.js';
import { metadataOutsideCache } from './memory-prediction.js';
import { memoryBudgetBytes, type SizingContext } from './context.js';
import type { MemoryBudget } from './types.js';

/** rules.md R22: the budget, what it covers, and every predicted term. */
export function memoryBudget(
  ctx: SizingContext,
  memtableBytes: number,
  blockCacheBytes: number,
  predicted: MemoryPrediction,
): MemoryBudget {
  const metadataOutsideCacheBytes = metadataOutsideCache(predicted);
  const totalBytes = memtableBytes + blockCacheBytes + metadataOutsideCacheBytes;
  return {
    dramBytes: ctx.input.dramBytes,
    memoryFraction: ctx.input.memoryFraction,
    budgetBytes: memoryBudgetBytes(ctx),
    memtableBytes,
    blockCacheBytes,
    metadataOutsideCacheBytes,
    totalBytes,
    dramShare: totalBytes / ctx.input.dramBytes,
    predicted,
  };
}
