// Issue 38: the RocksDB memory of N = 1, 5, 20 Kafka Streams stores sharing one budget, measured. For each host,
// `generate --format kafka-streams --stores N` runs on N persistent stores in Kafka Streams' TopologyTestDriver
// (test/clients/kafka/MemoryDriver.java); the stores write until their memtables have filled and flushed many
// times, then every store is read from start to end to fill the cache. The engine's own properties say what the
// stores hold: memtables + the cache's content besides the memtables' charge + table readers, against the bounds.
//
//   node --conditions rocktune-source --import tsx bench/kafka-stores-memory/run.ts [--hosts tiny,kafka-16gb,guide] [--stores 1,5,20]
//   ... run.ts --rerender   (rewrites the Markdown from the committed JSON)
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { recommend, type Recommendation } from '@rocktune/calculator';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { RESULTS, writeResult, type BenchResult } from '../lib/results.js';
import { measureStores, memoryBounds } from '../../test/clients/kafka/measure-memory.js';
import { KAFKA } from '../../test/clients/kafka/run-driver.js';
import { HOSTS, type Host } from './hosts.js';
import { markdownOf, type Bounds, type Row } from './report.js';

const NAME = 'kafka-stores-memory';

function recommendation(host: Host): Recommendation {
  const r = recommend(host.input, { target: 'rocksdb@9.7', allowOvercommit: true });
  if (!r.ok) throw new Error(`${host.id}: ${r.code}`);
  return r.recommendation;
}

/** The bounds of each host (the same for every store count: one budget). */
function boundsOf(hosts: readonly Host[]): Bounds {
  return Object.fromEntries(hosts.map((h) => [h.id, memoryBounds(recommendation(h), 1)]));
}

/** The sizes the class gives every store, for the report. */
function optionsOf(rec: Recommendation): Record<string, unknown> {
  const names = ['write_buffer_size', 'max_write_buffer_number', 'block_cache', 'cache_index_and_filter_blocks', 'enable_blob_files'];
  return Object.fromEntries(rec.options.filter((o) => names.includes(o.name)).map((o) => [o.name, o.value]));
}

async function measure(hosts: readonly Host[], storeCounts: readonly number[]): Promise<void> {
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const rows: Row[] = [];
  for (const host of hosts) {
    const rec = recommendation(host);
    for (const stores of storeCounts) {
      const before = loadNow();
      const samples = measureStores(rec, { stores, records: host.records, valueBytes: host.valueBytes, sampleSeconds: 11 }, tmpdir());
      rows.push({ host: host.id, stores, records: host.records, valueBytes: host.valueBytes, samples, load1m: [before, loadNow()] });
      process.stderr.write(`bench: ${host.id} x ${stores}: ${samples.length} samples\n`);
    }
  }
  load.after1m = loadNow();
  writeResult({
    name: NAME,
    title: `RocksDB memory of N Kafka Streams stores sharing one budget (Kafka Streams ${KAFKA}, issue 38)`,
    command: 'node --conditions rocktune-source --import tsx bench/kafka-stores-memory/run.ts',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(tmpdir()),
    load,
    figures: { hosts: hosts.map((h) => ({ ...h, options: optionsOf(recommendation(h)) })), rows },
    markdown: markdownOf(hosts, rows, boundsOf(hosts)),
  });
}

/** The Markdown again from the committed JSON (the bounds from today's calculator, the hosts from the JSON). */
function rerender(): void {
  const result = JSON.parse(readFileSync(join(RESULTS, `${NAME}.json`), 'utf8')) as Omit<BenchResult, 'markdown'> & {
    figures: { hosts: Host[]; rows: Row[] };
  };
  const { hosts, rows } = result.figures;
  writeResult({ ...result, markdown: markdownOf(hosts, rows, boundsOf(hosts)) });
}

const { values } = parseArgs({
  options: { hosts: { type: 'string' }, stores: { type: 'string', default: '1,5,20' }, rerender: { type: 'boolean', default: false } },
});
if (values.rerender) rerender();
else
  await measure(
    values.hosts === undefined ? HOSTS : HOSTS.filter((h) => values.hosts?.split(',').includes(h.id)),
    values.stores.split(',').map(Number),
  );
