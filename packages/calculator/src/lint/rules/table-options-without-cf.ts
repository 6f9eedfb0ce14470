import { defineRule } from '../define-rule.js';
import { atSection } from '../report.js';
import type { Report } from '../types.js';

export const tableOptionsWithoutCfRule = defineRule('table-options-without-cf', (ctx) => {
  const declared = new Set<string>();
  const out: Report[] = [];
  for (const section of ctx.document.sections) {
    if (section.kind === 'CFOptions') declared.add(section.arg ?? '');
    if (section.kind === 'TableOptions' && !declared.has(section.arg ?? '')) {
      out.push(
        atSection(
          section,
          'orphan',
          `[${section.title} "${section.arg ?? ''}"] comes before (or without) its [CFOptions "${section.arg ?? ''}"]: RocksDB refuses the file ("Does not find a matched column family name").`,
        ),
      );
    }
  }
  return out;
});
