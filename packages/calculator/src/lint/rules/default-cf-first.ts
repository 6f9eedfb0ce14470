import { dbCheck } from '../db-check.js';
import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';

export const defaultCfFirstRule = defineRule(
  'default-cf-first',
  dbCheck((ctx, db) => {
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
);
