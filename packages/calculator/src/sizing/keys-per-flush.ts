import { extension } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { lsmRecordBytes } from './context.js';
import { defineNode } from './graph.js';

/**
 * rules.md X-sst-floor. Keys one memtable flush carries: keysPerFile, but never fewer than fill one floor-size flush
 * (flushFloorBytes). Without this, a small database keeps the SST floor yet flushes KB-sized memtables
 * and value files, thousands of them (extension; measured in docs/evidence.md).
 */
export const keysPerFlush = defineNode('keysPerFlush', ['keysPerFile', 'flushFloorBytes'], (ctx, { keysPerFile, flushFloorBytes }) => {
  const record = lsmRecordBytes(ctx);
  const floorKeys = Math.ceil(flushFloorBytes / record);
  if (keysPerFile.value >= floorKeys) return keysPerFile;
  const inline = !ctx.input.kvSeparation;
  const fileBytes = formatBytes(keysPerFile.value * record);
  return {
    value: floorKeys,
    formula: `max(keysPerFile, ceil(${formatInteger(flushFloorBytes)} / ${record})) = max(${formatInteger(keysPerFile.value)}, ${formatInteger(floorKeys)}) = ${formatInteger(floorKeys)}`,
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
          ? `${formatInteger(keysPerFile.value)} keys per file would give ${fileBytes} memtables; sized for ${formatInteger(floorKeys)} keys per flush, RocksDB's default ${formatBytes(flushFloorBytes, 'binary')} write buffer (the database uses fewer files than the budget allows)`
          : `${formatInteger(keysPerFile.value)} keys per file would give ${fileBytes} SSTs, below the 2 MB floor; sized for ${formatInteger(floorKeys)} keys per flush, one 2 MB SST (the database uses fewer files than the budget allows)`,
      },
    ],
  };
});
