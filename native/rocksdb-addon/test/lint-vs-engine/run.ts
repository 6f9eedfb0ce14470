// Runs N mutated files through lint and the engine and tallies the outcomes (shared by the CI property
// test and bench/lint-vs-engine).
import { DEFAULT_TARGET, getEngineProfile } from '@rocktune/calculator';
import fc from 'fast-check';
import { BatchChecker } from '../../lib/batch-check.js';
import { generatedFiles } from './corpus.js';
import { isDisagreement, judge, type Outcome } from './judge.js';
import { applyMutation, caseArb, type Mutation } from './mutate.js';

export interface Disagreement {
  base: number;
  mutations: Mutation[];
  text: string;
  outcome: Outcome;
}

export interface AgreementReport {
  seed: number;
  files: number;
  bases: number;
  counts: Record<Outcome['kind'], number>;
  /** For lint-stricter files: how many files each rule's error appeared in. */
  stricterRules: Record<string, number>;
  disagreements: Disagreement[];
  engineProcesses: number;
  ms: number;
}

export interface EngineUnderTest {
  /** Profile id of the engine the addon is linked to. */
  target: string;
  dialect: 'rocksdb' | 'trocksdb';
  /** Addon binary (default: the build linked to the system RocksDB). */
  addonPath?: string;
}

export const LINKED_ENGINE: EngineUnderTest = { target: DEFAULT_TARGET, dialect: 'rocksdb' };

/** The files the mutations start from: generated ones, then what the engine persisted for the first 8. */
export async function baseFiles(checker: BatchChecker, dialect: 'rocksdb' | 'trocksdb'): Promise<string[]> {
  const generated = generatedFiles(dialect);
  const written: string[] = [];
  for (const text of generated.slice(0, 8)) {
    const v = await checker.check(text);
    if (v.accepted) written.push(v.persistedText);
  }
  return [...generated, ...written];
}

/** Checks `files` mutated files (fewer if `stopAt`, a Date.now() value, passes first; `files` in the report is the number checked). */
export async function lintVsEngine(
  files: number,
  seed: number,
  engine: EngineUnderTest = LINKED_ENGINE,
  onProgress?: (done: number) => void,
  stopAt = Infinity,
): Promise<AgreementReport> {
  const started = Date.now();
  const profile = getEngineProfile(engine.target);
  const checker = new BatchChecker({ timeoutMs: 60_000, ...(engine.addonPath ? { addonPath: engine.addonPath } : {}) });
  try {
    const bases = await baseFiles(checker, engine.dialect);
    const cases = fc.sample(caseArb(bases.length), { numRuns: files, seed });
    const counts: AgreementReport['counts'] = {
      'both-refuse': 0,
      'both-accept': 0,
      'lint-stricter': 0,
      'engine-refuses': 0,
      'silent-change': 0,
    };
    const disagreements: Disagreement[] = [];
    const stricterRules: Record<string, number> = {};
    let checked = 0;
    for (const [i, c] of cases.entries()) {
      if (Date.now() > stopAt) break;
      checked++;
      const text = c.mutations.reduce(applyMutation, bases[c.base] as string);
      const outcome = judge(text, await checker.check(text), profile, engine.dialect);
      counts[outcome.kind]++;
      if (outcome.kind === 'lint-stricter') for (const rule of outcome.rules) stricterRules[rule] = (stricterRules[rule] ?? 0) + 1;
      if (isDisagreement(outcome)) disagreements.push({ ...c, text, outcome });
      if (onProgress && (i + 1) % 500 === 0) onProgress(i + 1);
    }
    return {
      seed,
      files: checked,
      bases: bases.length,
      counts,
      stricterRules,
      disagreements,
      engineProcesses: checker.processes,
      ms: Date.now() - started,
    };
  } finally {
    await checker.close();
  }
}
