import { formatBytes } from '../units.js';
import { defineNode } from './graph.js';
import { GUIDE } from './limits.js';

/**
 * rules.md X-small-db: a database is small on its host when L0-L2, as compactions keep them (G's L0 trigger 4 x the
 * host's write buffer + level base x (1 + multiplier)), hold at least a tenth of it. The preset's L0 trigger is not
 * used: bulk-load's disabled triggers keep files in L0 only until its final compaction.
 */
export const smallDatabase = defineNode(
  'smallDatabase',
  ['write_buffer_size', 'max_bytes_for_level_base', 'databaseBytes'],
  (_ctx, { write_buffer_size, max_bytes_for_level_base, databaseBytes }) => {
    const upper = GUIDE.l0CompactionTrigger * write_buffer_size.value + max_bytes_for_level_base.value * (1 + GUIDE.levelMultiplier);
    const small = upper * 10 >= databaseBytes;
    return {
      small,
      text: `L0-L2 hold up to ${formatBytes(upper)}, ${small ? 'at least' : 'less than'} a tenth of the ${formatBytes(databaseBytes)} database (rules.md X-small-db)`,
    };
  },
);
