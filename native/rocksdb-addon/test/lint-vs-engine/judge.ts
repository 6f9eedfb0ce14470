// One file, two verdicts: lint's and the engine's. They disagree when the engine refuses (or dies on) a
// file lint calls error-free, or runs a stated value differently while lint says nothing on that line.
import { type EngineProfile, lintOptionsText } from '@rocktune/calculator';
import type { BatchVerdict } from '../../lib/batch-check.js';
import { statedChanges, type StatedChange } from './stated-values.js';

export type Outcome =
  | { kind: 'both-refuse' }
  | { kind: 'both-accept' }
  /** Lint has an error the engine does not act on (stricter than the engine; not a disagreement). */
  | { kind: 'lint-stricter'; rules: string[] }
  | { kind: 'engine-refuses'; stage: string; status: string }
  | { kind: 'silent-change'; changes: StatedChange[] };

export function isDisagreement(o: Outcome): boolean {
  return o.kind === 'engine-refuses' || o.kind === 'silent-change';
}

export function judge(text: string, verdict: BatchVerdict, profile: EngineProfile, dialect: 'rocksdb' | 'trocksdb'): Outcome {
  const lint = lintOptionsText(text, { facts: { dialect } });
  const errors = lint.findings.filter((f) => f.severity === 'error');
  // The DB opened and closed, but wrote no OPTIONS file (`nan` fails the engine's read-back check): it runs, so a
  // warning that says so agrees with it, and an error is lint being stricter.
  if (verdict.stage === 'persist' && /No options files found/.test(verdict.status)) {
    if (errors.length > 0) return { kind: 'lint-stricter', rules: [...new Set(errors.map((f) => f.ruleId))] };
    if (lint.findings.some((f) => f.severity === 'warning' && /OPTIONS file/.test(f.message))) return { kind: 'both-accept' };
  }
  // Debian's engine is built with assertions: a warning naming such builds' abort agrees with it dying.
  const assertionSaid = lint.findings.some((f) => f.severity === 'warning' && /builds with assertions/.test(f.message));
  if (!verdict.accepted)
    return errors.length > 0 || assertionSaid
      ? { kind: 'both-refuse' }
      : { kind: 'engine-refuses', stage: verdict.stage, status: verdict.status };
  if (errors.length > 0) return { kind: 'lint-stricter', rules: [...new Set(errors.map((f) => f.ruleId))] };
  // Lint "says so" with a finding on the line, or one about the option (l0-trigger-order reports the
  // stop trigger RocksDB raises at the slowdown line).
  const lines = new Set(lint.findings.map((f) => f.line));
  const keys = new Set(lint.findings.map((f) => f.path.split('.').at(-1)));
  const said = (key: string) => keys.has(key) || lint.findings.some((f) => f.message.includes(key));
  const silent = statedChanges(text, verdict, profile).filter((c) => !lines.has(c.line) && !said(c.key));
  return silent.length > 0 ? { kind: 'silent-change', changes: silent } : { kind: 'both-accept' };
}
