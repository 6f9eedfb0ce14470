import { deleteLineEdit, fix } from '../edits.js';
import { atKey } from '../report.js';
import type { Rule } from '../types.js';
import { docsUrl, knownEntries } from '../walk.js';

export const deprecatedOptionRule: Rule = {
  meta: {
    id: 'deprecated-option',
    severity: 'warning',
    description: 'A deprecated or removed option that RocksDB 7.8.3 still accepts and ignores: the setting has no effect.',
    docsUrl: docsUrl('deprecated-option'),
    fixable: true,
    messages: { deprecated: 'Accepted and ignored.' },
  },
  check: (ctx) =>
    knownEntries(ctx)
      .filter(({ option }) => option.deprecated !== undefined)
      .map(({ scope, entry, option }) =>
        atKey(scope, entry, 'deprecated', `${entry.key} has no effect: ${option.deprecated}.`, { fix: fix(`delete line ${entry.line}`, deleteLineEdit(ctx, entry.line)) }),
      ),
};
