// Replays the disagreements the last jar benchmark recorded (bench/results/lint-vs-engine-jars.json) through
// today's lint and the same release jars; prints what is left per version. Exit 1 while any disagreement remains.
//
//   node --conditions rocktune-source --import tsx bench/lint-vs-engine/jars-replay.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeFiles } from '../../tools/engine-judge/judge.mjs';
import { classify, lintTarget } from '../../test/engine-judge/classify.js';
import { applyJarMutation, type JarMutation } from '../../test/engine-judge/issue-lines.js';
import { knownDisagreement } from '../../test/engine-judge/known-match.js';
import { jarBases } from '../../test/engine-judge/lint-vs-jar.js';
import { RESULTS } from '../lib/results.js';

interface Recorded {
  version: string;
  disagreements: { base: string; mutations: JarMutation[] }[];
}

const recorded: Recorded[] = JSON.parse(readFileSync(join(RESULTS, 'lint-vs-engine-jars.json'), 'utf8')).figures.versions;
const dir = mkdtempSync(join(tmpdir(), 'jars-replay-'));
let left = 0;
try {
  for (const r of recorded) {
    const bases = new Map(jarBases(r.version).map((b) => [b.name, b.text]));
    const texts = r.disagreements.map((d) => d.mutations.reduce(applyJarMutation, bases.get(d.base) ?? ''));
    const paths = texts.map((t, i) => {
      const p = join(dir, `${r.version}-${i}.ini`);
      writeFileSync(p, t);
      return p;
    });
    const verdicts = paths.length ? await judgeFiles(r.version, paths, { timeoutMs: 30_000 }) : [];
    const outcomes = verdicts.map((v, i) => ({
      ...r.disagreements[i]!,
      text: texts[i]!,
      outcome: classify(texts[i]!, v, lintTarget(r.version)),
    }));
    const still = outcomes.flatMap((o) =>
      o.outcome.kind === 'false-error' || o.outcome.kind === 'missed-refusal' ? [{ ...o, outcome: o.outcome }] : [],
    );
    const unlisted = still.filter((o) => !knownDisagreement(o));
    left += still.length;
    process.stdout.write(
      `${r.version}: ${r.disagreements.length} recorded, ${still.length} still disagree (${unlisted.length} not listed)\n`,
    );
    for (const o of unlisted) process.stdout.write(`  ${JSON.stringify(o.outcome).slice(0, 300)}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = left > 0 ? 1 : 0;
