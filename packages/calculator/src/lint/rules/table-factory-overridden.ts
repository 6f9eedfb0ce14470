import { TABLE_FACTORIES, tableFactoryName, tableSectionOf } from '../../engines/table-factory.js';
import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';
import type { Report } from '../types.js';

export const tableFactoryOverriddenRule = defineRule('table-factory-overridden', (ctx) => {
  const out: Report[] = [];
  for (const family of ctx.columnFamilies) {
    const entry = family.cf.first.get('table_factory');
    if (!entry) continue;
    const stated = tableFactoryName(entry.value);
    // The last table section of the family is the one the loader applies last.
    const section = tableSectionOf(ctx.document, family.name);
    if (!section?.factory || !TABLE_FACTORIES.has(stated) || !TABLE_FACTORIES.has(section.factory) || stated === section.factory) continue;
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
});
