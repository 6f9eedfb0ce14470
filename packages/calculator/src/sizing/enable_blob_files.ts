import { extension } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** Integrated BlobDB emulates TRocksDB's VLog in upstream RocksDB (rules.md X-blobdb). */
export const enableBlobFiles = (): Derivation<boolean> =>
  constant(
    true,
    extension("the guide's file rules assume values live outside the SSTs (TRocksDB VLog); integrated BlobDB does that upstream"),
    'Values go to blob files, SSTs hold keys and pointers (calibration: write amplification 1.27 vs 6.3 inline).',
  );
