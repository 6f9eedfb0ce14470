import type { Finding, LintResult, LintSeverity } from '@rocktune/calculator';

/** The lint of one input, as every renderer receives it. */
export interface LintedFile {
  display: string;
  text: string;
  result: LintResult;
}

/** Counts from each result's own counts, which include the findings past lint's per-rule listing limit. */
export function totals(files: readonly LintedFile[]): Record<LintSeverity, number> & { fixable: number } {
  const sum = (pick: (f: LintedFile) => number): number => files.reduce((n, f) => n + pick(f), 0);
  return {
    error: sum((f) => f.result.counts.error),
    warning: sum((f) => f.result.counts.warning),
    info: sum((f) => f.result.counts.info),
    fixable: sum((f) => f.result.findings.filter((x) => x.fix).length),
  };
}

/** A finding as JSON reports carry it: positions, ids and message; the fix as a description only. */
export function findingJson(f: Finding): Record<string, unknown> {
  return {
    ruleId: f.ruleId,
    severity: f.severity,
    line: f.line,
    column: f.column,
    path: f.path,
    message: f.message,
    ...(f.fix ? { fix: f.fix.description } : {}),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summaryLine(files: readonly LintedFile[]): string {
  const t = totals(files);
  const problems = t.error + t.warning + t.info;
  const fixable = t.fixable > 0 ? `; ${t.fixable} fixable with --fix` : '';
  return `${plural(problems, 'problem')} (${plural(t.error, 'error')}, ${plural(t.warning, 'warning')}, ${t.info} info) in ${plural(files.length, 'file')}${fixable}`;
}
