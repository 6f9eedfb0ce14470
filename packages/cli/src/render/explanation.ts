import { describeSource, type Recommendation } from '@rocktune/calculator';
import { renderLevels, renderMemory } from './recommendation-table.js';
import { renderTable } from './table.js';
import { displayValue } from './values.js';

/** `rocktune explain`: every option with its formula (inputs substituted) and source, then the why of each. */
export function renderExplanation(rec: Recommendation): string {
  const d = rec.derived;
  const intermediate = [
    `Preset ${rec.preset.id}: ${rec.preset.summary}`,
    '',
    'Intermediate quantities',
    `  max SSTs = max value files: ${d.maxSstFiles.formula}`,
    `  keysPerFile: ${d.keysPerFile.formula}`,
    ...(d.keysPerFlush === d.keysPerFile ? [] : [`  keysPerFlush: ${d.keysPerFlush.formula}`]),
    '',
  ].join('\n');
  const table = renderTable(
    ['option', 'value', 'formula', 'source'],
    rec.options.map((o) => [o.name, displayValue(o.value), o.formula, describeSource(o.source)]),
  );
  const why = ['Why', ...rec.options.map((o) => `  ${o.name}: ${o.why}${o.notInFile ? ` Not in the file: ${o.notInFile}.` : ''}`), ''].join(
    '\n',
  );
  return [intermediate, table, why, renderLevels(rec), renderMemory(rec)].join('\n');
}
