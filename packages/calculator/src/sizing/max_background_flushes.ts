import { thesis } from '../provenance.js';
import type { SizingContext } from './context.js';
import { maxBackgroundCompactions } from './max_background_compactions.js';
import type { Derivation } from './types.js';

/**
 * T §3.5.3: more flush than compaction threads (4 flush, 2 compaction on the thesis's 8 threads).
 * Setting these explicitly is the only way to get that split: max_background_jobs always gives
 * compactions 3/4 of the jobs. On small hosts half the threads would equal the compaction threads,
 * and with as many flush as compaction threads the thesis's tuner never fired, so flushes get one more.
 */
export function maxBackgroundFlushes(ctx: SizingContext): Derivation | undefined {
  const compactions = maxBackgroundCompactions(ctx);
  if (!compactions) return undefined;
  const half = Math.ceil(ctx.input.cpuThreads / 2);
  const value = Math.max(compactions.value + 1, half);
  return {
    value,
    formula: `max(compactions + 1, ceil(T / 2)) = max(${compactions.value} + 1, ceil(${ctx.input.cpuThreads} / 2)) = ${value}`,
    source: thesis('3.5.3 Threads'),
    why: 'Flushes must out-run compactions so a write peak is absorbed quickly (thesis: 4 of 8 threads).',
  };
}
