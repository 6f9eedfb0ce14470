import {
  CUCKOO_SECTION_BUILT,
  LATER_TABLE_SECTION_WINS,
  UNKNOWN_TABLE_SECTION_DROPPED,
  inRange,
} from '../../engines/data/behaviours-observed.js';
import type { OptionsSection } from '../../options-ini/index.js';
import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';
import type { LintContext, Report } from '../types.js';

const FACTORIES = ['BlockBasedTable', 'PlainTable'];

function builds(ctx: LintContext, s: OptionsSection): boolean {
  return FACTORIES.includes(s.factory ?? '') || (s.factory === 'CuckooTable' && inRange(ctx.profile, CUCKOO_SECTION_BUILT));
}

/** A later section of the same column family the engine builds: it replaces this one (LATER_TABLE_SECTION_WINS). */
function replacedBy(ctx: LintContext, s: OptionsSection): OptionsSection | undefined {
  if (!inRange(ctx.profile, LATER_TABLE_SECTION_WINS)) return undefined;
  const sections = ctx.document.sections;
  return sections.slice(sections.indexOf(s) + 1).find((t) => t.kind === 'TableOptions' && t.arg === s.arg && builds(ctx, t));
}

function report(ctx: LintContext, s: OptionsSection): Report {
  const head = `Unknown table factory '${s.factory ?? ''}': ${ctx.profile.id}`;
  const later = replacedBy(ctx, s);
  // Observed on the jars of 5.18 to 11.1 (five releases, c5551cc): [TableOptions/Foo] before [TableOptions/BlockBasedTable] opens.
  if (later)
    return {
      ...atSection(
        s,
        'unknown',
        `${head} loads the file and drops this section with its options: the later [${later.title} "${later.arg ?? ''}"] replaces it.`,
      ),
      severity: 'warning',
    };
  // A name with '=' is read as an options string and builds nothing, even where unknown sections are dropped.
  if (inRange(ctx.profile, UNKNOWN_TABLE_SECTION_DROPPED) && !(s.factory ?? '').includes('='))
    return {
      ...atSection(s, 'unknown', `${head} loads the file and drops this section with its options. Use TableOptions/BlockBasedTable.`),
      severity: 'warning',
    };
  return atSection(
    s,
    'unknown',
    `${head} aborts or refuses to open the database ("Missing configurable object: table_factory"). Use TableOptions/BlockBasedTable.`,
  );
}

export const unknownTableFactoryRule = defineRule('unknown-table-factory', (ctx) =>
  ctx.document.sections.filter((s) => s.kind === 'TableOptions' && !builds(ctx, s)).map((s) => report(ctx, s)),
);
