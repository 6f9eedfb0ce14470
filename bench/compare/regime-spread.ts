// The A/A spread of rocktune's own runner in the capped regime (issue 19): for every variant of a compare run, the
// spread (max - min) / median of its interleaved rounds, over the runs that reached their cap (the ones compare
// counts) and over every run; plus the host load. Reads bench/results/<figure>/compare.json, writes
// bench/results/<figure>-spread.{json,md}. No run: `node --conditions rocktune-source --import tsx bench/compare/regime-spread.ts [regime]`
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompareJson } from '../../packages/cli/src/compare/run.js';
import type { RunFigures } from '../../packages/cli/src/compare/runner.js';
import { describeMachine } from '../lib/machine.js';
import { RESULTS, writeResult } from '../lib/results.js';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const spread = (xs: number[]): number | undefined => (xs.length < 2 ? undefined : (Math.max(...xs) - Math.min(...xs)) / median(xs));
const pct = (x: number | undefined): string => (x === undefined ? '-' : `${(100 * x).toFixed(1)} %`);

async function main(): Promise<void> {
  const figure = process.argv[2] ?? 'regime';
  const name = `compare-${figure}`;
  const json = JSON.parse(readFileSync(join(RESULTS, name, 'compare.json'), 'utf8')) as CompareJson;
  const below = json.belowCapRuns ?? [];
  const rows = json.variants.map((v) => {
    const all: RunFigures[] = [...v.runs, ...below.filter((r) => r.variant === v.name)];
    const fig = (runs: RunFigures[], f: (r: RunFigures) => number) => ({
      median: runs.length ? median(runs.map(f)) : undefined,
      spread: spread(runs.map(f)),
      n: runs.length,
    });
    return {
      variant: v.name,
      counted: { t2Seconds: fig(v.runs, (r) => r.t2Seconds), t5ReadsPerSec: fig(v.runs, (r) => r.t5ReadsPerSec) },
      all: { t2Seconds: fig(all, (r) => r.t2Seconds), t5ReadsPerSec: fig(all, (r) => r.t5ReadsPerSec) },
    };
  });
  const table = [
    '| variant | counted runs | T2 s median | T2 spread (counted) | T5 reads/s median | T5 spread (counted) | all runs | T2 spread (all) | T5 spread (all) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.variant} | ${r.counted.t2Seconds.n} | ${r.counted.t2Seconds.median?.toFixed(1) ?? '-'} | ${pct(r.counted.t2Seconds.spread)} | ${r.counted.t5ReadsPerSec.median?.toFixed(0) ?? '-'} | ${pct(r.counted.t5ReadsPerSec.spread)} | ${r.all.t2Seconds.n} | ${pct(r.all.t2Seconds.spread)} | ${pct(r.all.t5ReadsPerSec.spread)} |`,
    ),
  ].join('\n');
  const when = `${json.startedAt} – ${json.finishedAt}`;
  writeResult({
    name: `${name}-spread`,
    title: `A/A spread of rocktune's runner in the capped regime (${name})`,
    command: `node --conditions rocktune-source --import tsx bench/compare/regime-spread.ts ${figure}`,
    startedAt: json.startedAt,
    finishedAt: json.finishedAt,
    machine: await describeMachine(process.env.TMPDIR ?? '/tmp'),
    load: { before1m: json.host.loadAverage1m, waitedSec: 0, quiet: json.host.loadAverage1m < 1 },
    figures: { rows, settings: json.settings },
    markdown: `Spread = (max - min) / median over each variant's interleaved rounds (an identical configuration measured again: the A/A spread). "counted": runs whose limiting resource reached 90 % of cap x seconds in T2 and T5, as compare counts them; "all" adds the runs below the cap. Runs ${when}; the host load at the end of the compare run is in the table above (per-run load is not recorded by compare).\n\n${table}\n`,
  });
}

await main();
