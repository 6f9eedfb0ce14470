import { extension } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/**
 * Integrated BlobDB settings that emulate TRocksDB's VLog in upstream RocksDB (reference §4). One
 * file for the four constants, each emitted as its own option.
 */
export const enableBlobFiles = (): Derivation<boolean> =>
  constant(
    true,
    extension("the guide's file rules assume values live outside the SSTs (TRocksDB VLog); integrated BlobDB does that upstream"),
    'Values go to blob files, SSTs hold keys and pointers (calibration: write amplification 1.27 vs 6.3 inline).',
  );

/** TRocksDB's min_indirect_val_size defaults to 24 bytes. */
export const minBlobSize = (): Derivation<number> =>
  constant(24, extension("TRocksDB's default min_indirect_val_size (24), mapped to min_blob_size"), 'Values smaller than a blob pointer gain nothing from separation.');

/** TRocksDB always remaps values during compaction; BlobDB garbage collection is off by default. */
export const enableBlobGarbageCollection = (): Derivation<boolean> =>
  constant(true, extension('TRocksDB always rewrites old VLog data during compaction; BlobDB needs garbage collection switched on for that'), 'Reclaims space of overwritten and deleted values.');

/** TRocksDB's fraction_remapped_during_compaction default 20% -> age cutoff 0.2. */
export const blobGarbageCollectionAgeCutoff = (): Derivation<number> =>
  constant(0.2, extension("TRocksDB's default fraction_remapped_during_compaction (20%) / 100"), 'Compactions rewrite values from the oldest 20% of blob files.');
