import { defineNode } from './graph.js';
import { metadataInCache } from './metadata-in-cache.js';

/**
 * M: index and filter blocks in the block cache bound memory and keep hot metadata cached. rules.md R21: the metadata
 * of the full database does not fit beside the cache, so it goes into it.
 */
export const cacheIndexAndFilterBlocks = defineNode('cache_index_and_filter_blocks', ['metadataFit'], (ctx, { metadataFit }) =>
  metadataInCache('cache_index_and_filter_blocks', ctx, metadataFit.moved, {
    measuredWhy: 'Index and filter blocks compete in the block cache instead of growing unbounded.',
    budgetReason: 'index and filter blocks exceed the memory budget outside the cache',
    budgetWhy: 'Index and filter blocks are charged to the block cache, so memory stays within the budget.',
  }),
);
