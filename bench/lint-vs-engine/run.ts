// Compass figure "lint vs engine" (issue 15): the CI property test's check over 20,000 mutated generated and
// engine-written OPTIONS files. Counts every outcome and every disagreement (goal 0), with the host load.
//
//   node --conditions rocktune-source --import tsx bench/lint-vs-engine/run.ts [FILES] [SEED] [--engine trocksdb]
// --engine trocksdb judges by the TRocksDB addon (npm run engine:trocksdb -- --source DIR) and writes lint-vs-engine-trocksdb.
// --judge jar [--versions V,V] judges by RocksDB's release jars instead (jars.ts) and writes lint-vs-engine-jars;
// --generator typed with it judges the second generator's files (typed/) and writes lint-vs-engine-jars-typed.
// --corpus rocksdb-tests [--versions V,V] lints RocksDB's own option tests against their stored jar verdicts (rocksdb-tests.ts).
import { defaultTargetFor } from '@rocktune/calculator';
import { addonBuilt, addonPathFor, buildHintFor } from '../../native/rocksdb-addon/lib/addon-path.js';
import { PENDING, describeDisagreement } from '../../native/rocksdb-addon/test/lint-vs-engine/pending.js';
import { LINKED_ENGINE, lintVsEngine, type EngineUnderTest } from '../../native/rocksdb-addon/test/lint-vs-engine/run.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { ROOT, writeResult } from '../lib/results.js';
import { jarBench } from './jars.js';
import { rocksdbTestsBench } from './rocksdb-tests.js';

async function main(): Promise<void> {
  if (process.argv.includes('--judge') && process.argv[process.argv.indexOf('--judge') + 1] === 'jar')
    return jarBench(process.argv.slice(2));
  if (process.argv.includes('--corpus') && process.argv[process.argv.indexOf('--corpus') + 1] === 'rocksdb-tests')
    return rocksdbTestsBench(process.argv.slice(2));
  const trocks = process.argv.includes('--engine') && process.argv[process.argv.indexOf('--engine') + 1] === 'trocksdb';
  const [filesArg, seedArg] = process.argv.slice(2).filter((a, i, all) => a !== '--engine' && all[i - 1] !== '--engine');
  const files = Number(filesArg ?? 20_000);
  const seed = Number(seedArg ?? 15);
  if (trocks && !addonBuilt('trocksdb')) throw new Error(buildHintFor('trocksdb'));
  const engine: EngineUnderTest = trocks
    ? { target: defaultTargetFor('trocksdb'), dialect: 'trocksdb', addonPath: addonPathFor('trocksdb') }
    : LINKED_ENGINE;
  const engineName = trocks ? `TRocksDB (${engine.target}, its own addon)` : 'the linked RocksDB';
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  // BENCH_MAX_SECONDS: on a busy shared host, stop early and report how many files were checked.
  const stopAt = process.env.BENCH_MAX_SECONDS ? Date.now() + Number(process.env.BENCH_MAX_SECONDS) * 1000 : Infinity;
  const report = await lintVsEngine(files, seed, engine, (done) => process.stderr.write(`bench: ${done} / ${files} files\n`), stopAt);
  load.after1m = loadNow();
  const pendingOf = (d: (typeof report.disagreements)[number]) => PENDING.find((p) => p.matches(d))?.why;
  const unexplained = report.disagreements.filter((d) => pendingOf(d) === undefined);
  const pending = new Map<string, number>();
  for (const d of report.disagreements) {
    const why = pendingOf(d);
    if (why) pending.set(why, (pending.get(why) ?? 0) + 1);
  }
  const md = markdownOf(report, files, engine, engineName, unexplained, pending);
  writeResult({
    name: trocks ? 'lint-vs-engine-trocksdb' : 'lint-vs-engine',
    title: `Lint vs ${trocks ? 'TRocksDB' : 'the engine'} on mutated OPTIONS files`,
    command: `${process.env.BENCH_MAX_SECONDS ? `BENCH_MAX_SECONDS=${process.env.BENCH_MAX_SECONDS} ` : ''}node --conditions rocktune-source --import tsx bench/lint-vs-engine/run.ts ${files} ${seed}${trocks ? ' --engine trocksdb' : ''}`,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(ROOT, trocks ? 'trocksdb' : 'rocksdb'),
    load,
    figures: {
      files: report.files,
      seed: report.seed,
      bases: report.bases,
      counts: report.counts,
      stricterRules: report.stricterRules,
      disagreements: report.disagreements.length,
      unexplained: unexplained.length,
      pending: Object.fromEntries(pending),
      engineProcesses: report.engineProcesses,
      ms: report.ms,
      unexplainedCases: unexplained.map((d) => ({ mutations: d.mutations, base: d.base, outcome: d.outcome })),
    },
    markdown: md,
  });
}

type Report = Awaited<ReturnType<typeof lintVsEngine>>;

/** The result's text: outcomes, disagreements (pending and unexplained) and the rules where lint is stricter. */
function markdownOf(
  report: Report,
  files: number,
  engine: EngineUnderTest,
  engineName: string,
  unexplained: Report['disagreements'],
  pending: Map<string, number>,
): string {
  const rows = Object.entries(report.counts).map(([k, v]) => `| ${k} | ${v.toLocaleString('en-US')} |`);
  const stricter = Object.entries(report.stricterRules)
    .sort((a, b) => b[1] - a[1])
    .map(([rule, n]) => `| ${rule} | ${n.toLocaleString('en-US')} |`);
  const cut =
    report.files < files
      ? ` (of ${files.toLocaleString('en-US')} asked: BENCH_MAX_SECONDS=${process.env.BENCH_MAX_SECONDS} stopped the run on a busy host)`
      : '';
  return `${report.files.toLocaleString('en-US')} files${cut}: 1-3 mutations (byte flip, truncation, missing final newline, huge number, nested
value, misspelled component name, duplicate key) of ${report.bases} bases (rocktune's ${engine.dialect}-dialect files for every
preset on 3 hosts, and the OPTIONS files the engine persisted for 8 of them), seed ${report.seed}. Each file went through
\`lintOptionsText\` and through ${engineName} (load + DB::Open in an in-memory Env, one engine child,
${report.engineProcesses} engine processes in all: each crash or abort costs one). ${(report.ms / 1000).toFixed(0)} s.

| outcome | files |
|---|---|
${rows.join('\n')}

**Disagreements: ${report.disagreements.length}** (engine refuses or dies and lint has no error, or the engine runs a stated value
differently and lint says nothing about it). Not yet explained by any rule: **${unexplained.length}**. Waiting on another helper's
rule that is not on main yet:

| pending rule | files |
|---|---|
${[...pending].map(([why, n]) => `| ${why} | ${n} |`).join('\n') || '| (none) | 0 |'}

${
  unexplained.length > 0
    ? `Unexplained:\n\n${unexplained
        .slice(0, 20)
        .map((d) => `- ${describeDisagreement(d).replace(/\n\s*/g, ' — ')}`)
        .join('\n')}\n`
    : ''
}
"lint-stricter" counts files lint refuses that the engine runs (for example a later duplicate key, which RocksDB drops
silently): lint is stricter there by design, and that is not a disagreement. The rules behind it (a file counts once
per rule with an error in it):

| rule | lint-stricter files |
|---|---|
${stricter.join('\n') || '| (none) | 0 |'}
`;
}

// A bad request (an unknown version, no Java) is one line, not a stack trace.
await main().catch((e: unknown) => {
  process.stderr.write(`bench: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(2);
});
