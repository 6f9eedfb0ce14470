import { guide } from '../provenance.js';
import type { SizingContext } from './context.js';
import { formatBytes, formatInteger } from '../units.js';
import { GUIDE } from './limits.js';
import { targetFileSizeBase } from './target_file_size_base.js';
import type { Derivation } from './types.js';

/** rules.md R10: 8 * target_file_size_base, so one L1 -> L2 compaction rewrites all of L1 into one L2 file. */
export function maxBytesForLevelBase(ctx: SizingContext): Derivation {
  const target = targetFileSizeBase(ctx).value;
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
}
