// Compass figure "lint vs the engines of every version" (issue 23): mutations of each release's own OPTIONS
// files (test/engine-judge/lint-vs-jar.ts) judged by lint and by that release's jar (tools/engine-judge).
//
//   node --conditions rocktune-source --import tsx bench/lint-vs-engine/run.ts --judge jar [--generator typed] [--versions V,V] [FILES] [SEED]
// --generator typed judges the second generator's files (typed/) and writes lint-vs-engine-jars-typed.
// BENCH_MAX_SECONDS bounds each version's run (a loaded host judges ~10 files/s per JVM); BENCH_JOBS JVMs per version.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_VERSIONS, ensureJar, missingToolchain } from '../../tools/engine-judge/jars.mjs';
import { CORPUS } from '../../test/engine-judge/corpus.js';
import { JUDGE_MEMORY_BYTES, JUDGE_PIDS, sandboxMethod } from '../../tools/engine-judge/limits.mjs';
import { ISSUE_23_MUTATIONS, type JarReport, type MutationSource, lintVsJar } from '../../test/engine-judge/lint-vs-jar.js';
import { describeJarDisagreement, knownDisagreement } from '../../test/engine-judge/known-match.js';
import { describeMachine, type LoadRecord, loadNow, waitForQuiet } from '../lib/machine.js';
import { ROOT, writeResult } from '../lib/results.js';
import { TYPED_MUTATIONS } from './typed/index.js';

/** `--generator typed`: the second generator's files, written to their own result. */
const GENERATORS: Record<string, { source: MutationSource; result: string }> = {
  first: { source: ISSUE_23_MUTATIONS, result: 'lint-vs-engine-jars' },
  typed: { source: TYPED_MUTATIONS, result: 'lint-vs-engine-jars-typed' },
};

const n = (x: number) => x.toLocaleString('en-US');

function row(r: JarReport, asked: number): string {
  const c = r.counts;
  const cut = r.files < asked ? ` (of ${n(asked)})` : '';
  return `| ${r.version} | ${n(r.files)}${cut} | ${n(c['both-refuse'])} | ${n(c['both-accept'])} | ${n(c['lint-stricter'])} | ${n(c['false-error'])} | ${n(c['missed-refusal'])} | ${n(c['host-limit'])} | ${r.disagreements.filter((d) => knownDisagreement(d)).length} | ${r.jvms} | ${(r.ms / 1000).toFixed(0)} |`;
}

/** Disagreement classes over all versions: one line each, with the versions it was seen on and a replay. */
function classes(reports: JarReport[]): string[] {
  const byClass = new Map<string, { versions: Set<string>; count: number; example: string }>();
  for (const r of reports) {
    for (const d of r.disagreements) {
      const o = d.outcome;
      const key =
        o.kind === 'false-error'
          ? `false error: ${[...new Set(o.findings.map((f) => f.ruleId))].join(', ')}`
          : `missed refusal: ${o.stage} ${o.status.replace(/\/tmp\/\S+/g, '…').slice(0, 120)}`;
      const entry = byClass.get(key) ?? { versions: new Set(), count: 0, example: describeJarDisagreement(d) };
      entry.versions.add(r.version);
      entry.count++;
      byClass.set(key, entry);
    }
  }
  return [...byClass]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([key, e]) => `- **${key}** (${e.count} files; ${[...e.versions].join(', ')}): ${e.example.replace(/\n\s*/g, ' ').slice(0, 400)}`);
}

export async function jarBench(args: string[]): Promise<void> {
  const missing = missingToolchain();
  if (missing) throw new Error(missing);
  const vi = args.indexOf('--versions');
  const versions = vi === -1 ? DEFAULT_VERSIONS : (args[vi + 1] ?? '').split(',').filter(Boolean);
  const gi = args.indexOf('--generator');
  const generatorName = gi === -1 ? 'first' : (args[gi + 1] ?? '');
  const generator = GENERATORS[generatorName];
  if (!generator) throw new Error(`unknown --generator '${generatorName}': one of ${Object.keys(GENERATORS).join(', ')}`);
  // The mutations start from each release's own files: say so before judging anything, not after the other versions.
  const uncovered = versions.filter((v) => !existsSync(join(CORPUS, v)));
  if (uncovered.length > 0)
    throw new Error(
      `no engine-written OPTIONS files for ${uncovered.join(', ')} in fixtures/options-files/engine-written/ (the mutations start from them); versions there: ${readdirSync(CORPUS).sort().join(', ')}`,
    );
  const valued = new Set(['--versions', '--judge', '--generator']);
  const [filesArg, seedArg] = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
  const files = Number(filesArg ?? 20_000);
  const seed = Number(seedArg ?? 23);
  const jobs = Number(process.env.BENCH_JOBS ?? 3);
  const perVersion = process.env.BENCH_MAX_SECONDS ? Number(process.env.BENCH_MAX_SECONDS) * 1000 : Infinity;
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 60));
  const startedAt = new Date().toISOString();
  const reports: JarReport[] = [];
  const loads: Record<string, number> = {};
  for (const version of versions) {
    const jar = ensureJar(version);
    if (!jar.jar) {
      process.stderr.write(`bench: rocksdbjni ${version} not available: ${jar.refused}\n`);
      continue;
    }
    const r = await lintVsJar(version, files, seed, {
      timeoutMs: 30_000,
      jobs,
      stopAt: Date.now() + perVersion,
      onProgress: (d) => process.stderr.write(`bench: ${version}: ${d} / ${files}\n`),
      source: generator.source,
    });
    loads[version] = loadNow();
    process.stderr.write(
      `bench: ${version}: ${JSON.stringify(r.counts)} in ${(r.ms / 1000).toFixed(0)} s, load ${loads[version]!.toFixed(1)}\n`,
    );
    reports.push(r);
    // Written after every version: a run the host cuts short (it once ran out of processes) keeps what it judged.
    await writeReport({ versions, files, seed, jobs, perVersion, startedAt, load, loads, reports, generator: generatorName });
  }
}

interface Run {
  versions: string[];
  files: number;
  seed: number;
  jobs: number;
  perVersion: number;
  startedAt: string;
  load: LoadRecord;
  loads: Record<string, number>;
  reports: JarReport[];
  generator: string;
}

async function writeReport({ versions, files, seed, jobs, perVersion, startedAt, load, loads, reports, generator }: Run): Promise<void> {
  load.after1m = loadNow();
  const { source, result } = GENERATORS[generator]!;
  const md = `Mutations of each release's own OPTIONS files (\`fixtures/options-files/engine-written/<version>/\`) and of
rocktune's generated RocksDB-dialect files by ${source.name}, seed ${seed}. Lint judged each with \`--target rocksdb@<version>\`; the judge is that
release's official jar (\`tools/engine-judge\`: strict load, DB::Open of a fresh directory, a write and flush, the SST's
table properties), ${jobs} JVMs per version, 30 s timeout per file, each JVM capped at ${JUDGE_PIDS} threads and
${JUDGE_MEMORY_BYTES / 2 ** 20} MiB (\`tools/engine-judge/limits.mjs\`, ${sandboxMethod()}): a JVM that dies at its cap gives no verdict.${Number.isFinite(perVersion) ? ` Each version had ${perVersion / 1000} s (BENCH_MAX_SECONDS): on this loaded host that is fewer files than asked, as the table says.` : ''}

A **false error** is an error-level finding on a file the release strict-loads and opens, on a line it runs as written (a
later duplicate key, an unterminated last line, a value the persisted OPTIONS file shows read otherwise, or a filter the
flushed SST lacks is lint being right: "lint stricter"). A **missed refusal** is a file the release refuses, aborts or hangs
on with no error from lint. "listed" counts the disagreements named in \`test/engine-judge/known-disagreements.ts\`.

| version | files | both refuse | both accept | lint stricter | false errors | missed refusals | no verdict (judge's cap) | listed | JVMs | s |
|---|---|---|---|---|---|---|---|---|---|---|
${reports.map((r) => row(r, files)).join('\n')}

Load average (1 min) after each version: ${Object.entries(loads)
    .map(([v, l]) => `${v} ${l.toFixed(1)}`)
    .join(', ')}.

Disagreement classes:

${classes(reports).join('\n') || '- none'}
`;
  writeResult({
    name: result,
    title: 'Lint vs the engines of every version (release jars) on mutated OPTIONS files',
    command: `${process.env.BENCH_MAX_SECONDS ? `BENCH_MAX_SECONDS=${process.env.BENCH_MAX_SECONDS} ` : ''}BENCH_JOBS=${jobs} node --conditions rocktune-source --import tsx bench/lint-vs-engine/run.ts --judge jar${generator === 'first' ? '' : ` --generator ${generator}`} --versions ${versions.join(',')} ${files} ${seed}`,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(ROOT, 'rocksdb'),
    load,
    figures: {
      generator,
      seed,
      asked: files,
      jobs,
      loadAfterEachVersion: loads,
      versions: reports.map((r) => ({
        version: r.version,
        target: r.target,
        files: r.files,
        bases: r.bases,
        counts: r.counts,
        stricterRules: r.stricterRules,
        refusalStages: r.refusalStages,
        jvms: r.jvms,
        ms: r.ms,
        timeouts: r.timeouts,
        hostLimits: r.hostLimits,
        disagreements: r.disagreements.map((d) => ({
          base: d.base,
          mutations: d.mutations,
          outcome: d.outcome,
          listed: knownDisagreement(d),
        })),
      })),
    },
    markdown: md,
  });
}
