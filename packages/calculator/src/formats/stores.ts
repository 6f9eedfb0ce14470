import type { Recommendation } from '../recommend.js';
import type { OptionValue, RecommendedOption } from '../sizing/types.js';

/** How many stores (column families, Kafka Streams stores, Flink RocksDB instances) share the host's one budget. */
export interface StoresPlan {
  readonly stores: number;
  /** What one store may hold open: the file budget split evenly (absent when the file sets no max_open_files). */
  readonly perStore: { readonly maxOpenFiles?: number; readonly memtableBytesAtMost: number };
  /** Shared by every store: one block cache, one write-buffer budget (db_write_buffer_size / WriteBufferManager). */
  readonly shared: { readonly blockCacheBytes: number; readonly memtableBytes: number };
  /** Block cache + memtables of all stores together: the budget the single-database file sets, whatever `stores` is. */
  readonly totalBytes: number;
  /** Where the guide's per-database rules stop applying. */
  readonly note: string;
}

const PER_DATABASE =
  "The guide sizes one database: its write buffer, L0 triggers and level base assume each memtable fills to write_buffer_size before it flushes. With one write-buffer budget for N stores, a store flushes when the stores' memtables together reach the budget, so each flush holds about 1/N of a buffer when all stores write: more, smaller L0 files than the rules expect, and the L0 triggers fire sooner.";

/** The one budget for `stores` stores: the recommendation's memtables and block cache shared, open files split. */
export function storesPlan(rec: Recommendation, stores: number): StoresPlan {
  const value = (name: string) => rec.options.find((o) => o.name === name && o.notInFile === undefined)?.value;
  const blockCacheBytes = Number(value('block_cache') ?? 0);
  const memtableBytes = rec.memory.memtableBytes;
  const openFiles = value('max_open_files');
  const maxOpenFiles = typeof openFiles === 'number' && openFiles > 0 ? Math.max(1, Math.floor(openFiles / stores)) : undefined;
  return {
    stores,
    perStore: { ...(maxOpenFiles === undefined ? {} : { maxOpenFiles }), memtableBytesAtMost: memtableBytes },
    shared: { blockCacheBytes, memtableBytes },
    totalBytes: blockCacheBytes + memtableBytes,
    note: PER_DATABASE,
  };
}

/** An option's value in one of `plan.stores` stores: max_open_files is that store's share, the rest as the file sets them. */
export function perStoreValue(option: RecommendedOption, plan: StoresPlan): OptionValue {
  return option.name === 'max_open_files' && plan.perStore.maxOpenFiles !== undefined ? plan.perStore.maxOpenFiles : option.value;
}
