import { memtablePeakBytes } from '../memory/exact.js';
import { formatBytes } from '../units.js';
import { defineNode } from './graph.js';
import type { Warning } from './types.js';

/**
 * rules.md R23: memtables above the installed DRAM (possible once RocksDB's 64 KiB minimum write buffer meets
 * thousands of threads) are an error unless the caller allows overcommit; compared exactly, never in wrapped
 * or rounded arithmetic.
 */
export const overcommit = defineNode('overcommit', ['write_buffer_size', 'max_write_buffer_number'], (ctx, q): Warning[] => {
  const wbs = q.write_buffer_size.value;
  const buffers = q.max_write_buffer_number.value;
  const peak = memtablePeakBytes(wbs, buffers);
  if (peak <= BigInt(ctx.input.dramBytes)) return [];
  const allowed = ctx.policy?.allowOvercommit === true;
  const finding = `memtables: ${buffers} write buffers of ${formatBytes(wbs)} need ${formatBytes(Number(peak))}, more than the ${formatBytes(ctx.input.dramBytes)} of DRAM (RocksDB will not run a write buffer below 64 KiB)`;
  return [
    {
      code: 'memtables-over-dram',
      severity: allowed ? 'warning' : 'error',
      message: `${finding}; use fewer --threads or more --dram${allowed ? ' (allowed by --allow-overcommit)' : ', or pass --allow-overcommit to write the file anyway'}`,
      finding,
      steps: [
        { input: 'cpuThreads', change: 'lower' },
        { input: 'dramBytes', change: 'raise' },
      ],
    },
  ];
});
