import { extension } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/** Integrated BlobDB emulates TRocksDB's VLog in upstream RocksDB (rules.md X-blobdb). */
export const enableBlobFiles = defineNode('enable_blob_files', ['valueFiles'], (_ctx, { valueFiles }) =>
  valueFiles === 'blob'
    ? constant(
        true,
        extension("the guide's file rules assume values live outside the SSTs (TRocksDB VLog); integrated BlobDB does that upstream"),
        'Values go to blob files, SSTs hold keys and pointers (calibration: write amplification 1.27 vs 6.3 inline).',
      )
    : undefined,
);
