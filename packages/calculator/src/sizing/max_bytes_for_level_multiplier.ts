import { guide } from '../provenance.js';
import { GUIDE } from './limits.js';
import type { Derivation } from './types.js';

/** rules.md R10: TRocksDB was designed around an 8x level multiplier. */
export function maxBytesForLevelMultiplier(): Derivation {
  return {
    value: GUIDE.levelMultiplier,
    formula: `${GUIDE.levelMultiplier} (constant)`,
    source: guide('Target File Size Tuning: "designed around an 8x level multiplier"'),
    why: 'Each level is eight times the one above it.',
  };
}
