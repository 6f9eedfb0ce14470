// The guide's method on the guide's engine: `rocktune compare` on TRocksDB 6.4.6 with KIOXIA's own variants
// (Figures 2, 3, 6, 7: background jobs 1/2x and 2x, write buffer number 1/2x and 2x, target file size 1/4x and 4x,
// write buffer size 1/2x and 2x), sized for this host, and each measured ratio (variant / tuned, as run time)
// beside KIOXIA's ratio for the same variant. Writes bench/results/trocksdb-variants.{json,md,svg} and the
// compare output in bench/results/trocksdb-variants/.
//
//   node --conditions rocktune-source --import tsx bench/trocksdb-variants/run.ts [--rounds N] [--keys N] [--duration S]
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Io } from '../../packages/cli/src/cli-kit/io.js';
import type { CompareJson } from '../../packages/cli/src/compare/run.js';
import { runCli } from '../../packages/cli/src/run.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { pairedBarsSvg } from '../lib/paired-bars.js';
import { RESULTS, ROOT, writeResult } from '../lib/results.js';
import { KIOXIA_TUNED, KIOXIA_VARIANTS } from './kioxia-figures.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    keys: { type: 'string', default: '1e6' },
    duration: { type: 'string', default: '10' },
  },
});
const NAME = 'trocksdb-variants';
const VARY = ['max_background_jobs', 'max_write_buffer_number', 'target_file_size_base:x4', 'write_buffer_size'];

/** The block cache the tuned file names (in a comment, for TRocksDB), from `rocktune generate -f json`. */
async function tunedBlockCache(sizing: string[]): Promise<number> {
  let out = '';
  const io: Io = { stdout: (t) => void (out += t), stderr: () => undefined, stderrIsTTY: false, env: process.env, cwd: ROOT };
  if ((await runCli(['generate', ...sizing, '-f', 'json'], io)) !== 0) throw new Error('rocktune generate failed');
  const bytes = Number((JSON.parse(out) as { options: Record<string, unknown> }).options.block_cache);
  if (!(bytes > 0)) throw new Error('the tuned file names no block cache');
  return bytes;
}

// As run time, variant / tuned: T2 seconds directly; T5 (fixed duration here, fixed work in the guide) as tuned reads/s over the variant's.
function ratioRows(json: CompareJson, t2: number, t5: number) {
  return KIOXIA_VARIANTS.map((k) => {
    const v = json.variants.find((x) => x.name === k.variant);
    const vt2 = v?.summary.t2Seconds?.median;
    const vt5 = v?.summary.t5ReadsPerSec?.median;
    return {
      ...k,
      kioxiaT2: k.t2Sec / KIOXIA_TUNED.t2Sec,
      kioxiaT5: k.t5Sec / KIOXIA_TUNED.t5Sec,
      hereT2: vt2 ? vt2 / t2 : null,
      hereT5: vt5 ? t5 / vt5 : null,
      verdicts: v?.vsTuned ? { t2: v.vsTuned.t2Seconds, t5: v.vsTuned.t5ReadsPerSec } : null,
      changed: v?.changed ?? [],
      clamps: v?.clamps ?? [],
    };
  });
}

const r2 = (x: number | null) => (x === null ? 'n/a' : x.toFixed(2));
const agree = (a: number | null, b: number) =>
  a === null
    ? 'n/a'
    : Math.abs(a - 1) < 0.05 || Math.abs(b - 1) < 0.05
      ? 'one side ~even'
      : a > 1 === b > 1
        ? 'same direction'
        : 'opposite';

async function main(): Promise<void> {
  const outDir = join(RESULTS, NAME);
  rmSync(outDir, { recursive: true, force: true });
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  let stdout = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void process.stderr.write(t),
    stderrIsTTY: false,
    env: process.env,
    cwd: ROOT,
  };
  // 2 threads and 1,000 open files: this host, as in the other compare figures; the database is the test's own.
  const sizing = ['--dialect', 'trocksdb', '--threads', '2', '--open-files', '1000', '--keys', args.keys];
  // TRocksDB cannot read block_cache from a file: every variant gets the tuned file's cache in code (--block-cache),
  // as the guide's runs gave db_bench one cache size for all variants.
  const blockCache = await tunedBlockCache(sizing);
  const argv = [
    'compare',
    ...sizing,
    '--load-keys',
    args.keys,
    '--duration',
    args.duration,
    '--rounds',
    args.rounds,
    '--block-cache',
    String(blockCache),
    '--variants',
    'tuned',
    ...VARY.flatMap((v) => ['--vary', v]),
    '--progress',
    '--png',
    '--out',
    outDir,
  ];
  const code = await runCli(argv, io);
  if (code !== 0) throw new Error(`rocktune compare exited ${code}`);
  load.after1m = loadNow();
  const json = JSON.parse(readFileSync(join(outDir, 'compare.json'), 'utf8')) as CompareJson;
  const tuned = json.variants.find((v) => v.name === 'tuned');
  const t2 = tuned?.summary.t2Seconds?.median;
  const t5 = tuned?.summary.t5ReadsPerSec?.median;
  if (!t2 || !t5) throw new Error('no tuned run in compare.json');
  const rows = ratioRows(json, t2, t5);
  const md = `\`rocktune compare\` on **TRocksDB** (engine ${json.engine.rocksdbVersion}) with the guide's own variants, one setting at a time, everything else tuned; sized for this host (2 threads, 1,000 open files, ${Number(args.keys).toLocaleString('en-US')} keys of 20/800 B, T5 ${args.duration} s, ${args.rounds} round(s); every variant with the tuned file's block cache, ${(blockCache / 1e9).toFixed(2)} GB, set in code with \`--block-cache\` since TRocksDB cannot read it from a file). Ratios are run time, variant / tuned (> 1 = the variant is slower): T2 = load seconds; T5 = tuned reads/s / variant reads/s (our T5 runs a fixed time, the guide's a fixed amount of work). KIOXIA's ratios are from Figures 2, 3, 6 and 7 (4 billion keys, 48 threads, 40 GB cache).

| variant | this host: what changed | T2 here | T2 KIOXIA | T5 here | T5 KIOXIA | T2 direction | T5 direction | verdict here (noise band) |
|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.label} (Fig. ${r.figure}) | ${r.changed.map((c) => `${c.name} ${c.from.toLocaleString('en-US')} -> ${c.to.toLocaleString('en-US')}`).join(', ') || 'nothing (clamped to tuned)'}${r.clamps.length ? `; ${r.clamps.join('; ')}` : ''} | ${r2(r.hereT2)} | ${r2(r.kioxiaT2)} | ${r2(r.hereT5)} | ${r2(r.kioxiaT5)} | ${agree(r.hereT2, r.kioxiaT2)} | ${agree(r.hereT5, r.kioxiaT5)} | ${r.verdicts ? `T2 ${r.verdicts.t2.outcome}, T5 ${r.verdicts.t5.outcome}` : 'n/a'} |`).join('\n')}

Tuned here: T2 ${t2.toFixed(1)} s, T5 ${Math.round(t5).toLocaleString('en-US')} reads/s (medians). Full data: [${NAME}/compare.json](${NAME}/compare.json); OPTIONS files in [${NAME}/variants/](${NAME}/variants/).

\`\`\`
${stdout.trim()}
\`\`\`
`;
  writeResult({
    name: NAME,
    title: "TRocksDB: the guide's variants (Figures 2, 3, 6, 7) on this host beside KIOXIA's ratios",
    command: `node --conditions rocktune-source --import tsx bench/${NAME}/run.ts --rounds ${args.rounds} --keys ${args.keys} --duration ${args.duration}   # = rocktune ${argv.join(' ').replace(outDir, `bench/results/${NAME}`)}`,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(process.env.TMPDIR ?? '/tmp', 'trocksdb'),
    load,
    figures: { engine: json.engine, tuned: { t2Seconds: t2, t5ReadsPerSec: t5 }, rows, compareJson: `${NAME}/compare.json` },
    markdown: md,
    svg: pairedBarsSvg({
      title: 'TRocksDB variant / tuned, as run time (> 1 = slower than tuned)',
      subtitle: `T2 load and T5 read-while-writing; this host (${Number(args.keys).toLocaleString('en-US')} keys, 2 threads) vs KIOXIA (4e9 keys, 48 threads)`,
      unit: 'variant / tuned',
      aName: 'this host',
      bName: 'KIOXIA (guide)',
      reference: 1,
      groups: rows.flatMap((r) => [
        { label: `T2 ${r.label}`, a: r.hereT2 ?? 0, b: r.kioxiaT2 },
        { label: `T5 ${r.label}`, a: r.hereT5 ?? 0, b: r.kioxiaT5 },
      ]),
    }),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
