import { atValue } from '../report.js';
import type { Report, Rule } from '../types.js';
import { docsUrl } from '../walk.js';

/** The table factories the engines build by name (their loaders replace table_factory with the section's the same way). */
const FACTORIES = new Set(['BlockBasedTable', 'PlainTable', 'CuckooTable']);

/** The factory a `table_factory` value names: `PlainTable` or `{id=PlainTable;...}`. */
function factoryName(value: string): string {
  const id = /^\{\s*id\s*=\s*([^;}]*)/.exec(value.trim());
  return (id ? (id[1] as string) : value).trim();
}

export const tableFactoryOverriddenRule: Rule = {
  meta: {
    id: 'table-factory-overridden',
    severity: 'warning',
    description:
      'A column family whose `table_factory` names one factory while its [TableOptions/<Factory>] section names another: the loader builds the table factory from the section and drops the CFOptions value silently (table_factory=PlainTable beside [TableOptions/BlockBasedTable] runs BlockBasedTable).',
    docsUrl: docsUrl('table-factory-overridden'),
    fixable: false,
    messages: { overridden: 'The [TableOptions/...] section replaces this table factory.' },
  },
  check(ctx) {
    const out: Report[] = [];
    for (const family of ctx.columnFamilies) {
      const entry = family.cf.first.get('table_factory');
      if (!entry) continue;
      const stated = factoryName(entry.value);
      // The last table section of the family is the one the loader applies last.
      const section = ctx.document.sections.filter((s) => s.kind === 'TableOptions' && (s.arg ?? '') === family.name).at(-1);
      if (!section?.factory || !FACTORIES.has(stated) || !FACTORIES.has(section.factory) || stated === section.factory) continue;
      out.push(
        atValue(
          family.cf,
          entry,
          'overridden',
          `table_factory=${entry.value} is silently replaced: the [${section.title} "${family.name}"] section at line ${section.header.line} makes the engine build a ${section.factory} table factory instead. Write the table options under [TableOptions/${stated} "${family.name}"], or drop the table_factory line.`,
        ),
      );
    }
    return out;
  },
};
