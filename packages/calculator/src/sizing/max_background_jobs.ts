import { guide } from '../provenance.js';
import { defineNode } from './graph.js';

/** rules.md R1 (G "CPU Threads Tuning"); write-heavy: G Summary "use a lower number for background jobs". */
export const maxBackgroundJobs = defineNode('max_background_jobs', [], ({ input, preset }) => {
  const t = input.cpuThreads;
  if (preset.backgroundThreads === 'threads') {
    return {
      value: t,
      formula: `T = ${t}`,
      source: guide('CPU Threads Tuning'),
      why: "One background job per hardware thread; fewer (24) or more (96) were slower in the guide's load (T2) and read-while-writing (T5) tests.",
    };
  }
  if (preset.backgroundThreads === 'half') {
    const value = Math.max(2, Math.floor(t / 2));
    return {
      value,
      formula: `max(2, floor(T / 2)) = max(2, floor(${t} / 2)) = ${value}`,
      source: guide('Summary: write-oriented workload'),
      why: 'Fewer background jobs leave CPU for foreground writes (the guide measured a small T2 gain).',
    };
  }
  return undefined;
});
