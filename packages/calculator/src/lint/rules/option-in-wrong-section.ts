import { defineRule } from '../define-rule.js';
import { atKey } from '../report.js';
import { entriesUnknownInSection } from '../walk.js';

export const optionInWrongSectionRule = defineRule('option-in-wrong-section', (ctx) => {
  return entriesUnknownInSection(ctx).flatMap(({ scope, entry, section }) => {
    const home = ctx.profile.sectionsOf(entry.key);
    if (home.length === 0) return [];
    return [
      atKey(
        scope,
        entry,
        'misplaced',
        `${entry.key} belongs in [${home.join('] or [')}], not [${section}]: RocksDB refuses the file ("Could not find option: : ${entry.key}"). Move the line.`,
      ),
    ];
  });
});
