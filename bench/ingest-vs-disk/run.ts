// Compass figure "T2 ingest x write amplification vs the disk's sequential write rate": dd with fdatasync
// (1 GiB, 1 MiB blocks, the calibration's command) measures what the disk takes in this very run; then T2
// loads 2M keys of 20/800 B with the tuned file and with RocksDB defaults. Ingest MB/s x WA is the write
// rate RocksDB asks of the disk; its share of the dd rate says whether T2 is disk-bound or CPU-bound.
//
//   node --conditions rocktune-source --import tsx bench/ingest-vs-disk/run.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recommend, toOptionsFile } from '@rocktune/calculator';
import { barChartSvg } from '../../packages/cli/src/compare/chart.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { stats, writeResult } from '../lib/results.js';
import { CALIBRATION_HOST } from '../lib/calibration-host.js';

const ROUNDS = 3;
const KEYS = 2_000_000;
const MB = 2 ** 20;

function dd(dir: string): number {
  const file = join(dir, 'dd.bin');
  const r = spawnSync('dd', ['if=/dev/zero', `of=${file}`, 'bs=1M', 'count=1024', 'conv=fdatasync'], { encoding: 'utf8' });
  rmSync(file, { force: true });
  // "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 0.6 s, 1.7 GB/s"
  const m = /(\d+) bytes .* copied, ([\d.]+) s/.exec(r.stderr);
  if (!m) throw new Error(`dd failed: ${r.stderr}`);
  return Number(m[1]) / MB / Number(m[2]);
}

interface Run {
  round: number;
  variant: string;
  userMBps: number;
  wa: number;
  deviceMBps: number;
  elapsedSec: number;
  stallPercent: number;
}

/** ROUNDS rounds of dd, then each variant's T2 in a fresh workspace under root (removed at the end). */
async function measureRounds(
  engine: typeof import('@rocktune/rocksdb-addon'),
  files: Record<string, string>,
  root: string,
): Promise<{ ddRates: number[]; runs: Run[] }> {
  const ddRates: number[] = [];
  const runs: Run[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      ddRates.push(dd(root));
      process.stderr.write(`bench: round ${round} dd ${ddRates.at(-1)!.toFixed(0)} MiB/s\n`);
      for (const [variant, options] of Object.entries(files)) {
        const ws = engine.Workspace.create({ tmpRoot: root });
        try {
          const r = await engine.loadTest({ options, workspace: ws, keys: KEYS, keySize: 20, valueSize: 800 });
          const deviceMBps = (r.bytesFlushed + r.bytesCompacted) / MB / r.elapsedSec;
          runs.push({
            round,
            variant,
            userMBps: r.mbPerSec,
            wa: r.writeAmplification,
            deviceMBps,
            elapsedSec: r.elapsedSec,
            stallPercent: r.stallPercent,
          });
          process.stderr.write(
            `bench: round ${round} ${variant}: ${r.mbPerSec.toFixed(0)} MiB/s ingest, WA ${r.writeAmplification.toFixed(2)}, ${deviceMBps.toFixed(0)} MiB/s to disk\n`,
          );
        } finally {
          ws.dispose();
        }
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return { ddRates, runs };
}

async function main(): Promise<void> {
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const engine = await import('@rocktune/rocksdb-addon');
  const rec = recommend({ ...CALIBRATION_HOST, totalKeys: KEYS });
  if (!rec.ok) throw new Error(rec.code);
  const files: Record<string, string> = {
    tuned: toOptionsFile(rec.recommendation, { rocktuneVersion: 'bench' }),
    defaults: `[Version]\n  rocksdb_version=${rec.recommendation.rocksdbVersion}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n[TableOptions/BlockBasedTable "default"]\n`,
  };
  const root = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'rocktune-bench-'));
  const { ddRates, runs } = await measureRounds(engine, files, root);
  load.after1m = loadNow();
  const ddS = stats(ddRates);
  const per = (v: string) => {
    const rs = runs.filter((r) => r.variant === v);
    return {
      userMBps: stats(rs.map((r) => r.userMBps)),
      wa: stats(rs.map((r) => r.wa)),
      deviceMBps: stats(rs.map((r) => r.deviceMBps)),
      elapsedSec: stats(rs.map((r) => r.elapsedSec)),
      stallPercent: stats(rs.map((r) => r.stallPercent)),
    };
  };
  const tuned = per('tuned');
  const defaults = per('defaults');
  const f = (s: { min: number; median: number; max: number }, d = 0) =>
    `${s.min.toFixed(d)} / ${s.median.toFixed(d)} / ${s.max.toFixed(d)}`;
  const share = (s: { median: number }) => `${((100 * s.median) / ddS.median).toFixed(0)}%`;
  const md = `T2 = sequential fill of ${KEYS.toLocaleString('en-US')} keys (20 B keys, 800 B values) through @rocktune/rocksdb-addon; ${ROUNDS} rounds, each round: dd, then tuned, then defaults.
Device rate = (flush + compaction bytes) / T2 time = ingest x WA. min / median / max.

| | MiB/s |
|---|---|
| dd bs=1M count=1024 conv=fdatasync | ${f(ddS)} |

| variant | T2 s | ingest MiB/s | WA | to disk MiB/s (ingest x WA) | share of dd median | stall % |
|---|---|---|---|---|---|---|
| tuned (general, 2M keys, 1,000 open files) | ${f(tuned.elapsedSec, 1)} | ${f(tuned.userMBps)} | ${f(tuned.wa, 2)} | ${f(tuned.deviceMBps)} | ${share(tuned.deviceMBps)} | ${f(tuned.stallPercent, 1)} |
| RocksDB defaults | ${f(defaults.elapsedSec, 1)} | ${f(defaults.userMBps)} | ${f(defaults.wa, 2)} | ${f(defaults.deviceMBps)} | ${share(defaults.deviceMBps)} | ${f(defaults.stallPercent, 1)} |

T2 asks the disk for ${share(tuned.deviceMBps)} (tuned) and ${share(defaults.deviceMBps)} (defaults) of what dd writes with fdatasync: on this host T2 is ${tuned.deviceMBps.median < 0.5 * ddS.median ? 'CPU-bound, not disk-bound (as the calibration found with db_bench)' : 'close to the disk limit'}.
`;
  const bar = (s: { min: number; median: number; max: number }) => ({ median: s.median, min: s.min, max: s.max });
  writeResult({
    name: 'ingest-vs-disk',
    title: "T2 ingest x write amplification vs the disk's sequential write rate",
    command: 'node --conditions rocktune-source --import tsx bench/ingest-vs-disk/run.ts',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(root.replace(/\/[^/]+$/, '')),
    load,
    figures: { dd: ddS, tuned, defaults, runs, ddRates },
    markdown: md,
    svg: barChartSvg({
      title: 'T2 write rate to disk vs dd (fdatasync), MiB/s',
      subtitle: `${KEYS / 1e6}M keys 20/800 B, ${ROUNDS} rounds; bar = median, whisker = min..max`,
      series: [{ name: 'write rate', unit: 'MiB/s', color: '#2f6db5' }],
      groups: [
        { label: 'dd', bars: [bar(ddS)] },
        { label: 'tuned ingest', bars: [bar(tuned.userMBps)] },
        { label: 'tuned x WA', bars: [bar(tuned.deviceMBps)] },
        { label: 'defaults ingest', bars: [bar(defaults.userMBps)] },
        { label: 'defaults x WA', bars: [bar(defaults.deviceMBps)] },
      ],
    }),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
