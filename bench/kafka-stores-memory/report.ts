// The Markdown of bench/results/kafka-stores-memory: one row per host and store count, the peaks against the bounds.
import { formatInteger } from '@rocktune/calculator';
import { cachedBytes, rocksdbBytes, type MemorySample } from '../../test/clients/kafka/measure-memory.js';
import type { Host } from './hosts.js';

/** One run: what was written, every sample, and the load around it. */
export interface Row {
  readonly host: string;
  readonly stores: number;
  readonly records: number;
  readonly valueBytes: number;
  readonly samples: readonly MemorySample[];
  readonly load1m: readonly [number, number];
}

/** Per host: the one cache the class creates (block cache + memtables) and the recommendation's predicted total. */
export type Bounds = Readonly<Record<string, { readonly sharedBytes: number; readonly predictedBytes: number }>>;

const mb = (n: number) => formatInteger(Math.round(n / 1e6));

function peak(samples: readonly MemorySample[], bytes: (s: MemorySample) => number): { bytes: number; phase: string } {
  const top = samples.reduce((a, b) => (bytes(b) > bytes(a) ? b : a));
  return { bytes: bytes(top), phase: top.phase };
}

function line(r: Row, bounds: Bounds[string]): string {
  const after = r.samples.at(-1) as MemorySample;
  const cached = peak(r.samples, cachedBytes);
  const total = peak(r.samples, rocksdbBytes);
  const within = cached.bytes <= bounds.sharedBytes && total.bytes <= bounds.predictedBytes;
  const cells = [
    r.host,
    String(r.stores),
    `${formatInteger(r.records)} x ${formatInteger(r.valueBytes)} B`,
    `${mb(cached.bytes)} (${cached.phase}) of ${mb(bounds.sharedBytes)}`,
    `${mb(total.bytes)} (${total.phase}) of ${mb(bounds.predictedBytes)}`,
    mb(Math.max(...r.samples.map((s) => s.memtables))),
    `${mb(after.memtables)} + ${mb(after.cacheUsage - after.writeBufferCharge)} + ${mb(after.tableReaders)}`,
    mb(after.rssBytes),
    within ? 'yes' : '**no**',
    `${r.load1m[0].toFixed(1)} / ${r.load1m[1].toFixed(1)}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

export function markdownOf(hosts: readonly Host[], rows: readonly Row[], bounds: Bounds): string {
  const notes = hosts.filter((h) => h.cacheNotFilled !== undefined).map((h) => `- ${h.id}: the cache is not filled: ${h.cacheNotFilled}.`);
  return `Each run: \`rocktune generate --format kafka-streams --stores N --target rocksdb@9.7\` for the host, compiled and run on N
persistent key-value stores in Kafka Streams' TopologyTestDriver (kafka-streams 4.1.1, its rocksdbjni 9.7.3; the engine row
above is the addon's, not used here). The stores take batches of 500 records in turn (keys in order), then every store is read
from start to end. Every 11 s while writing, after the writes and after the reads, each store's RocksDB reports its memtables
(\`rocksdb.cur-size-all-mem-tables\`) and table readers (\`rocksdb.estimate-table-readers-mem\`), summed over the stores, and the
one shared cache its usage and what the write-buffer manager charged to it for the memtables (\`rocksdb.block-cache-entry-stats\`,
\`bytes.write-buffer\`). Cached = memtables + (cache usage - the memtables' charge): the memtables counted once, as themselves;
its bound is the one cache the class creates (block cache + memtables). Total = cached + table readers; its bound is the
recommendation's predicted total (memtables, cache, metadata outside the cache, readers). MB = 10^6 bytes.

${hosts.map((h) => `- ${h.id}: ${h.title}.`).join('\n')}
${notes.join('\n')}

| host | stores | written | cached peak (MB, phase) of bound | total peak (MB, phase) of bound | memtables max (MB) | after reads: memtables + cache content + readers (MB) | JVM RSS after (MB) | within | load 1 min before / after |
|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => line(r, bounds[r.host] ?? { sharedBytes: 0, predictedBytes: 0 })).join('\n')}

The samples of every run are in kafka-stores-memory.json (\`figures.rows[].samples\`).`;
}
