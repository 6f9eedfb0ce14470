import { defineRule } from '../define-rule.js';

export const emptyFileRule = defineRule('empty-file', (ctx) => {
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
});
