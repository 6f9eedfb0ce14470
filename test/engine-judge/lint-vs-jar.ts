// Mutations of one release's own OPTIONS files (and rocktune's generated ones), judged by lint and by that
// release's jar. Shared by the property test and bench/lint-vs-engine --judge jar.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { generatedFiles } from '../../native/rocksdb-addon/test/lint-vs-engine/corpus.js';
import { judgeFiles, type JarVerdict } from '../../tools/engine-judge/judge.mjs';
import { classify, engineRefusal, type JarOutcome, lintTarget } from './classify.js';
import { corpusFiles } from './corpus.js';
import { applyJarMutation, jarCaseArb, type JarMutation } from './issue-lines.js';

/** Where a run's files come from: `cases` draws each file's base and edits with a seed, `apply` makes one edit for a release. */
export interface MutationSource {
  readonly name: string;
  cases(bases: number, files: number, seed: number): { base: number; mutations: readonly unknown[] }[];
  apply(text: string, mutation: unknown, version: string): string;
}

/** The first generator: the addon property test's mutations plus issue 23's lines. */
export const ISSUE_23_MUTATIONS: MutationSource = {
  name: "the addon property test's mutations and issue 23's lines",
  cases: (bases, files, seed) => fc.sample(jarCaseArb(bases), { numRuns: files, seed }),
  apply: (text, m) => applyJarMutation(text, m as JarMutation),
};

export interface JarDisagreement {
  base: string;
  mutations: readonly unknown[];
  text: string;
  outcome: Extract<JarOutcome, { kind: 'false-error' | 'missed-refusal' }>;
}

export interface JarReport {
  version: string;
  /** The target lint judged by (undefined: each file's own [Version]). */
  target: string | undefined;
  seed: number;
  /** Files judged (fewer than asked when `stopAt` ended the run). */
  files: number;
  bases: number;
  counts: Record<JarOutcome['kind'], number>;
  stricterRules: Record<string, number>;
  /** Where the engine stopped on the files it refused: strict-load, open, write, abort, timeout. */
  refusalStages: Record<string, number>;
  /** The mutations of every file the engine timed out on (the JVM was killed). */
  timeouts: { base: string; mutations: readonly unknown[] }[];
  /** The files whose JVM died at the judge's own thread or memory cap: no verdict on them. */
  hostLimits: { base: string; mutations: readonly unknown[]; limit: string }[];
  disagreements: JarDisagreement[];
  jvms: number;
  ms: number;
}

/** The files mutations start from: what `version` wrote itself, then rocktune's RocksDB-dialect output. */
export function jarBases(version: string): { name: string; text: string }[] {
  return [...corpusFiles(version), ...generatedFiles('rocksdb').map((text, i) => ({ name: `generated-${i}`, text }))];
}

/** The disk was full when the file was judged: an engine status says so, or the JVM could not make its scratch directory. */
function diskFull(v: JarVerdict): boolean {
  if (v.abort) return /No space left on device|createTempDirectory/.test(v.abort.stderr);
  return [v.strict, v.open, v.write].some((st) => st && !st.ok && /No space left on device/.test(st.status ?? ''));
}

function preallocationRan(outcome: ReturnType<typeof classify>): boolean {
  return outcome.kind === 'false-error' && outcome.findings.some((f) => f.ruleId === 'preallocation-exceeds-disk');
}

export async function lintVsJar(
  version: string,
  files: number,
  seed: number,
  opts: { timeoutMs?: number; jobs?: number; stopAt?: number; onProgress?: (done: number) => void; source?: MutationSource } = {},
): Promise<JarReport> {
  const started = Date.now();
  const bases = jarBases(version);
  const target = lintTarget(version);
  const source = opts.source ?? ISSUE_23_MUTATIONS;
  const cases = source.cases(bases.length, files, seed);
  const textOf = (i: number) => cases[i]!.mutations.reduce<string>((t, m) => source.apply(t, m, version), bases[cases[i]!.base]!.text);
  const dir = mkdtempSync(join(tmpdir(), `lint-vs-jar-${version}-`));
  const counts: JarReport['counts'] = {
    'both-refuse': 0,
    'both-accept': 0,
    'lint-stricter': 0,
    'false-error': 0,
    'missed-refusal': 0,
    'host-limit': 0,
  };
  const stricterRules: Record<string, number> = {};
  const disagreements: JarDisagreement[] = [];
  const refusalStages: Record<string, number> = {};
  const timeouts: JarReport['timeouts'] = [];
  const hostLimits: JarReport['hostLimits'] = [];
  try {
    // Written a chunk at a time, just before it is judged: writing 20,000 files up front once took a loaded host past
    // BENCH_MAX_SECONDS before the first JVM started (0 files judged on 7.8.3 and 8.11.4).
    const write = (i: number) => {
      const path = join(dir, `${i}.ini`);
      writeFileSync(path, textOf(i));
      return path;
    };
    let done = 0;
    const suspects: string[] = [];
    const onVerdict = (v: JarVerdict) => {
      const i = Number(v.file.slice(dir.length + 1, -'.ini'.length));
      const text = textOf(i);
      const outcome = classify(text, v, target);
      // Out of disk space (a preallocation elsewhere filled it) is the host's, not the file's; so is a huge preallocation
      // that opened (its fallocate met a disk another JVM had just filled, then freed): both judged again alone below.
      if (!v.rejudged && (diskFull(v) || preallocationRan(outcome))) return void suspects.push(v.file);
      const refusal = engineRefusal(v);
      if (refusal) refusalStages[refusal.stage] = (refusalStages[refusal.stage] ?? 0) + 1;
      if (v.timeout) timeouts.push({ base: bases[cases[i]!.base]!.name, mutations: cases[i]!.mutations });
      counts[outcome.kind]++;
      if (outcome.kind === 'host-limit')
        hostLimits.push({ base: bases[cases[i]!.base]!.name, mutations: cases[i]!.mutations, limit: outcome.limit });
      if (outcome.kind === 'lint-stricter') for (const r of outcome.rules) stricterRules[r] = (stricterRules[r] ?? 0) + 1;
      if (outcome.kind === 'false-error' || outcome.kind === 'missed-refusal')
        disagreements.push({ base: bases[cases[i]!.base]!.name, mutations: cases[i]!.mutations, text, outcome });
      if (++done % 500 === 0) opts.onProgress?.(done);
    };
    // The judges wait on fsync far more than on the CPU: several JVMs, each on a slice of the files (chunks
    // of 200 so that `stopAt` can end a long run between chunks).
    const jobs = opts.jobs ?? 1;
    const chunks = Array.from({ length: Math.ceil(cases.length / 200) }, (_, c) =>
      Array.from({ length: Math.min(200, cases.length - c * 200) }, (_, k) => c * 200 + k),
    );
    let jvms = 0;
    await Promise.all(
      Array.from({ length: jobs }, async (_, j) => {
        for (let c = j; c < chunks.length; c += jobs) {
          if (Date.now() > (opts.stopAt ?? Infinity)) return;
          jvms += (await judgeFiles(version, chunks[c]!.map(write), { timeoutMs: opts.timeoutMs ?? 60_000, onVerdict })).jvms;
        }
      }),
    );
    // One JVM, nothing beside it: a file that still runs out of space fills the disk itself (its own verdict stands).
    const again = (v: JarVerdict) => onVerdict({ ...v, rejudged: true });
    if (suspects.length > 0) jvms += (await judgeFiles(version, suspects, { timeoutMs: opts.timeoutMs ?? 60_000, onVerdict: again })).jvms;
    return {
      version,
      target,
      seed,
      files: done,
      bases: bases.length,
      counts,
      stricterRules,
      refusalStages,
      timeouts,
      hostLimits,
      disagreements,
      jvms,
      ms: Date.now() - started,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
