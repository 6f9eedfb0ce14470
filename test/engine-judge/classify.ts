// One file, two verdicts: lint's and a release jar's (tools/engine-judge). Issue 23's promise: an error-level
// finding means that engine refuses, aborts on or cannot open the file, and every such file gets an error.
import { statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type Finding, getEngineProfile, lintOptionsText } from '@rocktune/calculator';
import type { BatchVerdict } from '../../native/rocksdb-addon/lib/batch-check.js';
import { objectsStoredOtherwise, statedChanges } from '../../native/rocksdb-addon/test/lint-vs-engine/stated-values.js';
import type { BuiltTable, JarVerdict } from '../../tools/engine-judge/judge.mjs';

export type JarOutcome =
  | { kind: 'both-refuse' }
  | { kind: 'both-accept' }
  /** Lint errs where the engine runs something other than written (a later duplicate key, a misspelt name). */
  | { kind: 'lint-stricter'; rules: string[] }
  /** An error-level finding on a file the engine strict-loads and opens, on a line it runs as written. */
  | { kind: 'false-error'; findings: Pick<Finding, 'ruleId' | 'line' | 'message'>[] }
  /** The engine refuses, aborts or hangs and lint has no error. */
  | { kind: 'missed-refusal'; stage: string; status: string }
  /** The judge's JVM died at its own thread or memory cap (tools/engine-judge/limits.mjs): no verdict either way. */
  | { kind: 'host-limit'; limit: string };

/** Errors that stand even where the engine runs the line: the engine silently drops what they point at. */
const ALWAYS_STRICTER = new Set(['duplicate-key', 'missing-final-newline']);

/** Where the engine stopped, or undefined when it strict-loaded, opened and wrote to the file's database. */
export function engineRefusal(v: JarVerdict): { stage: string; status: string } | undefined {
  if (v.abort) return { stage: 'abort', status: `${v.abort.signal ?? `exit ${v.abort.code}`}: ${v.abort.stderr}` };
  if (v.timeout) return { stage: 'timeout', status: `no verdict in ${v.timeout} ms` };
  if (!v.strict?.ok) return { stage: 'strict-load', status: v.strict?.status ?? '' };
  if (!v.open?.ok) return { stage: 'open', status: v.open?.status ?? '' };
  if (!v.write?.ok) return { stage: 'write', status: v.write?.status ?? '' };
  return undefined;
}

/** The jar verdict in the addon's shape, so the addon test's stated-value comparison applies unchanged. */
function asBatchVerdict(v: JarVerdict): BatchVerdict {
  const columnFamilies = Object.entries(v.built ?? {}).map(([name, t]) => {
    const bytes = t.blockCacheCapacity ?? -1;
    return { name, blockCacheBytes: bytes, blockCacheBytesExact: String(bytes) };
  });
  return {
    accepted: true,
    stage: '',
    status: '',
    persistedText: v.persisted ?? '',
    rateLimiterBytesPerSec: -1,
    rateLimiterBytesPerSecExact: '-1',
    columnFamilies,
  };
}

/** The target lint judges by: the jar's own release when a profile answers to it, else the file's [Version]. */
export function lintTarget(version: string): string | undefined {
  try {
    getEngineProfile(`rocksdb@${version}`);
    return `rocksdb@${version}`;
  } catch {
    return undefined;
  }
}

/** The flushed SST has no filter (unknown on 5.x: its aggregated property string counts no filter blocks). */
function builtNoFilter(t: BuiltTable): boolean {
  return t.aggregated === undefined && (t.tables ?? 0) > 0 && !t.filterPolicyName;
}

/** The judge's databases live under the temporary directory: lint is told that disk's free space (preallocation-exceeds-disk). */
function judgeDiskFree(): number {
  const { bavail, bsize } = statfsSync(tmpdir());
  return bavail * bsize;
}
const JUDGE_DISK_FREE = judgeDiskFree();

export function classify(text: string, verdict: JarVerdict, target: string | undefined): JarOutcome {
  const lint = lintOptionsText(text, { target, facts: { dialect: 'rocksdb', diskFreeBytes: JUDGE_DISK_FREE } });
  const errors = lint.findings.filter((f) => f.severity === 'error');
  if (verdict.abort?.hostLimit) return { kind: 'host-limit', limit: verdict.abort.hostLimit };
  const refusal = engineRefusal(verdict);
  if (refusal) return errors.length > 0 ? { kind: 'both-refuse' } : { kind: 'missed-refusal', ...refusal };
  if (errors.length === 0) return { kind: 'both-accept' };
  const profile = getEngineProfile(lint.target);
  const changed = new Set(statedChanges(text, asBatchVerdict(verdict), profile).map((c) => c.line));
  for (const line of objectsStoredOtherwise(text, verdict.persisted ?? '', profile)) changed.add(line);
  // A filter the engine did not build (no filter in the flushed SST) is a change the OPTIONS file cannot show.
  if (Object.values(verdict.built ?? {}).some(builtNoFilter)) {
    text.split('\n').forEach((l, i) => /^\s*filter_policy\s*=/.test(l) && changed.add(i + 1));
  }
  // The engine never reads an unterminated last line: whatever lint says about it, it does not run as written.
  if (!text.endsWith('\n')) changed.add(text.split('\n').length);
  const unjustified = errors.filter((f) => !ALWAYS_STRICTER.has(f.ruleId) && !changed.has(f.line));
  if (unjustified.length > 0)
    return { kind: 'false-error', findings: unjustified.map(({ ruleId, line, message }) => ({ ruleId, line, message })) };
  return { kind: 'lint-stricter', rules: [...new Set(errors.map((f) => f.ruleId))] };
}
