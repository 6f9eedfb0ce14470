import { extension } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** TRocksDB's fraction_remapped_during_compaction default 20% -> age cutoff 0.2. */
export const blobGarbageCollectionAgeCutoff = (): Derivation<number> =>
  constant(0.2, extension("TRocksDB's default fraction_remapped_during_compaction (20%) / 100"), 'Compactions rewrite values from the oldest 20% of blob files.');
