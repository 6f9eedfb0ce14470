import { CUCKOO_SECTION_BUILT, UNKNOWN_TABLE_SECTION_DROPPED, inRange } from '../../engines/data/behaviours-observed.js';
import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';

const FACTORIES = ['BlockBasedTable', 'PlainTable'];

export const unknownTableFactoryRule = defineRule({
  id: 'unknown-table-factory',
  severity: 'error',
  description:
    'A [TableOptions/<Factory>] section with a factory other than BlockBasedTable or PlainTable (or CuckooTable, which RocksDB builds from 6.14 on). RocksDB aborts (up to 6.13) or refuses to open the database (6.14, 7.4 and later); 6.15 to 7.3 drop the section (a warning).',
  messages: { unknown: 'Unknown table factory: the engine loads a null table factory.' },
  check: (ctx) =>
    ctx.document.sections
      .filter(
        (s) =>
          s.kind === 'TableOptions' &&
          !FACTORIES.includes(s.factory ?? '') &&
          !(s.factory === 'CuckooTable' && inRange(ctx.profile, CUCKOO_SECTION_BUILT)),
      )
      .map((s) =>
        inRange(ctx.profile, UNKNOWN_TABLE_SECTION_DROPPED)
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
});
