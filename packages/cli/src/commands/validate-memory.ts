// `validate`'s memory section: what the engine measured of its own memory after T5 (RocksDB's properties and
// the process RSS) per component, beside the memory model's prediction for the same database (rules.md R20).

/** The measured figures @rocktune/rocksdb-addon returns with every load and run result. */
export interface EngineMemory {
  memtablesAllBytes: number;
  tableReadersBytes: number;
  blockCacheBytes: number;
  blockCacheCapacityBytes: number;
  rocksdbTotalBytes: number;
  rssPeakBytes: number;
  rssBaselineBytes: number;
  engineRssPeakBytes: number;
}

export interface MeasuredComponents {
  /** rocksdb.size-all-mem-tables */
  memtablesBytes: number;
  /** rocksdb.block-cache-usage (capacity beside it) */
  blockCacheBytes: number;
  blockCacheCapacityBytes: number;
  /** rocksdb.estimate-table-readers-mem: index and filter blocks outside the cache, and the readers themselves */
  tableReadersBytes: number;
  /** the three above */
  totalBytes: number;
  /** the engine process: resident set at its peak, before the DB was opened, and the difference */
  processRssPeakBytes: number;
  processRssBaselineBytes: number;
  processEngineRssPeakBytes: number;
}

export interface MemorySection {
  /** Keys in the database when it was measured (T2's plus the T5 writer's). */
  keys: number;
  measuredAfter: 'T5';
  measured: MeasuredComponents;
}

export function measuredComponents(m: EngineMemory): MeasuredComponents {
  return {
    memtablesBytes: m.memtablesAllBytes,
    blockCacheBytes: m.blockCacheBytes,
    blockCacheCapacityBytes: m.blockCacheCapacityBytes,
    tableReadersBytes: m.tableReadersBytes,
    totalBytes: m.rocksdbTotalBytes,
    processRssPeakBytes: m.rssPeakBytes,
    processRssBaselineBytes: m.rssBaselineBytes,
    processEngineRssPeakBytes: m.engineRssPeakBytes,
  };
}

const mib = (b: number): string => `${(b / 2 ** 20).toFixed(1)} MiB`;

export function memoryText(s: MemorySection): string {
  const m = s.measured;
  return [
    `memory after T5 (${s.keys.toLocaleString('en-US')} keys), measured by RocksDB and the kernel:`,
    `  memtables      ${mib(m.memtablesBytes)}`,
    `  block cache    ${mib(m.blockCacheBytes)} of ${mib(m.blockCacheCapacityBytes)}`,
    `  table readers  ${mib(m.tableReadersBytes)} (index and filter blocks outside the cache)`,
    `  RocksDB total  ${mib(m.totalBytes)}; engine process RSS peak ${mib(m.processRssPeakBytes)} (${mib(m.processRssBaselineBytes)} before the DB opened)`,
    '',
  ].join('\n');
}
