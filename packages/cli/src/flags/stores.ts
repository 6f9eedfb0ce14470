import { storeRecommendation, storesPlan, type Recommendation, type StoreRecommendation } from '@rocktune/calculator';
import type { ParsedArgs } from '../cli-kit/command.js';
import { UsageError } from '../cli-kit/errors.js';
import { flagForField } from './sizing.js';

/**
 * `--stores N [--store-key-share F]`: the recommendation each store runs (its share of the keys and open files, the
 * host's memory), or the host's own for one store. Refuses a share no store count can give.
 */
export function storesFromFlags(args: ParsedArgs, rec: Recommendation): StoreRecommendation {
  const stores = (args.values.stores as number | undefined) ?? 1;
  const share = args.values['store-key-share'] as number | undefined;
  if (share !== undefined && stores === 1) throw new UsageError('--store-key-share needs --stores N above 1');
  if (share !== undefined && share < 1 / stores)
    throw new UsageError(
      `--store-key-share ${share} is below 1/${stores}: the largest of ${stores} stores holds at least an even share of the keys`,
    );
  const result = storeRecommendation(rec, storesPlan(rec, stores, share));
  if (!result.ok) throw new UsageError(`--stores ${stores}: each store's ${flagForField(result.error.field)}: ${result.error.message}`);
  return result.recommendation;
}
