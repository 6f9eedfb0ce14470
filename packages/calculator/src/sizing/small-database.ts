import { formatBytes } from '../units.js';
import { lsmRecordBytes, type SizingContext } from './context.js';
import { level0FileNumCompactionTrigger } from './level0_file_num_compaction_trigger.js';
import { GUIDE } from './limits.js';
import { maxBytesForLevelBase } from './max_bytes_for_level_base.js';
import { writeBufferSize } from './write_buffer_size.js';

/**
 * rules.md X-small-db-compression, X-small-db-filter: a small database is one whose L0-L2 capacity (L0 trigger x write
 * buffer + level base x (1 + multiplier)) is at least a tenth of it, so L0 and the upper levels hold much of the data.
 */
export function smallDatabase(ctx: SizingContext): { small: boolean; text: string } {
  const upper =
    level0FileNumCompactionTrigger(ctx).value * writeBufferSize(ctx).value + maxBytesForLevelBase(ctx).value * (1 + GUIDE.levelMultiplier);
  const database = databaseBytes(ctx);
  const small = upper * 10 >= database;
  return {
    small,
    text: `L0-L2 hold up to ${formatBytes(upper)}, ${small ? 'at least' : 'less than'} a tenth of the ${formatBytes(database)} database`,
  };
}

/** The database's size before compression: N x record (K + V inline, K + P with values separated). */
export function databaseBytes(ctx: SizingContext): number {
  return ctx.input.totalKeys * lsmRecordBytes(ctx);
}
