import { formatBytes, formatInteger, type Recommendation } from '@rocktune/calculator';
import { renderTable } from './table.js';
import { displayValue } from './values.js';

/** `--format table`: the options, the level table and the memory budget. */
export function renderRecommendationTable(rec: Recommendation): string {
  const options = renderTable(
    ['section', 'option', 'value'],
    rec.options.map((o) => [o.section, o.name, displayValue(o.value)]),
  );
  return [options, renderLevels(rec), renderMemory(rec)].join('\n');
}

export function renderLevels(rec: Recommendation): string {
  const { levels } = rec;
  const rows = levels.rows.map((r) => [`L${r.level}`, formatInteger(r.files), formatInteger(r.bytes), formatBytes(r.bytes)]);
  rows.push(['total', formatInteger(levels.totalFiles), formatInteger(levels.totalBytes), formatBytes(levels.totalBytes)]);
  const fit = `LSM data ${formatBytes(levels.dataBytes)} needs ${levels.levelsNeeded} level(s) below L0; ${rec.input.numLevels} configured.`;
  return `Level table (G Figure 5)\n${renderTable(['level', 'files', 'bytes', ''], rows, [1, 2])}${fit}\n`;
}

export function renderMemory(rec: Recommendation): string {
  const m = rec.memory;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return [
    'Memory budget',
    `  memtables    ${formatBytes(m.memtableBytes)} (${formatInteger(m.memtableBytes)})`,
    `  block cache  ${formatBytes(m.blockCacheBytes)} (${formatInteger(m.blockCacheBytes)})`,
    `  total        ${formatBytes(m.totalBytes)} = ${pct(m.dramShare)} of ${formatBytes(m.dramBytes)} DRAM (budget ${formatBytes(m.budgetBytes)} = ${m.memoryFraction} x DRAM)`,
    '',
  ].join('\n');
}
