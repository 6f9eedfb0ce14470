import { defineNode } from './graph.js';

/** rules.md R13 for integrated BlobDB: the blob files' codec. */
export const blobCompressionType = defineNode('blob_compression_type', ['valueFiles', 'valueCompression'], (_ctx, q) =>
  q.valueFiles === 'blob' ? q.valueCompression : undefined,
);
