// Replays the unexplained disagreements a lint-vs-engine run recorded (bench/results/lint-vs-engine.json)
// through today's lint and the linked engine: after a rule or harness fix, each should now agree.
//
//   node --conditions rocktune-source --import tsx bench/lint-vs-engine/replay.ts [RESULTS.json]
import { readFileSync } from 'node:fs';
import { DEFAULT_TARGET, getEngineProfile } from '@rocktune/calculator';
import { BatchChecker } from '../../native/rocksdb-addon/lib/batch-check.js';
import { isDisagreement, judge, type Outcome } from '../../native/rocksdb-addon/test/lint-vs-engine/judge.js';
import { applyMutation, type Mutation } from '../../native/rocksdb-addon/test/lint-vs-engine/mutate.js';
import { PENDING } from '../../native/rocksdb-addon/test/lint-vs-engine/pending.js';
import { baseFiles } from '../../native/rocksdb-addon/test/lint-vs-engine/run.js';
import { ROOT } from '../lib/results.js';

interface Recorded {
  base: number;
  mutations: Mutation[];
  outcome: Outcome;
}

const path = process.argv[2] ?? `${ROOT}/bench/results/lint-vs-engine.json`;
const cases = (JSON.parse(readFileSync(path, 'utf8')) as { figures: { unexplainedCases: Recorded[] } }).figures.unexplainedCases;
const checker = new BatchChecker({ timeoutMs: 60_000 });
let still = 0;
try {
  const bases = await baseFiles(checker, 'rocksdb');
  for (const c of cases) {
    const text = c.mutations.reduce(applyMutation, bases[c.base] as string);
    const outcome = judge(text, await checker.check(text), getEngineProfile(DEFAULT_TARGET), 'rocksdb');
    const d = { ...c, text, outcome };
    const verdict = !isDisagreement(outcome) ? 'agrees' : PENDING.some((p) => p.matches(d)) ? 'pending' : 'DISAGREES';
    if (verdict === 'DISAGREES') still++;
    console.log(
      `${verdict.padEnd(9)} base ${c.base} ${JSON.stringify(c.mutations)}: was ${c.outcome.kind}, now ${outcome.kind}${'rules' in outcome ? ` (${outcome.rules.join(', ')})` : ''}`,
    );
  }
} finally {
  await checker.close();
}
console.log(`${cases.length - still} of ${cases.length} recorded cases no longer disagree`);
process.exitCode = still > 0 ? 1 : 0;
