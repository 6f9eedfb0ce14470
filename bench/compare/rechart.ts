// Redraws the committed compare charts (compare.svg, compare.png, <name>.svg) from their compare.json, without
// running anything: for chart fixes after a run.
//
//   node --conditions rocktune-source --import tsx bench/compare/rechart.ts [variants presets scale]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompareJson } from '../../packages/cli/src/compare/run.js';
import { svgToPng } from '../../packages/cli/src/compare/png.js';
import { chartSubtitle, chartSvg } from '../../packages/cli/src/compare/report.js';
import { RESULTS } from '../lib/results.js';

for (const figure of process.argv.length > 2 ? process.argv.slice(2) : ['variants', 'presets', 'scale']) {
  const dir = join(RESULTS, `compare-${figure}`);
  if (!existsSync(join(dir, 'compare.json'))) continue;
  const j = JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as CompareJson;
  const s = j.settings;
  const svg = chartSvg(
    j.variants.filter((v) => v.runs.length > 0),
    chartSubtitle({
      preset: j.input.workload,
      loadKeys: s.loadKeys,
      keySize: s.keySize,
      valueSize: s.valueSize,
      durationSec: s.durationSec,
      rounds: s.rounds,
      ...(j.scale ? { factor: j.scale.factor } : {}),
      rocksdbVersion: j.engine.rocksdbVersion,
      ...(j.engine.engine ? { engine: j.engine.engine } : {}),
    }),
  );
  writeFileSync(join(dir, 'compare.svg'), svg);
  writeFileSync(join(RESULTS, `compare-${figure}.svg`), svg);
  if (existsSync(join(dir, 'compare.png'))) await svgToPng(join(dir, 'compare.svg'), join(dir, 'compare.png'));
  process.stderr.write(`bench: redrew ${dir}/compare.svg\n`);
}
