import { thesis } from '../provenance.js';
import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';

/**
 * T §3.5.3: more flush than compaction threads (4 flush, 2 compaction on the thesis's 8 threads).
 * Setting these explicitly is the only way to get that split: max_background_jobs always gives
 * compactions 3/4 of the jobs.
 */
export function maxBackgroundFlushes({ input, preset }: SizingContext): Derivation | undefined {
  if (preset.backgroundThreads !== 'flush-heavy') return undefined;
  const value = Math.max(1, Math.ceil(input.cpuThreads / 2));
  return {
    value,
    formula: `max(1, ceil(T / 2)) = max(1, ceil(${input.cpuThreads} / 2)) = ${value}`,
    source: thesis('3.5.3 Threads'),
    why: 'Flushes must out-run compactions so a write peak is absorbed quickly (thesis: 4 of 8 threads).',
  };
}
