#!/usr/bin/env node
// Peer benchmark: the rocktune engine (native/rocksdb-addon) against Debian's db_bench on the same
// OPTIONS files, key counts and durations as `rocktune validate`, interleaved, N rounds; prints addon/db_bench
// ratios of the medians. Needs the built addon (npm run build -w @rocktune/rocksdb-addon) and rocksdb-tools.
//
//   node bench/engine-vs-db-bench/run.mjs [--rounds 3] [--keys 2000000] [--duration 20] [--readers N] [FILE...]
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { Workspace, checkOptions, engineInfo, loadTest, runTest } from '../../native/rocksdb-addon/dist/index.js';
import { parsePercentiles, parseSummary, runDbBench, writeAmplification } from './db-bench.mjs';
import { markdownTable, summarize } from './summarize.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    keys: { type: 'string', default: '2000000' },
    duration: { type: 'string', default: '20' },
    readers: { type: 'string', default: String(availableParallelism()) },
    'writer-rate': { type: 'string', default: String(10 * 2 ** 20) },
    out: { type: 'string', default: join(HERE, 'results') },
  },
  allowPositionals: true,
});
const ROUNDS = Number(values.rounds);
const KEYS = Number(values.keys);
const DURATION = Number(values.duration);
const READERS = Number(values.readers);
const WRITER_RATE = Number(values['writer-rate']);
const KEY_SIZE = 20;
const VALUE_SIZE = 800;
const FILES = positionals.length > 0 ? positionals : [join(HERE, 'options/defaults.ini'), join(HERE, 'options/generated-2core.ini')];

/** db_bench replaces the file's block cache with --cache_size (default 8 MiB); pass the file's own capacity. */
async function blockCacheBytes(text) {
  const check = await checkOptions(text);
  if (!check.ok) throw new Error(`RocksDB rejected the file: ${check.rocksdbStatus}`);
  const c = check.changes.find((x) => x.key === 'block_cache' && x.section.endsWith(' default'));
  return c?.effective && /^\d+$/.test(c.effective) ? Number(c.effective) : 8 * 2 ** 20; // RocksDB's default LRU is 8 MiB too
}

// Each engine is split into load and run so a round can interleave them tightly: load A, load B, run A, run B.
// The host drifts within minutes (shared VM), so the two engines' T5 runs sit next to each other.
function addonEngine(text) {
  const ws = Workspace.create();
  return {
    async load() {
      const l = await loadTest({ options: text, workspace: ws, keys: KEYS, keySize: KEY_SIZE, valueSize: VALUE_SIZE });
      return {
        opsPerSec: l.opsPerSec,
        mbPerSec: l.mbPerSec,
        p50: l.p50Micros,
        p99: l.p99Micros,
        p999: l.p999Micros,
        wa: l.writeAmplification,
        seconds: l.elapsedSec,
      };
    },
    async run() {
      // db_bench's readwhilewriting writer overwrites random keys; use the same writer here (validate's T5 default is sequential).
      const r = await runTest({
        options: text,
        workspace: ws,
        readers: READERS,
        durationSec: DURATION,
        writerRateBytesPerSec: WRITER_RATE,
        writerKeys: 'random',
      });
      return {
        readOpsPerSec: r.readOpsPerSec,
        p50: r.readP50Micros,
        p99: r.readP99Micros,
        p999: r.readP999Micros,
        wa: r.writeAmplification,
        writeOpsPerSec: r.writeOpsPerSec,
        seconds: r.elapsedSec,
      };
    },
    dispose: () => ws.dispose(),
  };
}

const dbBenchDirs = new Set();
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    for (const d of dbBenchDirs) rmSync(d, { recursive: true, force: true });
    process.kill(process.pid, sig);
  });
}

function dbBenchEngine(file, cacheSize) {
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-dbbench-'));
  dbBenchDirs.add(dir);
  const common = [
    `--db=${dir}`,
    `--num=${KEYS}`,
    `--key_size=${KEY_SIZE}`,
    `--value_size=${VALUE_SIZE}`,
    `--options_file=${file}`,
    `--cache_size=${cacheSize}`,
    '--statistics=1',
    '--histogram=1',
  ];
  return {
    async load() {
      const out = await runDbBench(['--benchmarks=fillseq', '--use_existing_db=0', '--threads=1', ...common]);
      const f = parseSummary(out, 'fillseq');
      const p = parsePercentiles(out, 'write');
      return {
        opsPerSec: f.opsPerSec,
        mbPerSec: f.mbPerSec,
        p50: p?.p50,
        p99: p?.p99,
        p999: p?.p999,
        wa: writeAmplification(out),
        seconds: f.seconds,
      };
    },
    async run() {
      const out = await runDbBench([
        '--benchmarks=readwhilewriting',
        '--use_existing_db=1',
        `--threads=${READERS}`,
        `--duration=${DURATION}`,
        `--benchmark_write_rate_limit=${WRITER_RATE}`,
        ...common,
      ]);
      const r = parseSummary(out, 'readwhilewriting');
      const p = parsePercentiles(out, 'read');
      return { readOpsPerSec: r.opsPerSec, p50: p?.p50, p99: p?.p99, p999: p?.p999, wa: writeAmplification(out), seconds: r.seconds };
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
      dbBenchDirs.delete(dir);
    },
  };
}

function machine() {
  const sh = (c) => {
    try {
      return execSync(c, { encoding: 'utf8' }).trim();
    } catch {
      return 'n/a';
    }
  };
  return {
    cpu: `${cpus()[0]?.model ?? 'unknown'} x ${availableParallelism()} hardware threads`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: sh('. /etc/os-release && echo "$PRETTY_NAME"'),
    kernel: sh('uname -r'),
    disk: sh(`df -h ${tmpdir()} | tail -1`),
    dbBench: sh('db_bench --version'),
    librocksdb: sh("dpkg-query -W -f='${Package} ${Version}' librocksdb7.8"),
    node: process.version,
    otherLoad: sh('cat /proc/loadavg'),
  };
}

const info = await engineInfo();
const rows = [];
for (const file of FILES) {
  const text = readFileSync(file, 'utf8');
  const cacheSize = await blockCacheBytes(text);
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? ['addon', 'db_bench'] : ['db_bench', 'addon'];
    const engines = { addon: addonEngine(text), db_bench: dbBenchEngine(file, cacheSize) };
    const got = { addon: {}, db_bench: {} };
    try {
      for (const phase of ['load', 'run']) {
        for (const engine of order) {
          const loadavg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
          got[engine][phase] = await engines[engine][phase]();
          got[engine][`${phase}LoadavgBefore`] = loadavg;
        }
      }
    } finally {
      engines.addon.dispose();
      engines.db_bench.dispose();
    }
    for (const engine of order) {
      const r = got[engine];
      rows.push({ file: basename(file), round, engine, ...r });
      console.error(
        `${basename(file)} round ${round} ${engine.padEnd(8)} T2 ${Math.round(r.load.opsPerSec)} ops/s  T5 ${Math.round(r.run.readOpsPerSec)} reads/s  (loadavg before T2 ${r.loadLoadavgBefore}, before T5 ${r.runLoadavgBefore})`,
      );
    }
  }
}

const summary = summarize(rows);
const table = markdownTable(summary);
console.log(table);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
mkdirSync(values.out, { recursive: true });
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  engine: info,
  settings: {
    rounds: ROUNDS,
    keys: KEYS,
    keySize: KEY_SIZE,
    valueSize: VALUE_SIZE,
    durationSec: DURATION,
    readers: READERS,
    writerRateBytesPerSec: WRITER_RATE,
    files: FILES.map((f) => basename(f)),
  },
  rows,
  summary,
};
writeFileSync(join(values.out, `${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(
  join(values.out, `${stamp}.md`),
  `# engine vs db_bench, ${result.date}\n\n\`\`\`\n${JSON.stringify(result.machine, null, 2)}\n\`\`\`\n\nSettings: ${JSON.stringify(result.settings)}\n\n${table}\n`,
);
console.error(`wrote ${join(values.out, `${stamp}.json`)} and .md`);
