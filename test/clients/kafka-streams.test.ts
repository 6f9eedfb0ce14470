// generate --format kafka-streams in a real Kafka Streams: the generated RocksDBConfigSetter compiled against
// kafka-streams from Maven and run on persistent key-value stores in a TopologyTestDriver. Each store's own RocksDB
// writes its OPTIONS file: every option the class sets must be there with the OPTIONS file's value, and every store
// must report the one shared cache.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findEntry,
  kafkaSharedMemory,
  kafkaStreamsPlacements,
  kafkaStreamsText,
  parseOptionsIni,
  plainValue,
  recommend,
  KAFKA_CLASS,
  type Placement,
} from '@rocktune/calculator';
import { FULL_SWEEP } from '../support/sample.js';
import { javac, javaUnavailable, mavenClasspath } from './maven-classpath.js';

const KAFKA = '4.1.1';
const DRIVER = fileURLToPath(new URL('kafka/StoresDriver.java', import.meta.url));
const STORES = 3;
// Not quick (40-125 s on this 2-core host: Maven resolves kafka-streams, javac, a topology on three stores), so npm
// test leaves it to npm run test:full, as issue 38 allows ("in npm test where it is quick").
const skip = FULL_SWEEP
  ? javaUnavailable('test/clients/kafka-streams.test.ts')
  : 'a Kafka Streams topology takes 40-125 s: it runs in npm run test:full (or ROCKTUNE_TEST_FULL=1 npx vitest run test/clients/kafka-streams.test.ts)';
const work = mkdtempSync(join(tmpdir(), 'rocktune-kafka-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The same value, as RocksDB writes it back: numbers compared as numbers (8 and 8.000000). */
function sameValue(persisted: string | undefined, written: string): boolean {
  if (persisted === undefined) return false;
  const a = Number(persisted);
  const b = Number(written);
  return Number.isFinite(a) && Number.isFinite(b) ? a === b : persisted === written;
}

function sectionOf(p: Placement): string {
  return p.option.section === 'DBOptions' ? 'DBOptions' : `${p.option.section} "default"`;
}

describe.skipIf(skip !== undefined)(`Kafka Streams ${KAFKA}: the generated RocksDBConfigSetter in a TopologyTestDriver`, () => {
  it(`${STORES} persistent stores on a 16 GB read-heavy host run the file's values and share one cache`, { timeout: 180_000 }, () => {
    // 10,000 open files: inside this host's ulimit -n (RocksDB clips max_open_files to it; lint's open-files-over-ulimit).
    const result = recommend({ cpuThreads: 8, dramBytes: '16GB', workload: 'read-heavy', openFiles: 10_000 });
    if (!result.ok) throw new Error(result.code);
    const rec = result.recommendation;
    const classpath = mavenClasspath([`org.apache.kafka:kafka-streams:${KAFKA}`, `org.apache.kafka:kafka-streams-test-utils:${KAFKA}`]);
    const [src, classes, state, out] = ['src', 'classes', 'state', 'out'].map((d) => join(work, d)) as [string, string, string, string];
    for (const d of [src, classes, state, out]) mkdirSync(d, { recursive: true });
    writeFileSync(join(src, `${KAFKA_CLASS}.java`), kafkaStreamsText(rec, 'test'));
    javac(classpath, classes, [join(src, `${KAFKA_CLASS}.java`), DRIVER]);
    const run = spawnSync(
      'java',
      ['-Xmx256m', '-cp', `${classes}:${classpath}`, 'StoresDriver', state, out, String(STORES), '2000', '1000'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);

    const placed = kafkaStreamsPlacements(rec).filter(
      (p) => p.as !== undefined && !['block_cache', 'rate_limiter_bytes_per_sec'].includes(p.option.name),
    );
    expect(placed.length).toBeGreaterThan(15);
    for (let i = 0; i < STORES; i++) {
      const { document } = parseOptionsIni(readFileSync(join(out, `store-${i}.OPTIONS`), 'utf8'));
      const wrong = placed
        .map((p) => [p.option.name, plainValue(p.option.value), findEntry(document, sectionOf(p), p.option.name)?.value] as const)
        .filter(([, written, persisted]) => !sameValue(persisted, written));
      expect(wrong, `store-${i}`).toEqual([]);
    }

    const metrics = run.stdout
      .trim()
      .split('\n')
      .map((l) => l.split(' '));
    const capacities = metrics.filter(([, m]) => m === 'block-cache-capacity').map(([, , v]) => Number(v));
    const usages = new Set(metrics.filter(([, m]) => m === 'block-cache-usage').map(([, , v]) => v));
    expect(capacities).toEqual(Array(STORES).fill(kafkaSharedMemory(rec).cacheBytes));
    // One cache: every store reports the same usage, though only the first store got the records (with a cache per
    // store, tried by hand, the first reported 1,702,824 bytes and the others 262,728 each).
    expect(usages.size).toBe(1);
    expect(Number([...usages][0])).toBeGreaterThan(0);
  });
});

if (skip !== undefined) console.log(`Kafka Streams client check skipped: ${skip}`);
