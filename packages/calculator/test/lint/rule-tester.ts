import { describe, expect, it } from 'vitest';
import { createContext } from '../../src/lint/context.js';
import { applyFixes } from '../../src/lint/edits.js';
import type { LintFacts } from '../../src/lint/facts.js';
import type { LintSeverity, LoaderMode, Report, Rule } from '../../src/lint/types.js';

export interface ValidCase {
  name: string;
  text: string;
  facts?: LintFacts;
  /** Engine profile to judge by instead of the file's [Version] (--target). */
  target?: string;
  loader?: LoaderMode;
}

export interface ExpectedReport {
  messageId: string;
  /** The reported line with `^` where the report points, leading blanks dropped: `max_open_files=^5`. */
  at?: string;
  severity?: LintSeverity;
  /** A fragment the message must contain. */
  message?: string;
}

export interface InvalidCase extends ValidCase {
  errors: ExpectedReport[];
  /** Text after applying this rule's fixes; omit when the rule offers none for the case. */
  output?: string;
}

/** The line a report points at, `^` at its column: an assertion on content that survives edits above it. */
function pointedAt(text: string, r: Report): string {
  const line = text.split('\n')[r.line - 1] ?? '';
  return `${line.slice(0, r.column - 1)}^${line.slice(r.column - 1)}`.trimStart();
}

function run(rule: Rule, c: ValidCase): Report[] {
  return [...rule.check(createContext(c.text, c.facts ?? {}, { target: c.target, loader: c.loader }))];
}

/** ESLint's RuleTester, reduced: valid cases report nothing; invalid ones report exactly `errors`, fixed into `output`. */
export function ruleTester(rule: Rule, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  describe(rule.meta.id, () => {
    it.each(cases.valid.map((c) => [c.name, c] as const))('valid: %s', (_name, c) => {
      expect(run(rule, c)).toEqual([]);
    });
    it.each(cases.invalid.map((c) => [c.name, c] as const))('invalid: %s', (_name, c) => {
      const reports = run(rule, c);
      expect(reports.map((r) => r.messageId)).toEqual(c.errors.map((e) => e.messageId));
      c.errors.forEach((e, i) => {
        const r = reports[i] as Report;
        if (e.at !== undefined) expect(pointedAt(c.text, r)).toBe(e.at);
        if (e.severity !== undefined) expect(r.severity ?? rule.meta.severity).toBe(e.severity);
        if (e.message !== undefined) expect(r.message).toContain(e.message);
      });
      const fixes = reports.flatMap((r) => (r.fix ? [r.fix] : []));
      if (c.output === undefined) expect(fixes).toEqual([]);
      else expect(applyFixes(c.text, fixes).text).toBe(c.output);
    });
  });
}

export interface FileParts {
  version?: string | false;
  db?: string[];
  cf?: string[];
  table?: string[];
  /** Appended verbatim (more sections). */
  extra?: string;
}

/**
 * A minimal valid OPTIONS file; lines are numbered predictably:
 * 1 [Version], 2 rocksdb_version, 3 blank, 4 [DBOptions], then db lines, blank, [CFOptions "default"], ...
 */
export function optionsFile(parts: FileParts = {}): string {
  const lines: string[] = [];
  if (parts.version !== false) lines.push('[Version]', `  rocksdb_version=${parts.version ?? '7.8.3'}`, '');
  lines.push('[DBOptions]', ...(parts.db ?? []).map((l) => `  ${l}`), '');
  lines.push('[CFOptions "default"]', ...(parts.cf ?? []).map((l) => `  ${l}`), '');
  lines.push('[TableOptions/BlockBasedTable "default"]', ...(parts.table ?? []).map((l) => `  ${l}`));
  return `${lines.join('\n')}\n${parts.extra ?? ''}`;
}

/** 1-based line of the first line containing `needle`. */
export function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((l) => l.includes(needle)) + 1;
}
