import { defineRule } from '../define-rule.js';
import { memoryBudget, memtableBytes } from '../memory.js';
import { atOption, bytes } from '../report.js';
import type { Report } from '../types.js';

export const memtablesExceedDramRule = defineRule('memtables-exceed-dram', (ctx) => {
  const budget = memoryBudget(ctx);
  const first = ctx.columnFamilies[0];
  if (!budget || !first) return [];
  const { total, perFamily } = memtableBytes(ctx);
  if (total <= budget.budget) return [];
  const overDram = total > budget.dram;
  const detail = perFamily.map((f) => `${f.name}: ${bytes(f.bytes)}`).join(', ');
  const limit = overDram
    ? `DRAM (${bytes(budget.dram)}): the process will be OOM-killed under write load`
    : `${budget.fraction} x DRAM = ${bytes(budget.budget)}, leaving too little for the block cache and the OS`;
  const out: Report[] = [
    atOption(
      first.cf,
      'write_buffer_size',
      overDram ? 'overDram' : 'overBudget',
      `Memtables can take ${bytes(total)} (write_buffer_size x max_write_buffer_number; ${detail}), more than ${limit}.`,
      {
        severity: overDram ? 'error' : undefined,
      },
    ),
  ];
  return out;
});
