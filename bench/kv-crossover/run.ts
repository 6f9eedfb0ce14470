// Where does key-value separation start to win on this host? Sweeps the value size at the same total bytes
// (each size loads TOTAL_BYTES of key+value records), with the values inline (rocktune's file with
// --kv-separation false) and separated (that same file plus the blob settings rocktune emits with
// --kv-separation true: integrated BlobDB on the linked RocksDB), T2 then T5,
// rounds interleaved. Plots separated/inline per size beside KIOXIA's payload-paper ratios.
//
//   node --conditions rocktune-source --import tsx bench/kv-crossover/run.ts [--rounds N] [--total-mib N] [--duration S] [--writer sequential|random]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { recommend, toOptionsFile } from '@rocktune/calculator';
import type { LoadResult, RunResult } from '@rocktune/rocksdb-addon';
import { lineChartSvg } from '../lib/line-chart.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { stats, writeResult } from '../lib/results.js';
import { KIOXIA_PAYLOAD, loadRatio, runRatio } from './kioxia-payload.js';
import { CALIBRATION_HOST } from '../lib/calibration-host.js';

const VALUE_SIZES = [256, 512, 1024, 2048, 4096, 8192, 16384, 65536];
const MODES = ['inline', 'separated'] as const;
type Mode = (typeof MODES)[number];
const KEY = 20;
const MiB = 2 ** 20;

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    'total-mib': { type: 'string', default: '128' },
    duration: { type: 'string', default: '8' },
    writer: { type: 'string', default: 'sequential' },
  },
});
const ROUNDS = Number(args.rounds);
const TOTAL_BYTES = Number(args['total-mib']) * MiB;
const DURATION = Number(args.duration);
/** T5's writer: new keys after the loaded ones (the guide's T5), or random overwrites (YCSB A-like: compaction work). */
const WRITER = args.writer === 'random' ? 'random' : 'sequential';
const NAME = WRITER === 'random' ? 'kv-crossover-random' : 'kv-crossover';

interface Engine {
  Workspace: { create(o?: { tmpRoot?: string }): { dispose(): void } };
  loadTest(o: Record<string, unknown>): Promise<LoadResult>;
  runTest(o: Record<string, unknown>): Promise<RunResult>;
}

interface Run {
  round: number;
  valueBytes: number;
  mode: Mode;
  keys: number;
  t2Sec: number;
  t2OpsPerSec: number;
  t2MiBPerSec: number;
  t2WriteAmp: number;
  t5ReadsPerSec: number;
  t5ReadP99Micros: number;
  t5WriteAmp: number;
  t5StallPercent: number;
  dbBytes: number;
}

const BLOB_KEY = /^\s*(enable_blob_files|min_blob_size|blob_[a-z_]+|enable_blob_garbage_collection)\s*=/;

/** rocktune's inline file for this size; "separated" is the same file plus the blob settings rocktune would
 *  emit with --kv-separation (only the separation differs: same memtables, SST sizes, levels and cache). */
function optionsFor(valueBytes: number, mode: Mode): { keys: number; text: string } {
  const keys = Math.floor(TOTAL_BYTES / (KEY + valueBytes));
  const file = (kvSeparation: boolean): string => {
    const rec = recommend({
      ...CALIBRATION_HOST,
      totalKeys: keys,
      keySize: KEY,
      valueSize: valueBytes,
      kvSeparation,
    });
    if (!rec.ok) throw new Error(`recommend failed for ${valueBytes} B: ${rec.code}`);
    return toOptionsFile(rec.recommendation, { rocktuneVersion: 'bench' });
  };
  const inline = file(false);
  if (mode === 'inline') return { keys, text: inline };
  const blobLines = file(true)
    .split('\n')
    .filter((l) => BLOB_KEY.test(l));
  if (!blobLines.some((l) => /enable_blob_files\s*=\s*true/.test(l))) throw new Error('the separated file has no enable_blob_files=true');
  const lines = inline.split('\n').filter((l) => !BLOB_KEY.test(l));
  const cf = lines.findIndex((l) => l.startsWith('[CFOptions "default"]'));
  lines.splice(cf + 1, 0, ...blobLines);
  return { keys, text: lines.join('\n') };
}

/** Every (value size, mode) cell, ROUNDS times, interleaved; the load average after each run. */
async function measure(engine: Engine, root: string): Promise<{ runs: Run[]; loads: number[] }> {
  const cells = VALUE_SIZES.flatMap((v) => MODES.map((m) => ({ v, m })));
  const runs: Run[] = [];
  const loads: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = cells.map((_, i) => cells[(i + (round - 1) * 3) % cells.length]!); // rotate: no cell always first
    for (const [i, { v, m }] of order.entries()) {
      const { keys, text } = optionsFor(v, m);
      const ws = engine.Workspace.create({ tmpRoot: root });
      try {
        const t2 = await engine.loadTest({ options: text, workspace: ws, keys, keySize: KEY, valueSize: v });
        const t5 = await engine.runTest({
          options: text,
          workspace: ws,
          readers: 2,
          durationSec: DURATION,
          writerRateBytesPerSec: 10 * MiB,
          writerKeys: WRITER,
        });
        runs.push({
          round,
          valueBytes: v,
          mode: m,
          keys,
          t2Sec: t2.elapsedSec,
          t2OpsPerSec: t2.opsPerSec,
          t2MiBPerSec: t2.mbPerSec,
          t2WriteAmp: t2.writeAmplification,
          t5ReadsPerSec: t5.readOpsPerSec,
          t5ReadP99Micros: t5.readP99Micros,
          t5WriteAmp: t5.writeAmplification,
          t5StallPercent: t5.stallPercent,
          dbBytes: t5.dbSizeBytes,
        });
        loads.push(loadNow());
        process.stderr.write(
          `bench: round ${round} [${i + 1}/${order.length}] ${v} B ${m}: T2 ${t2.mbPerSec.toFixed(0)} MiB/s (${t2.elapsedSec.toFixed(1)} s), T5 ${t5.readOpsPerSec.toFixed(0)} reads/s; load ${loadNow().toFixed(2)}\n`,
        );
      } finally {
        ws.dispose();
      }
    }
  }
  return { runs, loads };
}

type Row = ReturnType<typeof rowsOf>[number];

/** Per value size: min / median / max of each mode and the separated / inline ratio of the medians. */
function rowsOf(runs: Run[]) {
  const med = (v: number, m: Mode, f: (r: Run) => number) => stats(runs.filter((r) => r.valueBytes === v && r.mode === m).map(f));
  return VALUE_SIZES.map((v) => {
    const t2i = med(v, 'inline', (r) => r.t2MiBPerSec);
    const t2s = med(v, 'separated', (r) => r.t2MiBPerSec);
    const t5i = med(v, 'inline', (r) => r.t5ReadsPerSec);
    const t5s = med(v, 'separated', (r) => r.t5ReadsPerSec);
    return {
      valueBytes: v,
      keys: Math.floor(TOTAL_BYTES / (KEY + v)),
      t2: { inline: t2i, separated: t2s, ratio: t2s.median / t2i.median },
      t5: { inline: t5i, separated: t5s, ratio: t5s.median / t5i.median },
      waInline: med(v, 'inline', (r) => r.t2WriteAmp).median,
      waSeparated: med(v, 'separated', (r) => r.t2WriteAmp).median,
    };
  });
}

/** The smallest size from which separation is at least even at every larger size. */
function crossover(rows: Row[], key: 't2' | 't5'): number | null {
  let from: number | null = null;
  for (const r of [...rows].reverse()) {
    if (r[key].ratio >= 1) from = r.valueBytes;
    else break;
  }
  return from;
}

const size = (b: number) => (b >= 1024 ? `${b / 1024} KiB` : `${b} B`);

function markdown(rows: Row[], cT2: number | null, cT5: number | null, rocksdbVersion: string): string {
  const f = (s: { min: number; median: number; max: number }, d = 0) =>
    `${s.min.toFixed(d)} / ${s.median.toFixed(d)} / ${s.max.toFixed(d)}`;
  return `Each value size loads ${(TOTAL_BYTES / MiB).toFixed(0)} MiB of ${KEY}-byte keys plus values (T2, sequential), then runs T5 (${DURATION} s: 2 readers, random point reads, + 1 writer at 10 MiB/s ${WRITER === 'random' ? 'overwriting random keys (updates, as YCSB A: compaction work)' : "appending new keys (the guide's T5)"}). **inline** = rocktune's file for the size with \`kvSeparation: false\`, **separated** = that same file plus the blob settings rocktune emits with \`kvSeparation: true\` (integrated BlobDB; memtables, SST sizes, levels and cache unchanged, so only the separation differs); 2 threads, 1,000 open files. ${ROUNDS} interleaved rounds; cells are min / median / max; ratio = separated / inline (medians; > 1 = separation wins).

| value | keys | T2 MiB/s inline | T2 MiB/s separated | **T2 ratio** | T2 WA inline / separated | T5 reads/s inline | T5 reads/s separated | **T5 ratio** |
|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${size(r.valueBytes)} | ${r.keys.toLocaleString('en-US')} | ${f(r.t2.inline)} | ${f(r.t2.separated)} | **${r.t2.ratio.toFixed(2)}** | ${r.waInline.toFixed(2)} / ${r.waSeparated.toFixed(2)} | ${f(r.t5.inline)} | ${f(r.t5.separated)} | **${r.t5.ratio.toFixed(2)}** |`).join('\n')}

**Measured crossover on this host** (smallest size from which separated >= inline at every larger size): T2 load ${cT2 === null ? 'never (inline wins or ties at the largest size)' : `from ${size(cT2)}`}; T5 read-while-writing ${cT5 === null ? 'never in this sweep' : `from ${size(cT5)}`}. Ratios within ±15 % (T2) and ±30 % (T5) of 1.0 are inside the calibration's noise band.

KIOXIA's payload paper (YCSB A, 300 GB, TRocksDB 6.4.6 vs RocksDB 6.4.6 on 16 NVMe; ratio = TRocksDB / RocksDB):

| value | load ratio | run (YCSB A) ratio |
|---|---|---|
${KIOXIA_PAYLOAD.map((r) => `| ${r.valueBytes.toLocaleString('en-US')} B | ${loadRatio(r).toFixed(2)} | ${runRatio(r).toFixed(2)} |`).join('\n')}

The paper's summary: writes favour separation from about 1-2 KB, mixed work from 8-16 KB. What differs here: the whole database sits in the page cache (${(TOTAL_BYTES / MiB).toFixed(0)} MiB of 23 GiB), so inline values cost no extra I/O on reads; 2 cores, so compaction CPU (what separation saves) competes directly with the readers; BlobDB on RocksDB ${rocksdbVersion}, not TRocksDB's VLog.
`;
}

function chart(rows: Row[]): string {
  const ticks = [...VALUE_SIZES, 262_144].map((v) => ({ x: v, label: v >= 1024 ? `${v / 1024}K` : `${v}` }));
  return lineChartSvg({
    title: 'Separated / inline, by value size (> 1x: separation wins)',
    subtitle: `this host: ${(TOTAL_BYTES / MiB).toFixed(0)} MiB per size, T5 writer ${WRITER}, median of ${ROUNDS}; KIOXIA: 300 GB YCSB A (dashed)`,
    xLabel: 'value size (bytes)',
    yLabel: 'separated / inline',
    xTicks: ticks,
    series: [
      { name: 'T2 load, here', color: '#d4a017', points: rows.map((r) => ({ x: r.valueBytes, y: r.t2.ratio })) },
      { name: 'T5 reads, here', color: '#2f6db5', points: rows.map((r) => ({ x: r.valueBytes, y: r.t5.ratio })) },
      { name: 'KIOXIA load', color: '#d4a017', dashed: true, points: KIOXIA_PAYLOAD.map((r) => ({ x: r.valueBytes, y: loadRatio(r) })) },
      {
        name: 'KIOXIA run (YCSB A)',
        color: '#2f6db5',
        dashed: true,
        points: KIOXIA_PAYLOAD.map((r) => ({ x: r.valueBytes, y: runRatio(r) })),
      },
    ],
  });
}

async function main(): Promise<void> {
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const engine = (await import('@rocktune/rocksdb-addon')) as unknown as Engine;
  const root = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'rocktune-crossover-'));
  let measured: { runs: Run[]; loads: number[] };
  try {
    measured = await measure(engine, root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const { runs, loads } = measured;
  load.after1m = loadNow();

  const rows = rowsOf(runs);
  const cT2 = crossover(rows, 't2');
  const cT5 = crossover(rows, 't5');
  const machine = await describeMachine(root.replace(/\/[^/]+$/, ''));
  writeResult({
    name: NAME,
    title: `Key-value separation vs inline values by value size (BlobDB on RocksDB ${machine.rocksdbVersion}; T5 writer: ${WRITER})`,
    command: `node --conditions rocktune-source --import tsx bench/kv-crossover/run.ts --rounds ${ROUNDS} --total-mib ${TOTAL_BYTES / MiB} --duration ${DURATION} --writer ${WRITER}`,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine,
    load: { ...load, after1m: loadNow() },
    figures: {
      totalBytes: TOTAL_BYTES,
      durationSec: DURATION,
      writer: WRITER,
      rounds: ROUNDS,
      crossover: { t2: cT2, t5: cT5 },
      rows,
      runs,
      loadDuringRuns: stats(loads),
      kioxia: KIOXIA_PAYLOAD,
    },
    markdown: markdown(rows, cT2, cT5, machine.rocksdbVersion),
    svg: chart(rows),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
