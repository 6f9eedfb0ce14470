// The file is judged by @rocktune/calculator's lint (docs/rules.md L-*) before any engine starts: its error and
// warning findings are the check's findings, and an error-level one stops check, load, run and the tuner tests.
import { type OptionsSection, lintOptionsText, parseOptionsIni } from '@rocktune/calculator';

import type { Dialect } from './engine-choice.js';
import { EngineError } from './errors.js';

export interface CheckFinding {
  /** The lint rule (docs/rules.md L-<ruleId>). */
  ruleId: string;
  /** Same as ruleId: the name this field had when the addon ran its own guards. */
  id: string;
  severity: 'error' | 'warning';
  message: string;
  /** 1-based. */
  line: number;
  column: number;
  /** The section the line is in: "CFOptions default", "DBOptions" ("" before the first header). */
  section: string;
  /** The option on that line, when the line sets one (a field of the earlier guard findings, kept for scripts). */
  key?: string;
  /** True for an error: the run never starts the engine on the file (the earlier guard findings' field, kept). */
  blocksEngine: boolean;
}

function sectionName(s: OptionsSection): string {
  return s.arg === undefined ? s.title : `${s.title} ${s.arg}`;
}

function sectionAt(sections: readonly OptionsSection[], line: number): string {
  const s = sections.filter((x) => x.header.line <= line).at(-1);
  return s ? sectionName(s) : '';
}

/** Lint as the run's loader reads the file: strict about unknown keys, in the file's dialect. */
export function lintFindings(text: string, dialect: Dialect): CheckFinding[] {
  const { findings } = lintOptionsText(text, { facts: { dialect }, loader: 'strict' });
  const { sections } = parseOptionsIni(text).document;
  const keyAt = (line: number): string | undefined => {
    const at = sections.flatMap((s) => s.lines).find((l) => l.line === line);
    return at?.kind === 'entry' ? at.key : undefined;
  };
  return findings.flatMap((f) => {
    if (f.severity === 'info') return [];
    const key = keyAt(f.line);
    const finding: CheckFinding = {
      ruleId: f.ruleId,
      id: f.ruleId,
      severity: f.severity,
      message: f.message,
      line: f.line,
      column: f.column,
      section: sectionAt(sections, f.line),
      blocksEngine: f.severity === 'error',
    };
    return [key === undefined ? finding : { ...finding, key }];
  });
}

export function firstError(findings: readonly CheckFinding[]): CheckFinding | undefined {
  return findings.find((f) => f.severity === 'error');
}

/** "line 10:3 [CFOptions default]: <message> (docs/rules.md L-misread-number)" */
export function describeFinding(f: CheckFinding): string {
  return `line ${f.line}:${f.column}${f.section ? ` [${f.section}]` : ''}: ${f.message} (docs/rules.md L-${f.ruleId})`;
}

/** The error a load, run or tuner test throws instead of starting the engine on a file lint refuses. */
export function lintRefusal(f: CheckFinding, lines: readonly string[]): EngineError {
  return new EngineError('ENGINE_LINT_REFUSED', `refused before the engine started: ${describeFinding(f)}`, {
    line: f.line,
    column: f.column,
    section: f.section,
    ruleId: f.ruleId,
    lineText: lines[f.line - 1]?.trim() ?? '',
  });
}
