import { guide } from '../provenance.js';
import { GUIDE } from './limits.js';
import { defineNode } from './graph.js';

/** rules.md R10: TRocksDB was designed around an 8x level multiplier. */
export const maxBytesForLevelMultiplier = defineNode('max_bytes_for_level_multiplier', [], () => {
  return {
    value: GUIDE.levelMultiplier,
    formula: `${GUIDE.levelMultiplier} (constant)`,
    source: guide('Target File Size Tuning: "designed around an 8x level multiplier"'),
    why: 'Each level is eight times the one above it.',
  };
});
