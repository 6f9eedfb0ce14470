import { sectionTitle } from '../../options-ini/index.js';
import { atSection } from '../report.js';
import type { Report, Rule } from '../types.js';
import { docsUrl } from '../walk.js';

export const duplicateSectionRule: Rule = {
  meta: {
    id: 'duplicate-section',
    severity: 'error',
    description: 'A second [Version] or [DBOptions], or two sections for the same column family: RocksDB refuses the file.',
    docsUrl: docsUrl('duplicate-section'),
    fixable: false,
    messages: { duplicate: 'The same section appears twice.' },
  },
  check(ctx) {
    const seen = new Map<string, number>();
    const out: Report[] = [];
    for (const section of ctx.document.sections) {
      if (section.kind === 'unknown') continue;
      const title = sectionTitle(section);
      const earlier = seen.get(title);
      if (earlier === undefined) seen.set(title, section.header.line);
      else out.push(atSection(section, 'duplicate', `[${title}] again (first at line ${earlier}): RocksDB refuses a file with duplicate sections.`));
    }
    return out;
  },
};
