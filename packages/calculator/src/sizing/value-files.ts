import { defineNode } from './graph.js';

/**
 * Where separated values go: TRocksDB's VLog (rules.md X-trocksdb-vlog), RocksDB's blob files where rules.md X-kv-auto
 * separates them (X-blobdb), or nowhere: values inline.
 */
export const valueFiles = defineNode('valueFiles', [], ({ input }) => {
  if (input.dialect === 'trocksdb') return 'vlog' as const;
  return input.kvSeparation ? ('blob' as const) : undefined;
});
