import { componentNamesFor } from '../../engines/data/components-observed.js';
import { HISTORY_LINES } from '../../engines/data/history.js';
import { keyHistory } from '../../engines/known-names.js';
import { defineRule } from '../define-rule.js';
import { deleteLineEdit, fix } from '../edits.js';
import { atKey } from '../report.js';
import type { LintContext } from '../types.js';
import { knownEntries } from '../walk.js';

/** An alias the release applies to a component (memtable for memtable_factory): it has an effect. */
function appliedAlias(ctx: LintContext, key: string): boolean {
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
