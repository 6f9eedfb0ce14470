import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';

const KNOWN = 'Version, DBOptions, CFOptions "name", TableOptions/BlockBasedTable "name"';

export const unknownSectionRule = defineRule({
  id: 'unknown-section',
  severity: 'error',
  description: 'A section title RocksDB does not know: it refuses the file with "Unknown section".',
  messages: { unknown: 'Unknown section title.' },
  check: (ctx) =>
    ctx.document.sections
      .filter((s) => s.kind === 'unknown' && s.title !== '')
      .map((s) =>
        atSection(s, 'unknown', `Unknown section [${s.title}]: RocksDB fails to load the file ("Unknown section"). Known: ${KNOWN}.`),
      ),
});
