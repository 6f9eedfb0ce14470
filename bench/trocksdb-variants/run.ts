// The guide's method on the guide's engine: `rocktune compare` with KIOXIA's own variants (Figures 2, 3, 6, 7:
// background jobs 1/2x and 2x, write buffer number 1/2x and 2x, target file size 1/4x and 4x, write buffer size 1/2x
// and 2x), sized for this host, and each measured ratio (variant / tuned, as run time) beside KIOXIA's ratio for the
// same variant. Writes bench/results/<name>.{json,md,svg} and the compare output in bench/results/<name>/.
//
//   node --conditions rocktune-source --import tsx bench/trocksdb-variants/run.ts [--rounds N] [--keys N] [--duration S]
//        [--regime] [--cap-reruns N] [--engine trocksdb|rocksdb] [--dry-run | --rerender | --resume [--vary-only A,B]]
//
// --regime runs in the capped regime (bench/lib/regime.ts; docs/evidence.md section 0) and names the result
// trocksdb-variants-regime (TRocksDB 6.4.6, values in VLogs) or trocksdb-variants-regime-rocksdb (the linked RocksDB
// linked RocksDB with values separated into blob files, --kv-separation on, as the guide's tests had them in VLogs).
// --resume keeps the compare.json a stopped run left (bench/results/<name>/parts/), runs the rounds it still owes and
// merges them (merge.ts); --rerender writes the result again from compare.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CompareJson } from '../../packages/cli/src/compare/run.js';
import { renderCapLines } from '../../packages/cli/src/compare/capped-run.js';
import { renderText } from '../../packages/cli/src/compare/report.js';
import { describeMachine, loadNow, waitForQuiet, type LoadRecord } from '../lib/machine.js';
import { pairedBarsSvg } from '../lib/paired-bars.js';
import { REGIME_RUN, REGIME_SIZING } from '../lib/regime.js';
import { RESULTS, writeResult } from '../lib/results.js';
import { runRocktune } from '../lib/rocktune.js';
import { countedRuns, everyRun, mergeParts } from './merge.js';
import { KIOXIA_VARIANTS } from './kioxia-figures.js';
import { ratioRows, ratioTable, tunedText, type RatioRow } from './ratios.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    keys: { type: 'string', default: '1e6' },
    duration: { type: 'string' },
    regime: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'trocksdb' },
    'cap-reruns': { type: 'string', default: '2' },
    'dry-run': { type: 'boolean', default: false },
    rerender: { type: 'boolean', default: false },
    resume: { type: 'boolean', default: false },
    'vary-only': { type: 'string' },
  },
});
if (args.engine !== 'trocksdb' && args.engine !== 'rocksdb') throw new Error(`--engine: trocksdb or rocksdb, not '${args.engine}'`);
const ENGINE: 'trocksdb' | 'rocksdb' = args.engine;
const TROCKS = ENGINE === 'trocksdb';
const NAME = `trocksdb-variants${args.regime ? '-regime' : ''}${TROCKS ? '' : '-rocksdb'}`;
const engineLabel = (version: string): string =>
  TROCKS ? `TRocksDB ${version} (values in VLogs)` : `RocksDB ${version} (values in blob files, --kv-separation on)`;
const VARY = ['max_background_jobs', 'max_write_buffer_number', 'target_file_size_base:x4', 'write_buffer_size'];
// 2 threads and 1,000 open files: this host, as in the other compare figures; the database is the test's own.
const SIZING = [
  ...(TROCKS ? ['--dialect', 'trocksdb'] : ['--dialect', 'rocksdb', '--kv-separation', 'on']),
  ...(args.regime ? REGIME_SIZING : ['--threads', '2', '--open-files', '1000']),
  '--keys',
  args.keys,
];
// In the regime --duration replaces the regime's T5 length: TRocksDB's open and close add ~2.5 s to T5's wall time in
// which it reads little, so at 20 s its runs read at the cap yet measured 81-89 % of cap x wall seconds.
const DURATION = args.duration ?? (args.regime ? (REGIME_RUN[REGIME_RUN.indexOf('--duration') + 1] ?? '20') : '10');
const regimeRun = (): string[] => REGIME_RUN.map((f, i) => (REGIME_RUN[i - 1] === '--duration' ? DURATION : f));
const RUN = args.regime ? [...regimeRun(), '--cap-reruns', args['cap-reruns']] : ['--duration', DURATION];

/** The block cache the tuned file names (in a comment, for TRocksDB), from `rocktune generate -f json`. */
async function tunedBlockCache(): Promise<number> {
  const out = await runRocktune(['generate', ...SIZING, '-f', 'json'], true);
  const bytes = Number((JSON.parse(out) as { options: Record<string, unknown> }).options.block_cache);
  if (!(bytes > 0)) throw new Error('the tuned file names no block cache');
  return bytes;
}

function describe(json: CompareJson, blockCache: number): string {
  const keys = Number(args.keys).toLocaleString('en-US');
  const where = args.regime
    ? `in the capped regime (\`${RUN.join(' ')}\`: the engine in a 512 MiB memory cgroup and a blkio group throttled to 40 MB/s of writes and 50 MB/s of reads, a random load with overwrites, T5 ${DURATION} s with 2 readers beside a 2 MiB/s overwriting writer; only runs that reached 90 % of their cap are counted, the others are listed below the table in the compare output), sized for this host (${REGIME_SIZING.join(' ')}), ${keys} keys of 20/800 B, ${args.rounds} interleaved round(s)`
    : `sized for this host (2 threads, 1,000 open files, ${keys} keys of 20/800 B, T5 ${DURATION} s, ${args.rounds} round(s))`;
  return `\`rocktune compare\` on **${engineLabel(json.engine.rocksdbVersion)}** (engine ${json.engine.rocksdbVersion}) with the guide's own variants, one setting at a time, everything else tuned, ${where}; every variant with the tuned file's block cache, ${(blockCache / 1e6).toFixed(1)} MB, set in code with \`--block-cache\` (TRocksDB cannot read it from a file; the guide's runs gave db_bench one cache size for all variants). Ratios are run time, variant / tuned (> 1 = the variant is slower): T2 = load seconds; T5 = tuned reads/s / variant reads/s (our T5 runs a fixed time, the guide's a fixed amount of work). KIOXIA's ratios are from Figures 2, 3, 6 and 7 (TRocksDB, 4 billion keys, 48 threads, 40 GB cache).`;
}

function chart(rows: RatioRow[], which: string): string {
  return pairedBarsSvg({
    title: `${TROCKS ? 'TRocksDB' : 'RocksDB, blob files'}${args.regime ? ', capped regime' : ''}: variant / tuned, as run time (> 1 = slower)`,
    subtitle: `T2 load and T5 read-while-writing; this host (${Number(args.keys).toLocaleString('en-US')} keys, 2 threads${args.regime ? ', 512 MiB, 40/50 MB/s' : ''}) vs KIOXIA (4e9 keys, 48 threads); ${which}`,
    unit: 'variant / tuned',
    aName: 'this host',
    bName: 'KIOXIA (guide)',
    reference: 1,
    groups: rows.flatMap((r) => [
      { label: `T2 ${r.label}`, a: r.hereT2 ?? 0, b: r.kioxiaT2 },
      { label: `T5 ${r.label}`, a: r.hereT5 ?? 0, b: r.kioxiaT5 },
    ]),
  });
}

interface Ran {
  argv: string[];
  text: string;
  load: LoadRecord;
  startedAt: string;
}

function compareArgv(outDir: string, blockCache: number, rounds = args.rounds, vary = VARY): string[] {
  return [
    'compare',
    ...SIZING,
    '--engine',
    ENGINE,
    '--load-keys',
    args.keys,
    ...RUN,
    '--rounds',
    rounds,
    '--block-cache',
    String(blockCache),
    '--variants',
    'tuned',
    ...vary.flatMap((v) => ['--vary', v]),
    ...(args['dry-run'] ? ['--dry-run'] : ['--progress', '--png']),
    '--out',
    outDir,
  ];
}

async function runCompare(outDir: string, blockCache: number, rounds: number, vary: string[]): Promise<Ran> {
  if (!args.resume) rmSync(outDir, { recursive: true, force: true });
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const argv = compareArgv(outDir, blockCache, String(rounds), vary);
  const text = await runRocktune(argv);
  return { argv, text, load, startedAt };
}

/** --rerender: the report again from compare.json (also a partial one, from a compare stopped with Ctrl-C). */
function rerendered(outDir: string, json: CompareJson, blockCache: number): Ran {
  const counted = json.variants.filter((v) => v.runs.length > 0);
  const all = [...json.variants.flatMap((v) => v.runs), ...(json.belowCapRuns ?? [])];
  const text = `${json.complete ? '' : 'INCOMPLETE: the comparison was stopped before every round ran.\n'}${renderText(counted, json.settings)}${renderCapLines(all)}`;
  return {
    argv: compareArgv(outDir, blockCache),
    text,
    load: { before1m: json.host.loadAverage1m, waitedSec: 0, quiet: false },
    startedAt: json.startedAt,
  };
}

function resultMarkdown(json: CompareJson, blockCache: number, text: string, resumed: string): string {
  const counted = ratioRows(json);
  const all = ratioRows(everyRun(json));
  const allText = args.regime
    ? `\n\n**Every run, at its cap or not** (runs below the cap are not counted by the regime's rule and are as noisy as uncapped runs; shown because on this host few runs reached the cap; "runs counted" here is every run). Tuned: ${tunedText(all.tuned)} (medians).\n\n${ratioTable(all.rows)}`
    : '';
  return `${describe(json, blockCache)}\n\n${ratioTable(counted.rows)}${allText}\n\nTuned here (counted runs): ${tunedText(counted.tuned)} (medians). Full data: [${NAME}/compare.json](${NAME}/compare.json); OPTIONS files in [${NAME}/variants/](${NAME}/variants/).${resumed}\n\n\`\`\`\n${text.trim()}\n\`\`\`\n`;
}

/** --resume: the compare.json a stopped run left becomes a part; returns every part so far, oldest first. */
function savedParts(outDir: string): CompareJson[] {
  const dir = join(outDir, 'parts');
  mkdirSync(dir, { recursive: true });
  const names = () => readdirSync(dir).filter((f) => /^part-\d+\.json$/.test(f));
  const last = join(outDir, 'compare.json');
  // a merged compare.json is made from the parts: it is not one
  if (existsSync(last) && !('mergedParts' in JSON.parse(readFileSync(last, 'utf8'))))
    renameSync(last, join(dir, `part-${names().length + 1}.json`));
  return names()
    .sort((a, b) => parseInt(a.slice(5), 10) - parseInt(b.slice(5), 10))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CompareJson);
}

async function main(): Promise<void> {
  const outDir = join(RESULTS, NAME);
  const blockCache = await tunedBlockCache();
  const readJson = () => JSON.parse(readFileSync(join(outDir, 'compare.json'), 'utf8')) as CompareJson;
  const parts = args.resume ? savedParts(outDir) : [];
  // Resuming: one round of tuned and of each --vary whose variants still lack counted runs, fewest first.
  const lacking = (v: string) =>
    Math.min(...KIOXIA_VARIANTS.filter((k) => k.variant.startsWith(`${v.split(':')[0]}:`)).map((k) => countedRuns(parts, k.variant)));
  const only = args['vary-only']?.split(',');
  const vary = only ?? (parts.length ? VARY.filter((v) => lacking(v) < Number(args.rounds)).sort((a, b) => lacking(a) - lacking(b)) : VARY);
  const owed = parts.length ? (vary.length || countedRuns(parts, 'tuned') < Number(args.rounds) ? 1 : 0) : Number(args.rounds);
  let ran = args.rerender || owed <= 0 ? undefined : await runCompare(outDir, blockCache, owed, vary);
  if (parts.length) {
    if (ran) parts.push(...savedParts(outDir).slice(parts.length));
    const merged = mergeParts(parts);
    writeFileSync(join(outDir, 'compare.json'), `${JSON.stringify({ ...merged, mergedParts: parts.length }, null, 2)}\n`);
    ran = { ...rerendered(outDir, merged, blockCache), ...(ran ? { load: ran.load } : {}) };
  }
  ran ??= rerendered(outDir, readJson(), blockCache);
  if (args['dry-run']) return void process.stdout.write(ran.text);
  if (!args.rerender) ran.load.after1m = loadNow();
  const resumed = parts.length
    ? ` Merged from ${parts.length} compare runs (the first stopped by the shared host: [${NAME}/parts/](${NAME}/parts/)); round numbers restart in each part.`
    : '';
  const json = readJson();
  const { rows, tuned } = ratioRows(json);
  const all = ratioRows(everyRun(json));
  const md = resultMarkdown(json, blockCache, ran.text, resumed);
  const flags = `--rounds ${args.rounds} --keys ${args.keys}${args.regime ? ` --regime --cap-reruns ${args['cap-reruns']}` : ''} --duration ${DURATION} --engine ${ENGINE}`;
  writeResult({
    name: NAME,
    title: `${engineLabel(json.engine.rocksdbVersion)}${args.regime ? ' in the capped regime' : ''}: the guide's variants (Figures 2, 3, 6, 7) beside KIOXIA's ratios`,
    command: `node --conditions rocktune-source --import tsx bench/trocksdb-variants/run.ts ${flags}   # = rocktune ${ran.argv.join(' ').replace(outDir, `bench/results/${NAME}`)}`,
    startedAt: ran.startedAt,
    finishedAt: args.rerender ? json.finishedAt : new Date().toISOString(),
    machine: await describeMachine(process.env.TMPDIR ?? '/tmp', ENGINE),
    load: ran.load,
    figures: { engine: json.engine, regime: args.regime, tuned, rows, everyRun: all, compareJson: `${NAME}/compare.json` },
    markdown: md,
    svg: chart(tuned ? rows : all.rows, tuned ? 'runs at their cap' : 'every run: none of tuned reached its cap'),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
