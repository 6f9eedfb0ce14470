import { splitList } from '../../options-ini/index.js';
import { defineRule } from '../define-rule.js';
import { fix, replaceValueEdit } from '../edits.js';
import { atValue } from '../report.js';
import { knownEntries } from '../walk.js';

export const emptyListItemRule = defineRule('empty-list-item', (ctx) =>
  knownEntries(ctx)
    .filter(({ option, entry }) => option.type === 'list' && splitList(entry.rawValue).includes(''))
    .map(({ scope, entry }) => {
      const cleaned = splitList(entry.rawValue)
        .filter((item) => item !== '')
        .join(':');
      return atValue(
        scope,
        entry,
        'empty',
        `${entry.key}=${entry.value} has an empty item: RocksDB refuses the file ("Error parsing ${entry.key}").`,
        {
          fix: fix(`set ${entry.key}=${cleaned}`, replaceValueEdit(ctx, entry, cleaned)),
        },
      );
    }),
);
