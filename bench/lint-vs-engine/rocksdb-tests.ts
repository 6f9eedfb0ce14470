// Lint vs the release jars on RocksDB's own option tests (issue 34): the cases tools/engine-judge/rocksdb-tests.mjs
// lifted from options_test.cc, options_util_test.cc and db_bench_tool_test.cc, with each release's stored verdict
// (strict load, DB::Open, the OPTIONS file written back).
//
//   node --conditions rocktune-source --import tsx bench/lint-vs-engine/run.ts --corpus rocksdb-tests [--versions V,V]
// (or this file directly, with the same flags)
// Prints a table per version and every missed refusal / false error with the engine's words; exit 1 when any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JarVerdict } from '../../tools/engine-judge/judge.mjs';
import { classify, lintTarget, type JarOutcome } from '../../test/engine-judge/classify.js';

export const ROCKSDB_TESTS = fileURLToPath(new URL('../../fixtures/options-files/rocksdb-tests/', import.meta.url));

export interface RocksdbTestCase {
  readonly version: string;
  readonly file: string;
  readonly text: string;
  readonly verdict: JarVerdict;
}

/** The versions with judged cases, and each version's cases with their verdicts. */
export function rocksdbTestVersions(): string[] {
  return existsSync(ROCKSDB_TESTS) ? readdirSync(ROCKSDB_TESTS).filter((v) => existsSync(join(ROCKSDB_TESTS, v, 'verdicts.json'))) : [];
}

export function rocksdbTestCases(version: string): RocksdbTestCase[] {
  const dir = join(ROCKSDB_TESTS, version);
  const verdicts = JSON.parse(readFileSync(join(dir, 'verdicts.json'), 'utf8')) as JarVerdict[];
  return verdicts.map((verdict) => ({ version, file: verdict.file, text: readFileSync(join(dir, verdict.file), 'utf8'), verdict }));
}

/** classify's outcome: strict load, DB::Open and the OPTIONS file the engine wrote back (objects read closely there). */
export function outcomeOf(c: RocksdbTestCase): JarOutcome {
  return classify(c.text, c.verdict, lintTarget(c.version));
}

function describe(c: RocksdbTestCase, o: JarOutcome): string {
  if (o.kind === 'missed-refusal') return `${c.version} ${c.file}: missed refusal (${o.stage}: ${o.status.slice(0, 160)})`;
  if (o.kind === 'false-error')
    return `${c.version} ${c.file}: false error ${o.findings.map((f) => `${f.ruleId} line ${f.line}`).join(', ')}`;
  return `${c.version} ${c.file}: ${o.kind}`;
}

/** Every judged case of `versions` through lint: a Markdown table per version, then each missed refusal and false error. */
export function rocksdbTestsReport(versions: readonly string[]): { markdown: string; disagreements: number } {
  const rows: string[] = [
    '| version | files | both refuse | both accept | lint stricter | false error | missed refusal |',
    '|---|---|---|---|---|---|---|',
  ];
  const details: string[] = [];
  for (const version of versions) {
    const counts: Record<string, number> = {};
    for (const c of rocksdbTestCases(version)) {
      const o = outcomeOf(c);
      counts[o.kind] = (counts[o.kind] ?? 0) + 1;
      if (o.kind === 'missed-refusal' || o.kind === 'false-error') details.push(`- ${describe(c, o)}`);
    }
    const n = (k: string) => counts[k] ?? 0;
    const files = Object.values(counts).reduce((a, b) => a + b, 0);
    rows.push(
      `| ${version} | ${files} | ${n('both-refuse')} | ${n('both-accept')} | ${n('lint-stricter')} | ${n('false-error')} | ${n('missed-refusal')} |`,
    );
  }
  return { markdown: `${rows.join('\n')}\n\n${details.join('\n')}\n`, disagreements: details.length };
}

/** `--corpus rocksdb-tests [--versions V,V]` of run.ts: exit 1 while any case disagrees. */
export function rocksdbTestsBench(args: readonly string[]): void {
  const vi = args.indexOf('--versions');
  const versions = vi === -1 ? rocksdbTestVersions() : (args[vi + 1] ?? '').split(',').filter(Boolean);
  const unknown = versions.filter((v) => !rocksdbTestVersions().includes(v));
  if (unknown.length > 0)
    throw new Error(`no judged RocksDB test cases for ${unknown.join(', ')}; versions there: ${rocksdbTestVersions().join(', ')}`);
  const report = rocksdbTestsReport(versions);
  process.stdout.write(report.markdown);
  if (report.disagreements > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) rocksdbTestsBench(process.argv.slice(2));
