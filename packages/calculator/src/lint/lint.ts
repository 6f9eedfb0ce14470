import { severityOf, type LintConfig } from './config.js';
import { createContext } from './context.js';
import { disabledLines, isDisabled } from './disable-comments.js';
import { applyFixes } from './edits.js';
import type { LintFacts } from './facts.js';
import { RULES } from './registry.js';
import type { Finding, LintSeverity, LoaderMode, Report } from './types.js';
import { compareNames } from '../engines/compare-names.js';
import { formatInteger } from '../units.js';

export interface LintOptions {
  /** Declared hardware and workload; overrides config.facts field by field. */
  facts?: LintFacts;
  config?: LintConfig;
  /** Engine profile id (`rocksdb@9.11`) to judge by instead of the file's [Version]. */
  target?: string | undefined;
  /** Whether the loader sets ignore_unknown_options (decides how unknown keys of newer files count). */
  loader?: LoaderMode | undefined;
}

export interface LintResult {
  findings: Finding[];
  /** The dialect the file was linted as (declared, or detected from TRocksDB keys). */
  dialect: 'rocksdb' | 'trocksdb';
  /** The engine profile the file was judged by (`rocksdb@X.Y.Z`). */
  target: string;
  /** Why that profile: the file's [Version], --target, or the default. */
  targetReason: string;
  counts: Record<LintSeverity, number>;
}

const ORDER: Record<LintSeverity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Findings listed per rule and file; the rest are counted (in `counts`) and summed up in one last finding of that
 * rule. 50 MB of one duplicated key gave 2.4 M findings and 1.4 GB of SARIF; no reader goes past the first few.
 */
export const MAX_FINDINGS_PER_RULE = 10_000;

function overflowFinding(rule: string, last: Finding, more: number): Finding {
  const { fix: _fix, ...rest } = last;
  return {
    ...rest,
    message: `... and ${formatInteger(more)} more ${rule} findings in this file, not listed (lint lists at most ${formatInteger(MAX_FINDINGS_PER_RULE)} per rule and file; counts include them).`,
  };
}

function toFinding(report: Report, ruleId: string, severity: LintSeverity): Finding {
  return { ...report, ruleId, severity };
}

/** Lints OPTIONS text with every registered rule. Pure: no I/O, runs in the browser. */
export function lintOptionsText(text: string, options: LintOptions = {}): LintResult {
  const facts: LintFacts = { ...options.config?.facts, ...options.facts };
  const settings = options.config?.rules ?? {};
  const ctx = createContext(text, facts, { target: options.target, loader: options.loader });
  const disabled = disabledLines(text);
  const findings: Finding[] = [];
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 };
  for (const rule of RULES) {
    const setting = settings[rule.meta.id];
    if (setting === 'off') continue;
    let listed = 0;
    let last: { report: Report; severity: LintSeverity } | undefined;
    for (const report of rule.check(ctx)) {
      if (isDisabled(disabled, report.line, rule.meta.id)) continue;
      const severity = setting ? severityOf(setting) : (report.severity ?? rule.meta.severity);
      counts[severity]++;
      last = { report, severity };
      // a finding is made only for what is listed: the rest are counted (a spread per report cost minutes)
      if ((listed += 1) <= MAX_FINDINGS_PER_RULE) findings.push(toFinding(report, rule.meta.id, severity));
    }
    if (last && listed > MAX_FINDINGS_PER_RULE)
      findings.push(overflowFinding(rule.meta.id, toFinding(last.report, rule.meta.id, last.severity), listed - MAX_FINDINGS_PER_RULE));
  }
  findings.sort(
    (a, b) => a.line - b.line || a.column - b.column || ORDER[a.severity] - ORDER[b.severity] || compareNames(a.ruleId, b.ruleId),
  );
  return { findings, dialect: ctx.dialect, target: ctx.profile.id, targetReason: ctx.targetReason, counts };
}

export interface FixResult {
  /** The fixed text (equal to the input when nothing was fixable). */
  text: string;
  applied: number;
  /** Findings left after fixing (lint of the new text). */
  remaining: LintResult;
}

/** Applies the fixes of every finding (non-overlapping, up to 5 passes so later fixes see earlier ones). */
export function fixOptionsText(text: string, options: LintOptions = {}): FixResult {
  let current = text;
  let applied = 0;
  for (let pass = 0; pass < 5; pass++) {
    const fixes = lintOptionsText(current, options).findings.flatMap((f) => (f.fix ? [f.fix] : []));
    if (fixes.length === 0) break;
    const result = applyFixes(current, fixes);
    if (result.applied === 0 || result.text === current) break;
    current = result.text;
    applied += result.applied;
  }
  return { text: current, applied, remaining: lintOptionsText(current, options) };
}
