import { guide } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { defineNode } from './graph.js';
import { GUIDE } from './limits.js';

/** rules.md R10: 8 * target_file_size_base, so one L1 -> L2 compaction rewrites all of L1 into one L2 file. */
export const maxBytesForLevelBase = defineNode('max_bytes_for_level_base', ['target_file_size_base'], (_ctx, { target_file_size_base }) => {
  const target = target_file_size_base.value;
  const value = GUIDE.levelMultiplier * target;
  return {
    value,
    formula: `8 * target_file_size_base = 8 * ${formatInteger(target)} = ${formatInteger(value)}`,
    source: guide('Target File Size Tuning, Figure 5'),
    why:
      value <= GUIDE.maxLevelBase
        ? 'L1 holds eight target-size SSTs; the guide keeps this under 100 MB.'
        : `L1 holds eight target-size SSTs, ${formatBytes(value)}: above the 100 MB the guide keeps it under, because these SSTs are larger than the guide's.`,
  };
});
