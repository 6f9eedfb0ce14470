import { defineRule } from '../define-rule.js';

export const emptyFileRule = defineRule({
  id: 'empty-file',
  severity: 'error',
  description:
    'A file with no section at all: empty, blank, or only comments (often a truncated or failed output). RocksDB refuses it ("A RocksDB Option file must have a single DBOptions section"); it is never "0 problems".',
  messages: { empty: 'No sections: RocksDB refuses the file.' },
  check(ctx) {
    if (ctx.document.sections.length > 0) return [];
    const what = ctx.text.trim() === '' ? 'is empty' : 'has no section, only comments or blank lines';
    return [
      {
        messageId: 'empty',
        message: `The file ${what} (a truncated output?): RocksDB refuses it ("Corruption: A RocksDB Option file must have a single DBOptions section").`,
        path: '',
        line: 1,
        column: 1,
      },
    ];
  },
});
