import { atSection } from '../report.js';
import type { Rule } from '../types.js';
import { docsUrl } from '../walk.js';

export const defaultCfFirstRule: Rule = {
  meta: {
    id: 'default-cf-first',
    severity: 'error',
    description: 'The first [CFOptions] must be "default", and "default" is required; otherwise RocksDB refuses the file.',
    docsUrl: docsUrl('default-cf-first'),
    fixable: false,
    messages: { missing: 'No [CFOptions "default"].', notFirst: 'The first column family is not "default".' },
  },
  check(ctx) {
    if (!ctx.db) return [];
    const first = ctx.columnFamilies[0];
    if (!first) {
      return [
        atSection(
          ctx.db.section,
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
  },
};
