import { fix } from '../edits.js';
import type { LintContext, Report, Rule } from '../types.js';
import { docsUrl } from '../walk.js';

/** The statement on the last line when it has no terminator; undefined when nothing is lost. */
function unterminatedStatement(ctx: LintContext): { line: number; column: number; what: string } | undefined {
  const sections = ctx.document.sections;
  const last = sections.at(-1);
  const body = last ? last.lines.at(-1) : ctx.document.preamble.at(-1);
  if (last && (last.lines.length === 0 || body === undefined)) {
    const header = last.header;
    return header.eol === '' ? { line: header.line, column: header.column, what: `section header [${last.title}${last.arg === undefined ? '' : ` "${last.arg}"`}] is dropped, so the section does not exist for the engine` } : undefined;
  }
  if (!body || body.eol !== '' || body.kind === 'blank' || body.kind === 'comment') return undefined;
  if (body.kind === 'entry') {
    const scope = ctx.scopes.find((s) => s.section === last);
    const known = scope ? ctx.option(scope, body.key) : undefined;
    const runs = scope?.first.get(body.key) === body ? (known ? ` and runs the default${known.default === '' ? '' : ` (${known.default})`}` : ' and runs without it') : '';
    return { line: body.line, column: body.keyColumn, what: `${body.key}=${body.value} is never read${runs}` };
  }
  return { line: body.line, column: 1, what: `the line '${body.raw.trim()}' is never read` };
}

export const missingFinalNewlineRule: Rule = {
  meta: {
    id: 'missing-final-newline',
    severity: 'error',
    description:
      'The last line has no final newline. RocksDB reads only terminated lines, so it silently drops that statement: a file ending in `level0_stop_writes_trigger=5` runs with 36.',
    docsUrl: docsUrl('missing-final-newline'),
    fixable: true,
    messages: { dropped: 'RocksDB never reads the unterminated last line.' },
  },
  check(ctx): Report[] {
    const lost = unterminatedStatement(ctx);
    if (!lost) return [];
    const end = ctx.text.length;
    return [
      {
        messageId: 'dropped',
        message: `No newline at the end of the file: RocksDB ignores an unterminated last line, so ${lost.what}. End the file with a newline.`,
        path: '',
        line: lost.line,
        column: lost.column,
        fix: fix('add the final newline', { start: end, end, text: ctx.text.includes('\r\n') ? '\r\n' : '\n' }),
      },
    ];
  },
};
