import { extension, guide } from '../provenance.js';
import { lsmRecordBytes, type SizingContext } from './context.js';
import { formatInteger } from '../units.js';
import { MIN_TARGET_FILE_SIZE } from './limits.js';
import type { Derivation } from './types.js';

/** rules.md R7: the open-file budget is split evenly between SSTs (keys) and VLog/blob files (values). */
export function maxSstFiles({ input }: SizingContext): Derivation {
  const value = Math.floor(input.openFiles / 2);
  return {
    value,
    formula: `floor(F / 2) = floor(${formatInteger(input.openFiles)} / 2) = ${formatInteger(value)}`,
    source: guide('Target File Size Tuning, Figure 4'),
    why: 'Half of the open-file budget for SSTs, half for value files (1:1, as KIOXIA found least fragmenting).',
  };
}

/** rules.md R8: keys per SST, and values per VLog/blob file. */
export function keysPerFile(ctx: SizingContext): Derivation {
  const ssts = maxSstFiles(ctx).value;
  const value = Math.ceil(ctx.input.totalKeys / ssts);
  return {
    value,
    formula: `ceil(N / (F / 2)) = ceil(${formatInteger(ctx.input.totalKeys)} / ${formatInteger(ssts)}) = ${formatInteger(value)}`,
    source: guide('Target File Size Tuning, Figure 4'),
    why: 'Spreads the projected keys over the SST budget; each value file holds as many values.',
  };
}

/**
 * rules.md X-sst-floor. Keys one memtable flush carries: keysPerFile, but never fewer than fill one floor-size SST
 * (rules.md R12). Without this, a small database keeps the 2 MB SST floor yet flushes KB-sized memtables
 * and value files, thousands of them (extension; measured in docs/evidence.md).
 */
export function keysPerFlush(ctx: SizingContext): Derivation {
  const kpf = keysPerFile(ctx);
  const record = lsmRecordBytes(ctx);
  const floorKeys = Math.ceil(MIN_TARGET_FILE_SIZE / record);
  if (kpf.value >= floorKeys) return kpf;
  return {
    value: floorKeys,
    formula: `max(keysPerFile, ceil(2,000,000 / ${record})) = max(${formatInteger(kpf.value)}, ${formatInteger(floorKeys)}) = ${formatInteger(floorKeys)}`,
    source: extension('the 2 MB SST floor (rules.md R12) carries to memtables and value files, keeping SST : value file : memtable at 1 : 1 : 1'),
    why: 'A flush fills at least one floor-size SST instead of producing KB-sized files.',
    warnings: [
      {
        code: 'small-database-floor',
        severity: 'info',
        message: `${formatInteger(kpf.value)} keys per file would give KB-sized memtables and value files; sized for ${formatInteger(floorKeys)} keys per flush, one 2 MB SST (the database uses fewer files than the budget allows)`,
      },
    ],
  };
}
