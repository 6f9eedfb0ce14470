// What the engine measured of its own memory at the end of a test (RocksDB's properties, MemoryUtil,
// and the process's resident set), as `validate --format json` prints it beside the memory model.

/** The /proc/self/status fields the engine reads, in bytes: its resident set and that set's peak. */
interface ProcessStatus {
  VmRSS: number;
  VmHWM: number;
}

/** The C++ side's figures (src/memory_usage.cc), each under its source's own name. */
export interface RawMemory {
  /** DB properties by RocksDB's name: those of memtables and table readers summed over column families, the block cache's read once. */
  properties: Record<string, number>;
  byType: MeasuredMemory['byType'];
  /** The engine process at the end of the test, and when the addon was loaded (before any DB). */
  process: ProcessStatus;
  processAtLoad: ProcessStatus;
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
  const property = (name: string): number => {
    const bytes = raw.properties[name];
    if (bytes === undefined) throw new Error(`the engine reported no ${name} (src/memory_usage.cc reads it)`);
    return bytes;
  };
  const memtablesAll = property('rocksdb.size-all-mem-tables');
  const tableReaders = property('rocksdb.estimate-table-readers-mem');
  const blockCache = property('rocksdb.block-cache-usage');
  const { byType, process: now, processAtLoad: atLoad } = raw;
  return {
    memtablesBytes: property('rocksdb.cur-size-all-mem-tables'),
    memtablesAllBytes: memtablesAll,
    tableReadersBytes: tableReaders,
    blockCacheBytes: blockCache,
    blockCachePinnedBytes: property('rocksdb.block-cache-pinned-usage'),
    blockCacheCapacityBytes: property('rocksdb.block-cache-capacity'),
    // in this key order, not the C++ side's (alphabetical)
    byType: {
      memTableTotal: byType.memTableTotal,
      memTableUnflushed: byType.memTableUnflushed,
      tableReadersTotal: byType.tableReadersTotal,
      cacheTotal: byType.cacheTotal,
    },
    rocksdbTotalBytes: memtablesAll + tableReaders + blockCache,
    rssBytes: now.VmRSS,
    rssPeakBytes: now.VmHWM,
    rssBaselineBytes: atLoad.VmRSS,
    engineRssPeakBytes: Math.max(0, now.VmHWM - atLoad.VmRSS),
  };
}
