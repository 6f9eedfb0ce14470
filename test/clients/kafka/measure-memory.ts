// The RocksDB memory of N Kafka Streams stores running the generated class (MemoryDriver.java), as the engine reports it.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { kafkaStreamsText, storeRecommendation, storesPlan, type Recommendation } from '@rocktune/calculator';
import { compileDriver, runDriver } from './run-driver.js';

/** One reading of every store's RocksDB (the cache figures once: the stores share it). */
export interface MemorySample {
  /** `write` while writing, `written` after the last write, `read` after every store was read from start to end. */
  readonly phase: 'write' | 'written' | 'read';
  readonly seconds: number;
  readonly records: number;
  /** rocksdb.cur-size-all-mem-tables, every column family of every store. */
  readonly memtables: number;
  /** rocksdb.estimate-table-readers-mem, every column family of every store (index and filters outside the cache). */
  readonly tableReaders: number;
  readonly cacheUsage: number;
  readonly cachePinned: number;
  readonly cacheCapacity: number;
  /** What the write-buffer manager charged to the cache for the memtables (block-cache-entry-stats bytes.write-buffer). */
  readonly writeBufferCharge: number;
  readonly dataBlocks: number;
  /** The JVM's resident set: RocksDB, the Java heap and the JVM itself. */
  readonly rssBytes: number;
}

/** What the memtables and the cache hold: the memtables, and the cache's content other than the memtables' charge. */
export function cachedBytes(s: MemorySample): number {
  return s.memtables + (s.cacheUsage - s.writeBufferCharge);
}

/** What the stores hold in memory: memtables, cache content, and the table readers outside the cache. */
export function rocksdbBytes(s: MemorySample): number {
  return cachedBytes(s) + s.tableReaders;
}

export interface MemoryRun {
  readonly stores: number;
  readonly records: number;
  readonly valueBytes: number;
  /** How often to read the stores while writing (RocksDB refreshes the cache's entry stats at most every 10 s). */
  readonly sampleSeconds: number;
}

/** Runs what `generate --format kafka-streams --stores N` writes for the host's recommendation on N stores in a TopologyTestDriver. */
export function measureStores(rec: Recommendation, run: MemoryRun, dir: string): MemorySample[] {
  const store = storeRecommendation(rec, storesPlan(rec, run.stores));
  if (!store.ok) throw new Error(`${run.stores} stores: ${store.error.field}: ${store.error.message}`);
  const work = mkdtempSync(join(dir, 'rocktune-kafka-memory-'));
  try {
    const classpath = compileDriver(work, kafkaStreamsText(store.recommendation, 'bench', run.stores), 'MemoryDriver');
    const args = [join(work, 'state'), run.stores, run.records, run.valueBytes, run.sampleSeconds].map(String);
    return runDriver(classpath, 'MemoryDriver', args)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as MemorySample);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The bounds the stores must stay inside: the shared cache and write-buffer budget (block cache + memtables) for what
 * they cache, and the recommendation's predicted total (that, the metadata outside the cache and the table readers).
 */
export function memoryBounds(rec: Recommendation, stores: number): { sharedBytes: number; predictedBytes: number } {
  return { sharedBytes: storesPlan(rec, stores).totalBytes, predictedBytes: rec.memory.predicted.totalBytes };
}
