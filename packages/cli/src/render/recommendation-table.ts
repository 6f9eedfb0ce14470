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
  return `Level table (G Figure 5)\n${renderTable(['level', 'files', 'bytes', ''], rows, [1, 2])}${fit}\n${levels.note}\n`;
}

/** rules.md R22: the budget, then every predicted term of the memory model for the full database. */
export function renderMemory(rec: Recommendation): string {
  const m = rec.memory;
  const p = m.predicted;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const terms: Array<[string, number, string]> = [
    ['memtables', p.memtables.bytes, p.memtables.formula],
    ['block cache', m.blockCacheBytes, `capacity; warm use ${p.blockCache.formula}`],
    ['index blocks', p.indexBlocks.bytes, p.indexBlocks.formula],
    ['filter blocks', p.filterBlocks.bytes, p.filterBlocks.formula],
    ['table readers', p.tableReaders.bytes, p.tableReaders.formula],
    ['value-file readers', p.valueFileReaders.bytes, p.valueFileReaders.formula],
  ];
  return [
    'Memory (rules.md R20-R22, full database)',
    ...terms.map(([name, bytes, formula]) => `  ${name.padEnd(18)} ${formatBytes(bytes).padStart(9)}  ${formula}`),
    `  budget covers      ${formatBytes(m.totalBytes)} = memtables + block cache + metadata outside the cache = ${pct(m.dramShare)} of ${formatBytes(m.dramBytes)} DRAM (budget ${formatBytes(m.budgetBytes)} = ${m.memoryFraction} x DRAM)`,
    `  predicted total    ${formatBytes(p.totalBytes)} (${formatInteger(p.totalBytes)}), reader objects included`,
    '',
  ].join('\n');
}
