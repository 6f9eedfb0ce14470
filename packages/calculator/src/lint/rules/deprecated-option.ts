import { TABLE_FACTORY_ALIASES_APPLIED, inRange } from '../../engines/data/behaviours-observed.js';
import { componentNamesFor } from '../../engines/data/components-observed.js';
import { TABLE_FACTORY_ALIASES } from '../table-factory-alias.js';
import { HISTORY_LINES } from '../../engines/data/history.js';
import { keyHistory } from '../../engines/known-names.js';
import { defineRule } from '../define-rule.js';
import { deleteLineEdit, fix } from '../edits.js';
import { atKey } from '../report.js';
import type { LintContext } from '../types.js';
import { knownEntries } from '../walk.js';

/** An alias the release applies (memtable for memtable_factory, the table factory aliases): it has an effect. */
function appliedAlias(ctx: LintContext, key: string): boolean {
  if (key in TABLE_FACTORY_ALIASES && inRange(ctx.profile, TABLE_FACTORY_ALIASES_APPLIED)) return true;
  return componentNamesFor(ctx.profile).components.some((c) => c.aliases?.includes(key));
}

export const deprecatedOptionRule = defineRule('deprecated-option', (ctx) =>
  knownEntries(ctx)
    .filter(({ option, entry }) => option.deprecated !== undefined && !appliedAlias(ctx, entry.key))
    .map(({ scope, entry, option }) => {
      const since = scope.profileSection ? keyHistory(scope.profileSection, entry.key)?.deprecated : undefined;
      const when = since ? ` (deprecated since RocksDB ${since}${since === HISTORY_LINES[0] ? ' or earlier' : ''})` : '';
      return atKey(
        scope,
        entry,
        'deprecated',
        `${entry.key} has no effect${when}: ${ctx.profile.id} accepts and ignores it${option.deprecated ? `; ${option.deprecated}` : ''}.`,
        { fix: fix(`delete line ${entry.line}`, deleteLineEdit(ctx, entry.line)) },
      );
    }),
);
