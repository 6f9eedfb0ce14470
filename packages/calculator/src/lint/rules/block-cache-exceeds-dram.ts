import { defineRule } from '../define-rule.js';
import { blockCacheBytes, memoryBudget, memtableBytes } from '../memory.js';
import { atOption, bytes } from '../report.js';

export const blockCacheExceedsDramRule = defineRule('block-cache-exceeds-dram', (ctx) => {
  const budget = memoryBudget(ctx);
  const family = ctx.columnFamilies.find((f) => f.table?.first.has('block_cache'));
  if (!budget || !family?.table) return [];
  const cache = blockCacheBytes(ctx);
  const memtables = memtableBytes(ctx).total;
  if (memtables > budget.budget) return []; // memtables-exceed-dram already says the budget is gone
  const overDram = cache > budget.dram;
  if (!overDram && cache + memtables <= budget.budget) return [];
  const per =
    ctx.columnFamilies.length > 1
      ? ` (one cache per column family, ${ctx.columnFamilies.length} in this file, unless the loader shares one)`
      : '';
  const message = overDram
    ? `The block cache (${bytes(cache)}${per}) exceeds DRAM (${bytes(budget.dram)}).`
    : `Block cache ${bytes(cache)}${per} + memtables ${bytes(memtables)} = ${bytes(cache + memtables)} exceeds ${budget.fraction} x DRAM = ${bytes(budget.budget)}.`;
  return [
    atOption(family.table, 'block_cache', overDram ? 'overDram' : 'overBudget', message, { severity: overDram ? 'error' : undefined }),
  ];
});
