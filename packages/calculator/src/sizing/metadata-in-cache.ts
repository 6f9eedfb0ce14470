import { extension, smalldatum } from '../provenance.js';
import { constant } from './constant.js';
import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';

/** What an option that keeps index and filter blocks in the block cache says, for each of the two ways it is set. */
export interface MetadataInCacheReasons {
  /** On read-optimized presets, where M measured it: its effect. */
  readonly measuredWhy: string;
  /** Elsewhere, when the full database's metadata does not fit beside the cache (rules.md R21): the reason and the effect. */
  readonly budgetReason: string;
  readonly budgetWhy: string;
}

/**
 * true, as M measured it on read-optimized presets or as rules.md R21 moves the metadata into the cache to fit the
 * budget (`moved`); else not written: the one decision behind cache_index_and_filter_blocks and
 * pin_l0_filter_and_index_blocks_in_cache.
 */
export function metadataInCache(
  option: string,
  { preset }: SizingContext,
  moved: boolean,
  reasons: MetadataInCacheReasons,
): Derivation<boolean> | undefined {
  if (preset.readOptimizedTable) return constant(true, smalldatum(`LRU: ${option}`), reasons.measuredWhy);
  return moved ? constant(true, extension(`rules.md R21: ${reasons.budgetReason}`), reasons.budgetWhy) : undefined;
}
