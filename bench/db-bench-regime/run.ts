// db_bench as the judge of rocktune's advice (issue 33, docs/evidence.md section 0): every variant's OPTIONS file run
// by Debian's db_bench (the linked release) in the capped regime, on settled databases, interleaved rounds, only runs at their cap
// counted. Writes bench/results/db-bench-regime/<tag>.{json,md}.
//
//   node --conditions rocktune-source --import tsx bench/db-bench-regime/run.ts \
//     [--points m512-w40-r50-v800,...] [--workloads readwhilewriting,fillrandom,...] [--preset general]
//     [--baselines defaults,helpers] [--files name=PATH,...] [--rounds 3] [--tag NAME] [--work-dir DIR] [--prepare]
//   [--rerender TAG] (the Markdown of a committed result again from its JSON)
//   A point may carry its own workloads: m512-w100-r50-v800@readwhilewriting+fillrandom. --prepare only builds the
//   settled bases (setup, not a measurement) and exits.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { RESULTS, writeResult, type BenchResult } from '../lib/results.js';
import { commonFlags, copyOfBase, optionsFileFor, settledBase } from './base.js';
import { runCapped } from './capped.js';
import { judgedValue, runFigures } from './figures.js';
import { ISSUE_GRID, parsePoint, PRESET_WORKLOADS, steadyWindowSeconds, STEADY_FLUSHES, WORKLOADS, writerBytesPerSecond } from './grid.js';
import type { GridPoint, Workload, WorkloadName } from './grid.js';
import { markdownReport, type RunRecord } from './report.js';
import { defaultsVariant, fileVariant, helpersVariant, LINKED, tunedVariant, type Variant } from './variants.js';

const log = (s: string): void => void process.stderr.write(s);

/** Write workloads on a base have no pacing: their user rate is the write cap over a write amplification of ~5. */
const ASSUMED_WRITE_AMPLIFICATION = 5;

function windowFor(w: Workload, p: GridPoint, variants: readonly Variant[]): { seconds: number; writer?: number } {
  if (w.seconds !== undefined) return { seconds: w.seconds };
  const largest = Math.max(...variants.map((v) => v.writeBufferBytes));
  const writer = writerBytesPerSecond(w, p);
  const userRate = writer ?? p.writeBps / ASSUMED_WRITE_AMPLIFICATION;
  return { seconds: steadyWindowSeconds(largest, userRate), ...(writer !== undefined ? { writer } : {}) };
}

async function runOne(workDir: string, p: GridPoint, w: Workload, v: Variant, round: number, win: { seconds: number; writer?: number }) {
  const dbDir = join(workDir, 'run');
  if (w.onBase) copyOfBase(await settledBase(workDir, p, v, log), dbDir);
  else {
    rmSync(dbDir, { recursive: true, force: true });
    mkdirSync(dbDir, { recursive: true });
  }
  const flags = [
    ...commonFlags(p, v, optionsFileFor(workDir, p, v), dbDir),
    `--benchmarks=${w.benchmark},stats`,
    `--use_existing_db=${w.onBase ? 1 : 0}`,
    `--duration=${win.seconds}`,
    `--seed=${round}`,
    ...(win.writer !== undefined ? [`--benchmark_write_rate_limit=${win.writer}`] : []),
    ...w.flags,
  ];
  const before1m = loadNow();
  const startedAt = new Date().toISOString();
  const run = await runCapped(p, dbDir, flags);
  const logText = existsSync(join(dbDir, 'LOG')) ? readFileSync(join(dbDir, 'LOG'), 'utf8') : '';
  const figures = runFigures(run.output, w.benchmark, logText);
  const writes = w.judgedBy === 'writes' || win.writer !== undefined || w.benchmark === 'readrandomwriterandom';
  const record: RunRecord = {
    point: p.id,
    memoryBytes: p.memoryBytes,
    writeBps: p.writeBps,
    readBps: p.readBps,
    valueSize: p.valueSize,
    keys: p.keys,
    separated: p.separated,
    workload: w.name,
    variant: v.name,
    round,
    value: judgedValue(figures, w.judgedBy),
    judgedBy: w.judgedBy,
    windowSeconds: win.seconds,
    ...(win.writer !== undefined ? { writerBytesPerSecond: win.writer } : {}),
    ...(run.cap
      ? {
          capUse: {
            limiting: run.cap.limiting,
            readFraction: run.cap.readFraction,
            writeFraction: run.cap.writeFraction,
            atCap: run.cap.atCap,
          },
        }
      : {}),
    counted: run.cap?.atCap ?? false,
    steady: !writes || figures.flushes >= STEADY_FLUSHES,
    figures,
    hostLoad: { before1m, after1m: loadNow() },
    enforcement: run.enforcement,
    ...(run.memoryPeakBytes !== undefined ? { memoryPeakBytes: run.memoryPeakBytes } : {}),
    startedAt,
  };
  const cap = run.cap ? `${run.cap.limiting} ${Math.round(100 * Math.max(run.cap.readFraction, run.cap.writeFraction))}% of cap` : 'no cap';
  log(
    `  round ${round} ${p.id} ${w.name} ${v.name}: ${Math.round(record.value)} ${w.judgedBy}/s, ${cap}${record.counted ? '' : ' (not counted)'}, ${figures.flushes} flushes, WA ${figures.writeAmplification?.toFixed(2) ?? '-'}, stall ${figures.stallPercent ?? '-'} %, load ${before1m.toFixed(1)}\n`,
  );
  rmSync(dbDir, { recursive: true, force: true });
  return record;
}

/** `name=PATH` pairs of `--files`: OPTIONS files run as written beside the tuned file. */
function filesOf(list: string | undefined): Array<[string, string]> {
  return (list ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`--files takes name=PATH pairs, got '${pair}'`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    });
}

async function variantsFor(p: GridPoint, preset: string, baselines: readonly string[], files: Array<[string, string]>): Promise<Variant[]> {
  const out = [await tunedVariant(p, preset), ...files.map(([name, path]) => fileVariant(name, path))];
  if (baselines.includes('defaults')) out.push(defaultsVariant());
  if (baselines.includes('helpers')) out.push(helpersVariant(p));
  return out;
}

/** Variant order rotates each round, so no variant always runs first on a cold host. */
const rotated = <T>(xs: readonly T[], by: number): T[] => xs.map((_, i) => xs[(i + by) % xs.length]!);

function workloadsOf(names: readonly string[]): Workload[] {
  return names.map((n) => {
    const w = WORKLOADS[n as WorkloadName];
    if (!w) throw new Error(`unknown workload '${n}'; known: ${Object.keys(WORKLOADS).join(', ')}`);
    return w;
  });
}

interface PlannedPoint {
  p: GridPoint;
  workloads: Workload[];
  variants: Variant[];
}

const ARGS = {
  points: { type: 'string', default: ISSUE_GRID[0] },
  workloads: { type: 'string' },
  preset: { type: 'string', default: 'general' },
  baselines: { type: 'string', default: 'defaults,helpers' },
  files: { type: 'string' },
  rounds: { type: 'string', default: '3' },
  tag: { type: 'string' },
  'work-dir': { type: 'string', default: '/var/tmp/rocktune-db-bench-regime' },
  prepare: { type: 'boolean', default: false },
  rerender: { type: 'string' },
} as const;
type Args = ReturnType<typeof parseArgs<{ options: typeof ARGS }>>['values'];

/** `--points a,b@w1+w2`: a point may name its own workloads (else --workloads, else the preset's). */
async function planOf(values: Args, preset: string): Promise<PlannedPoint[]> {
  const fallback = values.workloads?.split(',') ?? PRESET_WORKLOADS[preset];
  const baselines = (values.baselines ?? 'defaults,helpers').split(',');
  return Promise.all(
    (values.points ?? ISSUE_GRID[0]!).split(',').map(async (item) => {
      const [id, own] = item.split('@');
      const names = own?.split('+') ?? fallback;
      if (!names) throw new Error(`no workloads for preset '${preset}': pass --workloads or point@w1+w2`);
      const p = parsePoint(id!);
      return { p, workloads: workloadsOf(names), variants: await variantsFor(p, preset, baselines, filesOf(values.files)) };
    }),
  );
}

/** Builds every settled base the plan needs (uncapped setup, not a measurement: it may run on a busy host). */
async function prepareBases(workDir: string, plan: readonly PlannedPoint[]): Promise<void> {
  for (const { p, workloads, variants } of plan)
    if (workloads.some((w) => w.onBase)) for (const v of variants) await settledBase(workDir, p, v, log);
}

async function runRounds(workDir: string, plan: readonly PlannedPoint[], rounds: number): Promise<RunRecord[]> {
  const records: RunRecord[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const { p, workloads, variants } of plan) {
      for (const w of workloads) {
        const win = windowFor(w, p, variants);
        for (const v of rotated(variants, round - 1)) records.push(await runOne(workDir, p, w, v, round, win));
      }
    }
  }
  return records;
}

const ASSERTION_BUILD = `Debian's db_bench ${LINKED.version} is built with assertions ("Assertions are enabled; benchmarks unnecessarily slow"): absolute numbers are lower than a release build's.`;
const markdownOf = (records: readonly RunRecord[], tunedName: string): string =>
  [ASSERTION_BUILD, '', markdownReport(records, tunedName)].join('\n');

/** `--rerender TAG`: the Markdown of a committed result written again from its JSON (after the report's words change). */
function rerender(tag: string): void {
  const name = `db-bench-regime/${tag}`;
  const json = JSON.parse(readFileSync(join(RESULTS, `${name}.json`), 'utf8')) as Omit<BenchResult, 'markdown'> & {
    figures: { records: RunRecord[] };
  };
  const tunedName = json.figures.records[0]?.variant.startsWith('tuned') ? json.figures.records[0].variant : 'tuned';
  writeResult({ ...json, markdown: markdownOf(json.figures.records, tunedName) });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: ARGS });
  if (values.rerender) return rerender(values.rerender);
  const preset = values.preset ?? 'general';
  const workDir = values['work-dir'] ?? ARGS['work-dir'].default;
  mkdirSync(workDir, { recursive: true });
  const plan = await planOf(values, preset);
  if (values.prepare) return prepareBases(workDir, plan);
  const tag = values.tag ?? `${preset}-${plan.map(({ p }) => p.id).join('+')}`;
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const records = await runRounds(workDir, plan, Number(values.rounds));
  load.after1m = loadNow();
  const tunedName = plan[0]!.variants[0]!.name;
  const points = plan.map(({ p }) => p);
  mkdirSync(join(RESULTS, 'db-bench-regime'), { recursive: true });
  writeResult({
    name: `db-bench-regime/${tag}`,
    title: `db_bench ${LINKED.version} judges ${preset}: ${points.map((p) => p.id).join(', ')}`,
    command: `node --conditions rocktune-source --import tsx bench/db-bench-regime/run.ts ${process.argv.slice(2).join(' ')}`,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(workDir),
    load,
    figures: {
      records,
      variants: plan.map(({ p, variants }) => ({
        point: p,
        files: variants.map((v) => ({ name: v.name, ini: v.ini, cacheBytes: v.cacheBytes })),
      })),
    },
    markdown: markdownOf(records, tunedName),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`db-bench-regime: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
