import { GENERATED_FORMATS, type GeneratedFormatId, type Recommendation } from '@rocktune/calculator';
import { renderTable } from './table.js';

/** `explain --format F`: how each option is written in that format, what it does there, or why it is not there. */
export function renderPlacements(rec: Recommendation, format: GeneratedFormatId, stores = 1): string {
  const { title, placements } = GENERATED_FORMATS[format];
  const all = placements(rec, stores);
  const table = renderTable(
    ['option', `written as (${format})`, 'value'],
    all.filter((p) => p.as !== undefined).map((p) => [p.option.name, p.as ?? '', p.value ?? '']),
  );
  const remarks = [
    ...all.filter((p) => p.note !== undefined).map((p) => `  ${p.option.name}: ${p.note}`),
    ...all.filter((p) => p.notExpressed !== undefined).map((p) => `  ${p.option.name}: not expressible: ${p.notExpressed}`),
  ];
  return [`In ${title}`, table, ...(remarks.length > 0 ? ['Differences from the OPTIONS file', ...remarks, ''] : [])].join('\n');
}
