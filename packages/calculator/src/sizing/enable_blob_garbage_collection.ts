import { extension } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/** rules.md X-blobdb: TRocksDB always remaps values during compaction; BlobDB garbage collection is off by default. */
export const enableBlobGarbageCollection = defineNode('enable_blob_garbage_collection', ['valueFiles'], (_ctx, { valueFiles }) =>
  valueFiles === 'blob'
    ? constant(
        true,
        extension('TRocksDB always rewrites old VLog data during compaction; BlobDB needs garbage collection switched on for that'),
        'Reclaims space of overwritten and deleted values.',
      )
    : undefined,
);
