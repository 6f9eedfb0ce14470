#!/usr/bin/env node
// Medians, ratio of medians and median of per-round (paired) ratios for a run.mjs result.
// Usage: node summarize.mjs results/<stamp>.json [more.json...]   (prints the Markdown table; several files are
// pooled, each round keeping its own pair, so the per-round ratios still compare runs that sat next to each other)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @type {Array<[string, (r: any) => number | undefined]>} */
export const METRICS = [
  ['T2 ops/s', (r) => r.load.opsPerSec],
  ['T2 MB/s', (r) => r.load.mbPerSec],
  ['T2 p50 us', (r) => r.load.p50],
  ['T2 p99 us', (r) => r.load.p99],
  ['T2 WA', (r) => r.load.wa],
  ['T5 read ops/s', (r) => r.run.readOpsPerSec],
  ['T5 read p50 us', (r) => r.run.p50],
  ['T5 read p99 us', (r) => r.run.p99],
  ['T5 WA', (r) => r.run.wa],
];

export const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return undefined;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function summarize(rows) {
  const out = [];
  for (const file of [...new Set(rows.map((r) => r.file))]) {
    const rounds = [...new Set(rows.filter((r) => r.file === file).map((r) => r.round))];
    for (const [metric, get] of METRICS) {
      const pick = (engine) =>
        rounds.map((n) => rows.find((r) => r.file === file && r.round === n && r.engine === engine)).map((r) => (r ? get(r) : undefined));
      const addon = pick('addon');
      const dbBench = pick('db_bench');
      const ma = median(addon);
      const md = median(dbBench);
      const paired = addon.map((a, i) => (typeof a === 'number' && dbBench[i] ? a / dbBench[i] : undefined));
      out.push({
        file,
        metric,
        addon,
        dbBench,
        addonMedian: ma,
        dbBenchMedian: md,
        ratio: ma !== undefined && md ? ma / md : undefined,
        pairedRatios: paired,
        pairedRatioMedian: median(paired),
      });
    }
  }
  return out;
}

const fmt = (v) => (v === undefined ? 'n/a' : v >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(2));
const r2 = (v) => (v === undefined ? 'n/a' : v.toFixed(2));

export function markdownTable(summary) {
  return [
    '| file | figure | addon (rounds) | db_bench (rounds) | addon median | db_bench median | ratio of medians | per-round ratios | median per-round ratio |',
    '|---|---|---|---|---|---|---|---|---|',
    ...summary.map(
      (s) =>
        `| ${s.file} | ${s.metric} | ${s.addon.map(fmt).join(' / ')} | ${s.dbBench.map(fmt).join(' / ')} | ${fmt(s.addonMedian)} | ${fmt(s.dbBenchMedian)} | **${r2(s.ratio)}** | ${s.pairedRatios.map(r2).join(' / ')} | **${r2(s.pairedRatioMedian)}** |`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = process.argv
    .slice(2)
    .flatMap((path, i) => JSON.parse(readFileSync(path, 'utf8')).rows.map((r) => ({ ...r, round: (i + 1) * 100 + r.round })));
  console.log(markdownTable(summarize(rows)));
}
