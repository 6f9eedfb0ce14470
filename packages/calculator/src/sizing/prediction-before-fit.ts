import { defineNode } from './graph.js';
import { LSM_MEMORY_OPTIONS, predictForOptions } from './predict.js';

/**
 * rules.md R20 for the file as it stands before rules.md R21's fit: rules.md R17's cache, the filter, and index and
 * filter blocks in the cache only where the preset's read-optimized table puts them there.
 */
export const predictionBeforeFit = defineNode(
  'predictionBeforeFit',
  [...LSM_MEMORY_OPTIONS, 'blockCacheRule', 'filter_policy'],
  (ctx, { blockCacheRule, filter_policy, ...lsm }) =>
    predictForOptions(ctx, {
      ...lsm,
      block_cache: blockCacheRule,
      cache_index_and_filter_blocks: ctx.preset.readOptimizedTable ? { value: true } : undefined,
      filter_policy,
    }),
);
