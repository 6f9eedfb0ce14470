import { defineRule } from '../define-rule.js';
import { fix } from '../edits.js';
import type { LintContext, Report } from '../types.js';

/** The statement on the last line when it has no terminator; undefined when nothing is lost. */
function unterminatedStatement(ctx: LintContext): { line: number; column: number; what: string } | undefined {
  const sections = ctx.document.sections;
  const last = sections.at(-1);
  const body = last ? last.lines.at(-1) : ctx.document.preamble.at(-1);
  if (last && (last.lines.length === 0 || body === undefined)) {
    const header = last.header;
    return header.eol === ''
      ? {
          line: header.line,
          column: header.column,
          what: `section header [${last.title}${last.arg === undefined ? '' : ` "${last.arg}"`}] is dropped, so the section does not exist for the engine`,
        }
      : undefined;
  }
  if (!body || body.eol !== '' || body.kind === 'blank' || body.kind === 'comment') return undefined;
  if (body.kind === 'entry') {
    const scope = ctx.scopes.find((s) => s.section === last);
    const known = scope ? ctx.option(scope, body.key) : undefined;
    const runs =
      scope?.first.get(body.key) === body
        ? known
          ? ` and runs the default${known.default === '' ? '' : ` (${known.default})`}`
          : ' and runs without it'
        : '';
    return { line: body.line, column: body.keyColumn, what: `${body.key}=${body.value} is never read${runs}` };
  }
  return { line: body.line, column: 1, what: `the line '${body.raw.trim()}' is never read` };
}

/** The reader the profile flags (unterminatedReadLoop) never returns: no final line break, and none in the last read. */
function readerLoops(ctx: LintContext): boolean {
  const chunk = ctx.profile.unterminatedReadLoop;
  if (chunk === undefined || ctx.text === '' || ctx.text.endsWith('\n')) return false;
  const size = utf8Length(ctx.text);
  if (size % chunk === 0) return false;
  // Bytes up to and including the last line break: it lies before the last chunk the reader takes.
  return utf8Length(ctx.text.slice(0, ctx.text.lastIndexOf('\n') + 1)) <= size - (size % chunk);
}

/** Bytes of `text` in UTF-8: 1 below U+0080, 2 below U+0800, 3 in the rest of the BMP, 4 beyond it. */
function utf8Length(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : ch.length === 1 ? 3 : 4;
  }
  return n;
}

export const missingFinalNewlineRule = defineRule('missing-final-newline', (ctx): Report[] => {
  const end = ctx.text.length;
  const newline = fix('add the final newline', { start: end, end, text: ctx.text.includes('\r\n') ? '\r\n' : '\n' });
  if (readerLoops(ctx)) {
    const line = ctx.text.split('\n').length;
    const message = `No newline at the end of the file, and none in the last ${ctx.profile.unterminatedReadLoop} bytes the reader takes: ${ctx.profile.id}'s OPTIONS reader never returns from such a file (it appends the same bytes forever, growing in memory until the process is killed). End the file with a newline.`;
    return [{ messageId: 'loops', message, path: '', line, column: 1, fix: newline }];
  }
  const lost = unterminatedStatement(ctx);
  if (!lost) return [];
  return [
    {
      messageId: 'dropped',
      message: `No newline at the end of the file: RocksDB ignores an unterminated last line, so ${lost.what}. End the file with a newline.`,
      path: '',
      line: lost.line,
      column: lost.column,
      fix: newline,
    },
  ];
});
