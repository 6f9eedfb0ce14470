import { defineNode } from './graph.js';
import { valueFileSize } from './value-file-size.js';

/** rules.md R13 for integrated BlobDB (rocksdb dialect), the equivalent of TRocksDB's vlogfile_max_size (rules.md X-blobdb). */
export const blobFileSize = defineNode(
  'blob_file_size',
  ['valueFiles', 'keysPerFlush', 'write_buffer_size'],
  (ctx, { valueFiles, keysPerFlush, write_buffer_size }) =>
    valueFiles === 'blob' ? valueFileSize(ctx, 'blob_file_size', keysPerFlush, write_buffer_size.value) : undefined,
);
