import { defineNode } from './graph.js';

/**
 * rocktune's block cache reserve (rules.md R23): 8 MiB for every target (the default cache of the 7.x releases,
 * kept fixed so a file's memtables do not depend on which release's default cache grew).
 */
const CACHE_RESERVE_BYTES = 8 * 2 ** 20;

/**
 * rules.md R23: when rules.md R18 caps the memtables, it leaves this much of the budget for the block cache, so
 * the cache never drops to 0 nor pushes the total past the budget: the reserve, or an eighth of a smaller budget.
 */
export const cacheReserveBytes = defineNode('cacheReserveBytes', ['memoryBudgetBytes'], (_ctx, { memoryBudgetBytes }) =>
  Math.min(CACHE_RESERVE_BYTES, Math.floor(memoryBudgetBytes / 8)),
);
