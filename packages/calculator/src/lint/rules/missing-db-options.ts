import { defineRule } from '../define-rule.js';

export const missingDbOptionsRule = defineRule('missing-db-options', (ctx) => {
  if (ctx.db || ctx.document.sections.length === 0) return [];
  return [
    {
      messageId: 'missing',
      message: 'No [DBOptions] section: RocksDB refuses the file ("A RocksDB Option file must have a single DBOptions section").',
      path: 'DBOptions',
      line: 1,
      column: 1,
    },
  ];
});
