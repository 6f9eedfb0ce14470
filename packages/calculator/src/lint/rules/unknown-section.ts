import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';

const KNOWN = 'Version, DBOptions, CFOptions "name", TableOptions/BlockBasedTable "name"';

export const unknownSectionRule = defineRule('unknown-section', (ctx) =>
  ctx.document.sections
    .filter((s) => s.kind === 'unknown' && s.title !== '')
    .map((s) =>
      atSection(s, 'unknown', `Unknown section [${s.title}]: RocksDB fails to load the file ("Unknown section"). Known: ${KNOWN}.`),
    ),
);
