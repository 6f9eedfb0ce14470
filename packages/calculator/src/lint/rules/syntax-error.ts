import { defineRule } from '../define-rule.js';
import type { LintContext } from '../types.js';

function unterminated(text: string, line: number): boolean {
  if (text === '' || text.endsWith('\n')) return false;
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return line === count;
}

/**
 * `[rocksdb_version=X` inside [Version]: RocksDB takes a line without its closing `]` as a statement (its key
 * `[rocksdb_version`), and [Version] ignores keys it does not know. Every judged release jar loads and opens such a
 * file (issue 23); in any other section the key is unknown and refused.
 */
function versionKeyLine(ctx: LintContext, line: number): boolean {
  const raw = ctx.text.split('\n')[line - 1] ?? '';
  if (!raw.trim().startsWith('[') || !raw.includes('=')) return false;
  return ctx.document.sections.filter((s) => s.header.line < line).at(-1)?.kind === 'Version';
}

export const syntaxErrorRule = defineRule('syntax-error', (ctx) =>
  ctx.syntaxErrors
    .filter((error) => !unterminated(ctx.text, error.line))
    .map((error) => ({
      messageId: 'syntax',
      path: '',
      line: error.line,
      column: error.column,
      ...(error.code === 'ini-entry-before-section'
        ? {
            message: `${error.message} ${ctx.profile.id} loads the file without it: the setting does not run.`,
            severity: 'warning' as const,
          }
        : versionKeyLine(ctx, error.line)
          ? {
              message: `${error.message} RocksDB reads this line as a key of [Version] that it ignores: the file loads, and the line does not count.`,
              severity: 'warning' as const,
            }
          : { message: `${error.message} RocksDB refuses the whole file: "[RocksDBOptionsParser Error] ... (at line ${error.line})".` }),
    })),
);
