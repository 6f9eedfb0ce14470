import { thesis } from '../provenance.js';
import { defineNode } from './graph.js';

/** T §3.5.3: compaction threads = a quarter of the threads (2 of 8 on the thesis host). */
export const maxBackgroundCompactions = defineNode('max_background_compactions', [], ({ input, preset }) => {
  if (preset.backgroundThreads !== 'flush-heavy') return undefined;
  const value = Math.max(1, Math.floor(input.cpuThreads / 4));
  return {
    value,
    formula: `max(1, floor(T / 4)) = max(1, floor(${input.cpuThreads} / 4)) = ${value}`,
    source: thesis('3.5.3 Threads'),
    why: 'Fewer compaction than flush threads; more compaction threads delayed the tuner by ~50 s in the thesis.',
  };
});
