import { defineNode } from './graph.js';
import { LSM_MEMORY_OPTIONS, predictForOptions, TABLE_MEMORY_OPTIONS } from './predict.js';

/** rules.md R20 for the options the file writes, on the full database. */
export const memoryPrediction = defineNode('memoryPrediction', [...LSM_MEMORY_OPTIONS, ...TABLE_MEMORY_OPTIONS], (ctx, options) =>
  predictForOptions(ctx, options),
);
