import { formatInteger } from '../units.js';
import { defineNode } from './graph.js';

/**
 * rules.md X-inline-small-cache: values inline, and either a budget so small that a third of what the memtables leave
 * is below them (G footnote 7's floor would bind), or a small database (rules.md X-small-db) larger than the
 * budget. Says which, or undefined.
 */
export const pageCacheServesInline = defineNode(
  'pageCacheServesInline',
  ['memoryBudgetBytes', 'memtableBytes', 'smallDatabase', 'databaseBytes'],
  ({ input }, { memoryBudgetBytes: budget, memtableBytes, smallDatabase: db, databaseBytes }) => {
    if (input.kvSeparation) return undefined;
    const memtables = memtableBytes.value;
    const third = Math.floor(Math.max(0, budget - memtables) / 3);
    if (third < memtables)
      return `a third of the budget after the memtables ${formatInteger(third)} below the memtables ${formatInteger(memtables)}`;
    return db.small && databaseBytes > budget ? `${db.text}, larger than the ${formatInteger(budget)} budget` : undefined;
  },
);
