import { toFieldErrors, type FieldError } from '../input/format-errors.js';
import { extension } from '../provenance.js';
import { recommend, type Recommendation } from '../recommend.js';
import type { RecommendedOption } from '../sizing/types.js';
import { formatInteger } from '../units.js';
import { storesPlan, type StoresPlan } from './stores.js';

/**
 * Decided for the memory of the whole host, which the stores share (the cache, what goes in it, the filters the memory
 * model counts): they stay the host's whatever one store holds; an option only a store's recommendation has is left out.
 */
const HOST_MEMORY = new Set(['block_cache', 'cache_index_and_filter_blocks', 'pin_l0_filter_and_index_blocks_in_cache', 'filter_policy']);

/** The recommendation every one of N stores runs, with the plan it was sized by. */
export interface StoreRecommendation extends Recommendation {
  readonly storesPlan: StoresPlan;
}

export type StoreRecommendationResult = { ok: true; recommendation: StoreRecommendation } | { ok: false; error: FieldError };

/**
 * One store of `plan.stores` (rules.md X-store-share): its column family and table options sized as a database of its
 * share of the keys and of the open files (level base, file and write-buffer sizes, levels), the DB-wide options and
 * the memory (block cache, write-buffer budget, what goes in the cache) the host's, one budget for all stores.
 */
export function storeRecommendation(rec: Recommendation, plan: StoresPlan): StoreRecommendationResult {
  if (plan.stores === 1) return { ok: true, recommendation: { ...rec, storesPlan: plan } };
  const { kvSeparationMode, ...input } = rec.input;
  const openFiles = plan.perStore.maxOpenFiles ?? input.openFiles;
  const result = recommend(
    { ...input, kvSeparation: kvSeparationMode, totalKeys: plan.perStore.keys, openFiles },
    { target: rec.target, allowOvercommit: true },
  );
  if (!('recommendation' in result)) {
    const first = toFieldErrors(result.error)[0];
    return { ok: false, error: first ?? { field: 'totalKeys', message: 'invalid input' } };
  }
  const store = result.recommendation;
  const own = new Map(store.options.map((o) => [o.name, o]));
  const merged = rec.options.map((o) => (o.section === 'DBOptions' || HOST_MEMORY.has(o.name) ? o : (own.get(o.name) ?? o)));
  const options = withinMemtableShare(merged, plan);
  return { ok: true, recommendation: { ...rec, options, levels: store.levels, derived: store.derived, storesPlan: plan } };
}

/** The plan a recommendation was sized by (storeRecommendation's), else the even split of `stores`. */
export function planOf(rec: Recommendation, stores: number): StoresPlan {
  return 'storesPlan' in rec ? (rec as StoreRecommendation).storesPlan : storesPlan(rec, stores);
}

/** Options no larger than one write buffer: a value file fills from one flush (rules.md X-value-file-cap). */
const AT_MOST_ONE_BUFFER = ['write_buffer_size', 'blob_file_size'];

/**
 * rules.md X-store-share: every store's memtables (write_buffer_size x max_write_buffer_number) within its 1/N of the
 * shared write-buffer budget. The write-buffer manager only asks for flushes; memtables still being flushed or waiting
 * for it stay in memory, so with larger buffers N stores went past the budget (bench/results/kafka-stores-memory.md:
 * 5 stores of a 1 GB host held 1,028 MB against 800 MB). At the share, RocksDB's own limit of max_write_buffer_number
 * memtables per store keeps the sum inside the budget.
 */
function withinMemtableShare(options: RecommendedOption[], plan: StoresPlan): RecommendedOption[] {
  const buffers = Number(options.find((o) => o.name === 'max_write_buffer_number')?.value ?? 0);
  if (buffers <= 0) return options;
  const cap = Math.floor(plan.shared.memtableBytes / (plan.stores * buffers));
  return options.map((o) => {
    if (!AT_MOST_ONE_BUFFER.includes(o.name) || typeof o.value !== 'number' || o.value <= cap) return o;
    return {
      ...o,
      value: cap,
      formula: `min(${formatInteger(o.value)}, write-buffer budget / (stores x max_write_buffer_number)) = min(${formatInteger(o.value)}, floor(${formatInteger(plan.shared.memtableBytes)} / (${plan.stores} x ${buffers}))) = ${formatInteger(cap)}`,
      source: extension("rules.md X-store-share: each store's memtables within its share of the one write-buffer budget"),
      why: `${plan.stores} stores share one write-buffer budget; a store holds up to max_write_buffer_number memtables, so each gets its share.`,
    };
  });
}
