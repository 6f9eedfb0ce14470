import { severityOf, type LintConfig } from './config.js';
import { createContext } from './context.js';
import { disabledLines, isDisabled } from './disable-comments.js';
import { applyFixes } from './edits.js';
import type { LintFacts } from './facts.js';
import { RULES } from './registry.js';
import type { Finding, LintSeverity, LoaderMode } from './types.js';
import { compareNames } from '../engines/compare-names.js';

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

/** Lints OPTIONS text with every registered rule. Pure: no I/O, runs in the browser. */
export function lintOptionsText(text: string, options: LintOptions = {}): LintResult {
  const facts: LintFacts = { ...options.config?.facts, ...options.facts };
  const settings = options.config?.rules ?? {};
  const ctx = createContext(text, facts, { target: options.target, loader: options.loader });
  const disabled = disabledLines(text);
  const findings: Finding[] = [];
  for (const rule of RULES) {
    const setting = settings[rule.meta.id];
    if (setting === 'off') continue;
    for (const report of rule.check(ctx)) {
      if (isDisabled(disabled, report.line, rule.meta.id)) continue;
      const severity = setting ? severityOf(setting) : (report.severity ?? rule.meta.severity);
      findings.push({ ...report, ruleId: rule.meta.id, severity });
    }
  }
  findings.sort((a, b) => a.line - b.line || a.column - b.column || ORDER[a.severity] - ORDER[b.severity] || compareNames(a.ruleId, b.ruleId));
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
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
