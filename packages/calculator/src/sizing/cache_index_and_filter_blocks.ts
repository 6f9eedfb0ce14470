import { smalldatum } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** M: index and filter blocks in the block cache bound memory and keep hot metadata cached. */
export const cacheIndexAndFilterBlocks = (): Derivation<boolean> =>
  constant(true, smalldatum('LRU: cache_index_and_filter_blocks'), 'Index and filter blocks compete in the block cache instead of growing unbounded.');
