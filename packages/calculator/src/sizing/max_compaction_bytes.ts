import { thesis } from '../provenance.js';
import { ROCKSDB } from './limits.js';
import type { Derivation } from './types.js';

/**
 * PrepareForBulkLoad: 1 << 60, so one manual compaction takes all of L0 (rules.md P-bulk-load). Written as
 * exact decimal text: as a JavaScript number it would print as 1152921504606847000, which is not 2^60.
 */
export const maxCompactionBytes = (): Derivation<string> => ({
  value: ROCKSDB.unlimitedCompactionBytes.toString(),
  formula: `1 << 60 = ${ROCKSDB.unlimitedCompactionBytes.toString()}`,
  source: thesis('3.3.1 PrepareForBulkLoad()'),
  why: 'The final manual compaction takes all L0 files in one run.',
});
