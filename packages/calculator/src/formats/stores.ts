import type { Recommendation } from '../recommend.js';
import { formatInteger } from '../units.js';
import type { OptionValue, RecommendedOption } from '../sizing/types.js';

/** How many stores (column families, Kafka Streams stores, Flink RocksDB instances) share the host's one budget. */
export interface StoresPlan {
  readonly stores: number;
  /** The share of the keys (`--keys` is every store's together) the largest store holds, which each store is sized for. */
  readonly keyShare: number;
  /**
   * What one store is sized for: its share of the keys, the open-file budget split evenly (absent when the file sets
   * no max_open_files), and memtables of at most its 1/N of the shared write-buffer budget.
   */
  readonly perStore: { readonly keys: number; readonly maxOpenFiles?: number; readonly memtableBytesAtMost: number };
  /** Shared by every store: one block cache, one write-buffer budget (db_write_buffer_size / WriteBufferManager). */
  readonly shared: { readonly blockCacheBytes: number; readonly memtableBytes: number };
  /** Block cache + memtables of all stores together: the budget the single-database file sets, whatever `stores` is. */
  readonly totalBytes: number;
  /** Where the guide's per-database rules stop applying. */
  readonly note: string;
}

const PER_DATABASE =
  "The guide sizes one database: its write buffer, L0 triggers and level base assume one database's memtables. With one write-buffer budget for N stores, each store's memtables get its 1/N of the budget, so each flush holds about 1/N of the single database's buffer: more, smaller L0 files than the rules expect, and the L0 triggers fire sooner.";

/**
 * The one budget for `stores` stores: the host recommendation's memtables and block cache shared, open files split;
 * each store sized for `keyShare` of the keys (the keys split evenly unless given).
 */
export function storesPlan(rec: Recommendation, stores: number, keyShare = 1 / stores): StoresPlan {
  const value = (name: string) => rec.options.find((o) => o.name === name && o.notInFile === undefined)?.value;
  const blockCacheBytes = Number(value('block_cache') ?? 0);
  const memtableBytes = rec.memory.memtableBytes;
  const openFiles = value('max_open_files');
  const maxOpenFiles = typeof openFiles === 'number' && openFiles > 0 ? Math.max(1, Math.floor(openFiles / stores)) : undefined;
  const keys = stores === 1 ? rec.input.totalKeys : Math.max(1, Math.ceil(keyShare * rec.input.totalKeys));
  return {
    stores,
    keyShare: stores === 1 ? 1 : keyShare,
    perStore: { keys, ...(maxOpenFiles === undefined ? {} : { maxOpenFiles }), memtableBytesAtMost: Math.floor(memtableBytes / stores) },
    shared: { blockCacheBytes, memtableBytes },
    totalBytes: blockCacheBytes + memtableBytes,
    note: PER_DATABASE,
  };
}

/** An option's value in one of `plan.stores` stores: max_open_files is that store's share, the rest as the file sets them. */
export function perStoreValue(option: RecommendedOption, plan: StoresPlan): OptionValue {
  return option.name === 'max_open_files' && plan.perStore.maxOpenFiles !== undefined ? plan.perStore.maxOpenFiles : option.value;
}

/** What each store is sized for, in one line: its share of the keys and of the open files. */
export function storesLine(plan: StoresPlan, what = 'stores'): string {
  const files = plan.perStore.maxOpenFiles === undefined ? '' : ` and ${formatInteger(plan.perStore.maxOpenFiles)} open files`;
  const share = `${Number((plan.keyShare * 100).toPrecision(3))} %`;
  return `Sized for ${plan.stores} ${what}, each for at most ${share} of the keys (${formatInteger(plan.perStore.keys)})${files}.`;
}
