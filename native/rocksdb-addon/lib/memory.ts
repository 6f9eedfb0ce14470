// What the engine measured of its own memory at the end of a test (RocksDB's properties, MemoryUtil,
// and the process's resident set), as `validate --format json` prints it beside the memory model.

/** The C++ side's figures (src/memory_usage.cc). */
export interface RawMemory {
  memtablesBytes: number;
  memtablesAllBytes: number;
  tableReadersBytes: number;
  blockCacheUsageBytes: number;
  blockCachePinnedBytes: number;
  blockCacheCapacityBytes: number;
  utilMemTableTotalBytes: number;
  utilMemTableUnflushedBytes: number;
  utilTableReadersBytes: number;
  utilCacheTotalBytes: number;
  rssBytes: number;
  rssPeakBytes: number;
  rssAtLoadBytes: number;
}

export interface MeasuredMemory {
  /** rocksdb.cur-size-all-mem-tables: the active and unflushed immutable memtables. */
  memtablesBytes: number;
  /** rocksdb.size-all-mem-tables: also flushed memtables still pinned by readers. */
  memtablesAllBytes: number;
  /** rocksdb.estimate-table-readers-mem: index and filter blocks held outside the block cache. */
  tableReadersBytes: number;
  /** rocksdb.block-cache-usage / -pinned-usage / -capacity. */
  blockCacheBytes: number;
  blockCachePinnedBytes: number;
  blockCacheCapacityBytes: number;
  /** MemoryUtil::GetApproximateMemoryUsageByType over this DB and its block cache. */
  byType: { memTableTotal: number; memTableUnflushed: number; tableReadersTotal: number; cacheTotal: number };
  /** Sum of the RocksDB figures above that hold distinct memory: memtables + table readers + block cache. */
  rocksdbTotalBytes: number;
  /** Resident set of the engine process at the end of the test, at its peak, and before any DB was opened. */
  rssBytes: number;
  rssPeakBytes: number;
  rssBaselineBytes: number;
  /** rssPeakBytes - rssBaselineBytes: what opening and running the DB added to the process at its peak. */
  engineRssPeakBytes: number;
}

export function toMeasuredMemory(raw: RawMemory): MeasuredMemory {
  return {
    memtablesBytes: raw.memtablesBytes,
    memtablesAllBytes: raw.memtablesAllBytes,
    tableReadersBytes: raw.tableReadersBytes,
    blockCacheBytes: raw.blockCacheUsageBytes,
    blockCachePinnedBytes: raw.blockCachePinnedBytes,
    blockCacheCapacityBytes: raw.blockCacheCapacityBytes,
    byType: {
      memTableTotal: raw.utilMemTableTotalBytes,
      memTableUnflushed: raw.utilMemTableUnflushedBytes,
      tableReadersTotal: raw.utilTableReadersBytes,
      cacheTotal: raw.utilCacheTotalBytes,
    },
    rocksdbTotalBytes: raw.memtablesAllBytes + raw.tableReadersBytes + raw.blockCacheUsageBytes,
    rssBytes: raw.rssBytes,
    rssPeakBytes: raw.rssPeakBytes,
    rssBaselineBytes: raw.rssAtLoadBytes,
    engineRssPeakBytes: Math.max(0, raw.rssPeakBytes - raw.rssAtLoadBytes),
  };
}
