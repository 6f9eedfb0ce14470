import { defineNode } from './graph.js';

/** rules.md R13 for TRocksDB: the VLog ring's codec (one ring, so one item). */
export const ringCompressionStyle = defineNode('ring_compression_style', ['valueFiles', 'valueCompression'], (_ctx, q) =>
  q.valueFiles === 'vlog' ? q.valueCompression : undefined,
);
