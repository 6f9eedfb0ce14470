import { extension, guide } from '../provenance.js';
import { lsmRecordBytes, type SizingContext } from './context.js';
import { formatBytes, formatInteger } from '../units.js';
import { numericDefault } from '../engines/facts.js';
import { GUIDE, MIN_TARGET_FILE_SIZE } from './limits.js';
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

/** With values inline, the SST size rocktune caps and floors at: the target's default level base / 8 (rules.md X-kv-inline). */
export function inlineSstBytes(profile: SizingContext['profile']): number {
  return numericDefault(profile, 'max_bytes_for_level_base') / GUIDE.levelMultiplier;
}

/**
 * The smallest flush rocktune sizes for: the 2 MB SST floor (rules.md R12, X-sst-floor) with values separated; with
 * values inline, RocksDB's own write buffer, never below the inline SST (rules.md X-inline-file-floor).
 */
export function flushFloorBytes(ctx: SizingContext): number {
  if (ctx.input.kvSeparation) return MIN_TARGET_FILE_SIZE;
  return Math.max(inlineSstBytes(ctx.profile), numericDefault(ctx.profile, 'write_buffer_size'));
}

/**
 * rules.md X-sst-floor. Keys one memtable flush carries: keysPerFile, but never fewer than fill one floor-size flush
 * (flushFloorBytes). Without this, a small database keeps the SST floor yet flushes KB-sized memtables
 * and value files, thousands of them (extension; measured in docs/evidence.md).
 */
export function keysPerFlush(ctx: SizingContext): Derivation {
  const kpf = keysPerFile(ctx);
  const record = lsmRecordBytes(ctx);
  const floorBytes = flushFloorBytes(ctx);
  const floorKeys = Math.ceil(floorBytes / record);
  if (kpf.value >= floorKeys) return kpf;
  const inline = !ctx.input.kvSeparation;
  return {
    value: floorKeys,
    formula: `max(keysPerFile, ceil(${formatInteger(floorBytes)} / ${record})) = max(${formatInteger(kpf.value)}, ${formatInteger(floorKeys)}) = ${formatInteger(floorKeys)}`,
    source: inline
      ? extension(
          "values inline: a memtable is never smaller than RocksDB's default write buffer (rules.md X-inline-file-floor; db_bench on settled databases in the capped regime)",
        )
      : extension(
          'the 2 MB SST floor (rules.md R12) carries to memtables and value files, keeping SST : value file : memtable at 1 : 1 : 1',
        ),
    why: inline
      ? "Smaller memtables flush more often: more L0 files, more compaction, and fewer reads while writing, in db_bench's steady state."
      : 'A flush fills at least one floor-size SST instead of producing KB-sized files.',
    warnings: [
      {
        code: 'small-database-floor',
        severity: 'info',
        message: inline
          ? `${formatInteger(kpf.value)} keys per file would give ${formatBytes(kpf.value * record)} memtables; sized for ${formatInteger(floorKeys)} keys per flush, RocksDB's default ${formatBytes(floorBytes, 'binary')} write buffer (the database uses fewer files than the budget allows)`
          : `${formatInteger(kpf.value)} keys per file would give ${formatBytes(kpf.value * record)} SSTs, below the 2 MB floor; sized for ${formatInteger(floorKeys)} keys per flush, one 2 MB SST (the database uses fewer files than the budget allows)`,
      },
    ],
  };
}
