import { dbCheck } from '../db-check.js';
import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';

export const defaultCfFirstRule = defineRule({
  id: 'default-cf-first',
  severity: 'error',
  description: 'The first [CFOptions] must be "default", and "default" is required; otherwise RocksDB refuses the file.',
  messages: { missing: 'No [CFOptions "default"].', notFirst: 'The first column family is not "default".' },
  check: dbCheck((ctx, db) => {
    const first = ctx.columnFamilies[0];
    if (!first) {
      return [
        atSection(
          db.section,
          'missing',
          'No [CFOptions "default"] section: RocksDB requires the default column family in every OPTIONS file.',
          'CFOptions.default',
        ),
      ];
    }
    if (first.name === 'default') return [];
    return [
      atSection(
        first.cf.section,
        'notFirst',
        `The first [CFOptions] is "${first.name}": RocksDB requires [CFOptions "default"] to come first and refuses the file.`,
      ),
    ];
  }),
});
