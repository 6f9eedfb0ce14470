import { sectionTitle } from '../../options-ini/index.js';
import { LATER_TABLE_SECTION_WINS, inRange } from '../../engines/data/behaviours-observed.js';
import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';
import type { Report } from '../types.js';

export const duplicateSectionRule = defineRule('duplicate-section', (ctx) => {
  const seen = new Map<string, number>();
  const out: Report[] = [];
  for (const section of ctx.document.sections) {
    if (section.kind === 'unknown') continue;
    const title = sectionTitle(section);
    const earlier = seen.get(title);
    if (earlier === undefined) seen.set(title, section.header.line);
    else if (section.kind === 'TableOptions' && inRange(ctx.profile, LATER_TABLE_SECTION_WINS)) {
      out.push({
        ...atSection(
          section,
          'laterWins',
          `[${title}] again (first at line ${earlier}): ${ctx.profile.id} loads the file and builds the table factory from this later section only; the options of the first one are dropped. Merge them into one section.`,
        ),
        severity: 'warning',
      });
    } else
      out.push(
        atSection(section, 'duplicate', `[${title}] again (first at line ${earlier}): RocksDB refuses a file with duplicate sections.`),
      );
  }
  return out;
});
