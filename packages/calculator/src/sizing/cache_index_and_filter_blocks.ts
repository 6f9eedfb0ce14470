import { extension, smalldatum } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** M: index and filter blocks in the block cache bound memory and keep hot metadata cached. */
export const cacheIndexAndFilterBlocks = (): Derivation<boolean> =>
  constant(
    true,
    smalldatum('LRU: cache_index_and_filter_blocks'),
    'Index and filter blocks compete in the block cache instead of growing unbounded.',
  );

/** rules.md R21: the metadata of the full database does not fit beside the cache, so it goes into it. */
export const cacheIndexAndFilterBlocksForBudget = (): Derivation<boolean> =>
  constant(
    true,
    extension('rules.md R21: index and filter blocks exceed the memory budget outside the cache'),
    'Index and filter blocks are charged to the block cache, so memory stays within the budget.',
  );
