import { CUCKOO_SECTION_BUILT, UNKNOWN_TABLE_SECTION_DROPPED, inRange } from '../../engines/data/behaviours-observed.js';
import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';

const FACTORIES = ['BlockBasedTable', 'PlainTable'];

export const unknownTableFactoryRule = defineRule('unknown-table-factory', (ctx) =>
  ctx.document.sections
    .filter(
      (s) =>
        s.kind === 'TableOptions' &&
        !FACTORIES.includes(s.factory ?? '') &&
        !(s.factory === 'CuckooTable' && inRange(ctx.profile, CUCKOO_SECTION_BUILT)),
    )
    .map((s) =>
      // A name with '=' is read as an options string and builds nothing, even where unknown sections are dropped.
      inRange(ctx.profile, UNKNOWN_TABLE_SECTION_DROPPED) && !(s.factory ?? '').includes('=')
        ? {
            ...atSection(
              s,
              'unknown',
              `Unknown table factory '${s.factory ?? ''}': ${ctx.profile.id} loads the file and drops this section with its options. Use TableOptions/BlockBasedTable.`,
            ),
            severity: 'warning' as const,
          }
        : atSection(
            s,
            'unknown',
            `Unknown table factory '${s.factory ?? ''}': ${ctx.profile.id} aborts or refuses to open the database ("Missing configurable object: table_factory"). Use TableOptions/BlockBasedTable.`,
          ),
    ),
);
