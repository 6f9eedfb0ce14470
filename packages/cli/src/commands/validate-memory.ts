// `validate`'s memory section: what the engine measured of its own memory after T5 (RocksDB's properties and
// the process RSS) per component, beside the memory model's prediction for the same database (rules.md R20).
import { formatInteger, predictMemoryForOptionsFile } from '@rocktune/calculator';
import type { MeasuredMemory } from '@rocktune/rocksdb-addon';

/** The measured figures @rocktune/rocksdb-addon returns with every load and run result that this section reads. */
export type EngineMemory = Pick<
  MeasuredMemory,
  | 'memtablesAllBytes'
  | 'tableReadersBytes'
  | 'blockCacheBytes'
  | 'blockCacheCapacityBytes'
  | 'rocksdbTotalBytes'
  | 'rssPeakBytes'
  | 'rssBaselineBytes'
  | 'engineRssPeakBytes'
>;

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

export interface PredictedComponents {
  /** Peak: write_buffer_size x max_write_buffer_number (what the budget must hold; the measurement is one moment). */
  memtablesBytes: number;
  blockCacheBytes: number;
  blockCacheCapacityBytes: number;
  /** What rocksdb.estimate-table-readers-mem should report: index + filter outside the cache + reader objects. */
  tableReadersBytes: number;
  indexBlocksBytes: number;
  filterBlocksBytes: number;
  indexAndFilterInCache: boolean;
  valueFileReadersBytes: number;
  /** The model's total (rules.md R20): compare it with the process's measured growth. */
  totalBytes: number;
}

export interface MemorySection {
  /** Keys in the database when it was measured (T2's plus the T5 writer's). */
  keys: number;
  measuredAfter: 'T5';
  predicted: PredictedComponents;
  measured: MeasuredComponents;
  /** (predicted - measured) / measured per component; total against the engine process's RSS growth. */
  error: { memtables: number | null; blockCache: number | null; tableReaders: number | null; total: number | null };
}

/** The engine's test keys: an 8-byte counter padded to the key size, so index separators shorten to 9 bytes. */
export const TEST_KEY_SEPARATOR_BYTES = 9;
/** The guide's P, bytes per key pointing at a separated value, as rocktune generate assumes it. */
export const VALUE_POINTER_BYTES = 20;

export function predictedComponents(text: string, db: { keys: number; keySize: number; valueSize: number }): PredictedComponents {
  const p = predictMemoryForOptionsFile(text, {
    ...db,
    keyOverhead: VALUE_POINTER_BYTES,
    indexKeyBytes: Math.min(db.keySize, TEST_KEY_SEPARATOR_BYTES),
  });
  return {
    memtablesBytes: p.rocksdbProperties.curSizeAllMemTables,
    blockCacheBytes: p.rocksdbProperties.blockCacheUsage,
    blockCacheCapacityBytes: p.blockCache.capacityBytes,
    tableReadersBytes: p.rocksdbProperties.estimateTableReadersMem,
    indexBlocksBytes: p.indexBlocks.bytes,
    filterBlocksBytes: p.filterBlocks.bytes,
    indexAndFilterInCache: p.indexBlocks.inCache,
    valueFileReadersBytes: p.valueFileReaders.bytes,
    totalBytes: p.totalBytes,
  };
}

const rel = (p: number, m: number): number | null => (m > 0 ? (p - m) / m : null);

export function memorySection(
  text: string,
  db: { keys: number; keySize: number; valueSize: number },
  measured: EngineMemory,
): MemorySection {
  const predicted = predictedComponents(text, db);
  const m = measuredComponents(measured);
  return {
    keys: db.keys,
    measuredAfter: 'T5',
    predicted,
    measured: m,
    error: {
      memtables: rel(predicted.memtablesBytes, m.memtablesBytes),
      blockCache: rel(predicted.blockCacheBytes, m.blockCacheBytes),
      tableReaders: rel(predicted.tableReadersBytes, m.tableReadersBytes),
      total: rel(predicted.totalBytes, m.processEngineRssPeakBytes),
    },
  };
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
const pct = (e: number | null): string => (e === null ? 'n/a' : `${e >= 0 ? '+' : ''}${Math.round(e * 100)} %`);

export function memoryText(s: MemorySection): string {
  const m = s.measured;
  const p = s.predicted;
  const row = (name: string, pv: number, mv: number, e: number | null, note = ''): string =>
    `  ${name.padEnd(15)}${mib(pv).padStart(11)}${mib(mv).padStart(11)}${pct(e).padStart(8)}${note}`;
  return [
    `memory after T5 (${formatInteger(s.keys)} keys): predicted (rules.md R20) vs measured (RocksDB, kernel)`,
    `  ${''.padEnd(15)}${'predicted'.padStart(11)}${'measured'.padStart(11)}${'error'.padStart(8)}`,
    row('memtables', p.memtablesBytes, m.memtablesBytes, s.error.memtables, '  (predicted: the peak; measured: this moment)'),
    row('block cache', p.blockCacheBytes, m.blockCacheBytes, s.error.blockCache, `  (capacity ${mib(m.blockCacheCapacityBytes)})`),
    row(
      'table readers',
      p.tableReadersBytes,
      m.tableReadersBytes,
      s.error.tableReaders,
      `  (index and filter ${p.indexAndFilterInCache ? 'in the cache' : 'outside the cache'})`,
    ),
    row(
      'total',
      p.totalBytes,
      m.processEngineRssPeakBytes,
      s.error.total,
      `  (measured: engine RSS peak ${mib(m.processRssPeakBytes)} - ${mib(m.processRssBaselineBytes)} before the DB opened)`,
    ),
    '',
  ].join('\n');
}
