import { smalldatum } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** M: pinning L0 metadata gave 5% more readrandom throughput. */
export const pinL0FilterAndIndexBlocksInCache = (): Derivation<boolean> =>
  constant(true, smalldatum('LRU: pin_l0_filter_and_index_blocks_in_cache'), 'L0 index and filter blocks never leave the cache (5% more reads in M).');
