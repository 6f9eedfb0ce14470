import { memtablePeakBytes } from '../memory/exact.js';
import { formatBytes } from '../units.js';
import type { SizingContext } from './context.js';
import { maxWriteBufferNumber } from './max_write_buffer_number.js';
import type { Warning } from './types.js';
import { writeBufferSize } from './write_buffer_size.js';

/**
 * rules.md R23: memtables above the installed DRAM (possible once RocksDB's 64 KiB minimum write buffer meets
 * thousands of threads) are an error unless the caller allows overcommit; compared exactly, never in wrapped
 * or rounded arithmetic.
 */
export function overcommit(ctx: SizingContext): Warning[] {
  const wbs = writeBufferSize(ctx).value;
  const buffers = maxWriteBufferNumber(ctx).value;
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
}
