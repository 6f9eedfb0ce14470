import { thesis } from '../provenance.js';
import { ROCKSDB } from './limits.js';
import { n } from './format.js';
import type { Derivation } from './types.js';

/** PrepareForBulkLoad: 1 << 60, so one manual compaction takes all of L0. */
export const maxCompactionBytes = (): Derivation<number> => ({
  value: ROCKSDB.unlimitedCompactionBytes,
  formula: `1 << 60 = ${n(ROCKSDB.unlimitedCompactionBytes)}`,
  source: thesis('3.3.1 PrepareForBulkLoad()'),
  why: 'The final manual compaction takes all L0 files in one run.',
});
