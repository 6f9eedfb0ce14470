import type { Rule } from '../types.js';
import { docsUrl } from '../walk.js';

export const syntaxErrorRule: Rule = {
  meta: {
    id: 'syntax-error',
    severity: 'error',
    description: 'A line RocksDB cannot parse: no `=`, empty name, broken section header, or a statement before the first section.',
    docsUrl: docsUrl('syntax-error'),
    fixable: false,
    messages: { syntax: 'RocksDB rejects the file at this line (or ignores a statement before any section).' },
  },
  check: (ctx) =>
    ctx.syntaxErrors.map((error) => ({
      messageId: 'syntax',
      message:
        error.code === 'ini-entry-before-section'
          ? error.message
          : `${error.message} RocksDB refuses the whole file: "[RocksDBOptionsParser Error] ... (at line ${error.line})".`,
      path: '',
      line: error.line,
      column: error.column,
    })),
};
