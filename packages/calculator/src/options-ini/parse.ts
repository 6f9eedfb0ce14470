import { unescapeOptionString } from './escape.js';
import { syntaxError } from './errors.js';
import { classifySection, splitHeader } from './sections.js';
import { findCommentStart, splitLines, trimSpan, type RawLine } from './text-scan.js';
import type { BodyLine, IniComment, IniSyntaxError, OptionsSection, ParseResult, SectionHeaderLine } from './types.js';

type SectionStart = Omit<OptionsSection, 'lines'>;
type ClassifiedLine = { body: BodyLine; error?: IniSyntaxError } | { section: SectionStart; error?: IniSyntaxError };

/**
 * Parses OPTIONS text the way RocksDB's options/options_parser.cc does but never
 * stops: every syntax error is collected, and every line is kept so that
 * `writeOptionsIni(document) === text` for any input.
 */
export function parseOptionsIni(text: string): ParseResult {
  const preamble: BodyLine[] = [];
  const sections: Array<SectionStart & { lines: BodyLine[] }> = [];
  const errors: IniSyntaxError[] = [];

  splitLines(text).forEach((rawLine, index) => {
    const classified = classifyLine(rawLine, index + 1);
    if (classified.error) errors.push(classified.error);
    if ('section' in classified) {
      const { kind, title, arg, factory, header } = classified.section;
      sections.push({ kind, title, arg, factory, header, lines: [] });
      return;
    }
    const current = sections.at(-1);
    if (current) {
      current.lines.push(classified.body);
      return;
    }
    preamble.push(classified.body);
    if (classified.body.kind === 'entry') {
      errors.push(syntaxError('ini-entry-before-section', classified.body.line, classified.body.keyColumn));
    }
  });
  return { document: { preamble, sections }, errors };
}

// Lines are built as whole object literals: a spread (`{ ...base, kind }`) costs ~30 µs per line on Node 20 (a new
// hidden class each time), which made 64 MiB of short lines take minutes and gigabytes (issue 36).
function classifyLine({ raw, eol }: RawLine, line: number): ClassifiedLine {
  const commentAt = findCommentStart(raw);
  const comment: IniComment | undefined = commentAt === -1 ? undefined : { text: raw.slice(commentAt + 1), column: commentAt + 1 };
  const [start, end] = trimSpan(raw, 0, commentAt === -1 ? raw.length : commentAt);

  if (start === end) {
    return { body: comment ? { line, raw, eol, kind: 'comment', comment } : { line, raw, eol, kind: 'blank' } };
  }
  const eq = raw.indexOf('=', start);
  if (raw[start] === '[') {
    const header = end - start >= 2 && raw[end - 1] === ']';
    if (header) {
      const headerLine: SectionHeaderLine = { line, raw, eol, kind: 'header', column: start + 1, comment };
      return classifyHeader(headerLine, raw.slice(start + 1, end - 1), start + 1);
    }
    // RocksDB reads `[DBOptions` as a statement and fails on the missing '=': naming the real mistake is more useful.
    // With an '=' it is a statement RocksDB reads (`[Version]_ rocksdb_version=...`: the release jars load and open it).
    if (eq === -1 || eq >= end) return invalid({ line, raw, eol }, 'ini-unterminated-section', start);
  }
  if (eq === -1 || eq >= end) return invalid({ line, raw, eol }, 'ini-missing-equals', start);
  const [keyStart, keyEnd] = trimSpan(raw, start, eq);
  if (keyStart === keyEnd) return invalid({ line, raw, eol }, 'ini-empty-key', start);
  const [valueStart, valueEnd] = trimSpan(raw, eq + 1, end);
  const rawValue = raw.slice(valueStart, valueEnd);
  return {
    body: {
      line,
      raw,
      eol,
      kind: 'entry',
      key: raw.slice(keyStart, keyEnd),
      keyColumn: keyStart + 1,
      rawValue,
      value: rawValue.includes('\\') ? unescapeOptionString(rawValue) : rawValue,
      valueColumn: rawValue === '' ? eq + 2 : valueStart + 1,
      comment,
    },
  };
}

function classifyHeader(header: SectionHeaderLine, inner: string, innerOffset: number): ClassifiedLine {
  const { title, arg, loneQuoteAt } = splitHeader(inner);
  const { kind, factory } = classifySection(title);
  const section: SectionStart = { kind, factory, title, arg, header };
  if (loneQuoteAt !== -1) {
    return { section, error: syntaxError('ini-unterminated-quote', header.line, innerOffset + loneQuoteAt + 1) };
  }
  if (title === '') return { section, error: syntaxError('ini-empty-section-title', header.line, header.column) };
  return { section };
}

function invalid(base: { line: number; raw: string; eol: BodyLine['eol'] }, code: IniSyntaxError['code'], offset: number): ClassifiedLine {
  const body: BodyLine = { line: base.line, raw: base.raw, eol: base.eol, kind: 'invalid', errorCode: code };
  return { body, error: syntaxError(code, base.line, offset + 1) };
}
