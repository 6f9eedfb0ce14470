import { defineNode } from './graph.js';
import { metadataInCache } from './metadata-in-cache.js';

/**
 * M: pinning L0 metadata gave 5% more readrandom throughput. rules.md R21: with metadata in the cache, L0's stays
 * pinned so fresh files never miss.
 */
export const pinL0FilterAndIndexBlocksInCache = defineNode(
  'pin_l0_filter_and_index_blocks_in_cache',
  ['metadataFit'],
  (ctx, { metadataFit }) =>
    metadataInCache('pin_l0_filter_and_index_blocks_in_cache', ctx, metadataFit.moved, {
      measuredWhy: 'L0 index and filter blocks never leave the cache (5% more reads in M).',
      budgetReason: 'with cache_index_and_filter_blocks, L0 metadata stays pinned',
      budgetWhy: 'L0 index and filter blocks never leave the cache.',
    }),
);
