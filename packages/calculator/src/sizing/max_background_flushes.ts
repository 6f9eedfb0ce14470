import { thesis } from '../provenance.js';
import { defineNode } from './graph.js';

/**
 * T §3.5.3: more flush than compaction threads (4 flush, 2 compaction on the thesis's 8 threads).
 * Setting these explicitly is the only way to get that split: max_background_jobs always gives
 * compactions 3/4 of the jobs. On small hosts half the threads would equal the compaction threads,
 * and with as many flush as compaction threads the thesis's tuner never fired, so flushes get one more.
 */
export const maxBackgroundFlushes = defineNode(
  'max_background_flushes',
  ['max_background_compactions'],
  (ctx, { max_background_compactions: compactions }) => {
    if (!compactions) return undefined;
    const half = Math.ceil(ctx.input.cpuThreads / 2);
    const value = Math.max(compactions.value + 1, half);
    return {
      value,
      formula: `max(compactions + 1, ceil(T / 2)) = max(${compactions.value} + 1, ceil(${ctx.input.cpuThreads} / 2)) = ${value}`,
      source: thesis('3.5.3 Threads'),
      why: 'Flushes must out-run compactions so a write peak is absorbed quickly (thesis: 4 of 8 threads).',
    };
  },
);
