import { extension } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** rules.md X-blobdb: TRocksDB always remaps values during compaction; BlobDB garbage collection is off by default. */
export const enableBlobGarbageCollection = (): Derivation<boolean> =>
  constant(
    true,
    extension('TRocksDB always rewrites old VLog data during compaction; BlobDB needs garbage collection switched on for that'),
    'Reclaims space of overwritten and deleted values.',
  );
