import { escapeValue, type EntryLine } from '../options-ini/index.js';
import type { Fix, LintContext, Scope, TextEdit } from './types.js';

/** Replaces an entry's value as written (comment and spacing kept). */
export function replaceValueEdit(ctx: LintContext, entry: EntryLine, value: string): TextEdit {
  const start = ctx.offset(entry.line, entry.valueColumn);
  return { start, end: start + entry.rawValue.length, text: escapeValue(value) };
}

/** Removes a whole line, terminator included. */
export function deleteLineEdit(ctx: LintContext, line: number): TextEdit {
  const [start, end] = ctx.lineSpan(line);
  return { start, end, text: '' };
}

/** Sets `name=value` in a scope: rewrites the entry RocksDB uses, or adds a line after the section's last entry. */
export function setOptionEdit(ctx: LintContext, scope: Scope, name: string, value: string): TextEdit {
  const existing = scope.first.get(name);
  if (existing) return replaceValueEdit(ctx, existing, value);
  const last = scope.entries.at(-1);
  const indent = last ? last.raw.slice(0, last.keyColumn - 1) : '  ';
  const after = last ?? scope.section.header;
  const [, end] = ctx.lineSpan(after.line);
  const eol = after.eol === '' ? '\n' : after.eol;
  const line = `${indent}${name}=${escapeValue(value)}`;
  return after.eol === '' ? { start: end, end, text: `${eol}${line}` } : { start: end, end, text: `${line}${eol}` };
}

export function fix(description: string, ...edits: TextEdit[]): Fix {
  return { description, edits };
}

/** Applies every fix whose edits do not overlap an earlier one; returns the new text and how many were applied. */
export function applyFixes(text: string, fixes: readonly Fix[]): { text: string; applied: number } {
  const taken: TextEdit[] = [];
  let applied = 0;
  for (const f of fixes) {
    const overlaps = f.edits.some(
      (e) => taken.some((t) => e.start < t.end && t.start < e.end) || taken.some((t) => e.start === e.end && t.start === e.start),
    );
    if (overlaps) continue;
    taken.push(...f.edits);
    applied++;
  }
  taken.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of taken) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return { text: out, applied };
}
