import { defineNode } from './graph.js';
import { valueFileSize } from './value-file-size.js';

/** rules.md R13 for TRocksDB's VLog files. */
export const vlogfileMaxSize = defineNode(
  'vlogfile_max_size',
  ['valueFiles', 'keysPerFlush', 'write_buffer_size'],
  (ctx, { valueFiles, keysPerFlush, write_buffer_size }) =>
    valueFiles === 'vlog' ? valueFileSize(ctx, 'vlogfile_max_size', keysPerFlush, write_buffer_size.value) : undefined,
);
