import { formatBytes } from '../units.js';
import { lsmRecordBytes, type SizingContext } from './context.js';
import { GUIDE } from './limits.js';
import { maxBytesForLevelBase } from './max_bytes_for_level_base.js';
import { writeBufferSize } from './write_buffer_size.js';

/**
 * rules.md X-small-db: a database is small on its host when L0-L2, as compactions keep them (G's L0 trigger 4 x the
 * host's write buffer + level base x (1 + multiplier)), hold at least a tenth of it. The preset's L0 trigger is not
 * used: bulk-load's disabled triggers keep files in L0 only until its final compaction.
 */
export function smallDatabase(ctx: SizingContext): { small: boolean; text: string } {
  const upper = GUIDE.l0CompactionTrigger * writeBufferSize(ctx).value + maxBytesForLevelBase(ctx).value * (1 + GUIDE.levelMultiplier);
  const database = databaseBytes(ctx);
  const small = upper * 10 >= database;
  return {
    small,
    text: `L0-L2 hold up to ${formatBytes(upper)}, ${small ? 'at least' : 'less than'} a tenth of the ${formatBytes(database)} database (rules.md X-small-db)`,
  };
}

/** The database's size before compression: N x record (K + V inline, K + P with values separated). */
export function databaseBytes(ctx: SizingContext): number {
  return ctx.input.totalKeys * lsmRecordBytes(ctx);
}
