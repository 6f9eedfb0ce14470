import { memoryBudgetBytes, type SizingContext } from './context.js';
import type { MemoryBudget } from './types.js';

export function memoryBudget(ctx: SizingContext, memtableBytes: number, blockCacheBytes: number): MemoryBudget {
  const totalBytes = memtableBytes + blockCacheBytes;
  return {
    dramBytes: ctx.input.dramBytes,
    memoryFraction: ctx.input.memoryFraction,
    budgetBytes: memoryBudgetBytes(ctx),
    memtableBytes,
    blockCacheBytes,
    totalBytes,
    dramShare: totalBytes / ctx.input.dramBytes,
  };
}
