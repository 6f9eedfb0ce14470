// The compare report: per-variant min/median/max of every figure, verdicts against tuned (ties within noise),
// the text table, the chart, and the scale model's predicted vs measured shape.
import { engineLabel, type LsmShape, type ScaleModel } from '@rocktune/calculator';
import { barChartSvg, fmtNum, type BarChart } from './chart.js';
import type { RunFigures } from './runner.js';
import { NOISE_FLOOR, spread, verdict, type NoiseFloor, type Spread, type Verdict } from './stats.js';

export const FIGURES = [
  't2Seconds',
  't2OpsPerSec',
  't2MBPerSec',
  't2P99Micros',
  't2WriteAmp',
  't2StallPercent',
  't2MaxL0Files',
  't5ReadsPerSec',
  't5ReadP99Micros',
  't5WritesPerSec',
  't5WriteAmp',
  't5StallPercent',
  't5MaxL0Files',
  'dbSizeBytes',
] as const;
export type Figure = (typeof FIGURES)[number];

export interface VariantReport {
  name: string;
  description: string;
  dialect: 'rocksdb' | 'trocksdb';
  optionsFile: string;
  changed: { name: string; from: number; to: number }[];
  clamps: string[];
  /** Values RocksDB sanitized when it opened the variant ("you asked X, RocksDB runs Y"). */
  sanitized: string[];
  scale?: { factor: number; inexact: string[]; predictedScaled: LsmShape; predictedFull: LsmShape };
  runs: RunFigures[];
  summary: Partial<Record<Figure, Spread>>;
  /** Against tuned: T2 load time (lower is better) and T5 reads/s (higher is better). */
  vsTuned?: { t2Seconds: Verdict; t5ReadsPerSec: Verdict };
}

export function summarise(runs: readonly RunFigures[]): Partial<Record<Figure, Spread>> {
  const out: Partial<Record<Figure, Spread>> = {};
  if (runs.length === 0) return out;
  for (const f of FIGURES) out[f] = spread(runs.map((r) => r[f]));
  return out;
}

export function attachVerdicts(variants: VariantReport[], noise: NoiseFloor = NOISE_FLOOR): void {
  const base = variants.find((v) => v.name === 'tuned');
  const b2 = base?.summary.t2Seconds;
  const b5 = base?.summary.t5ReadsPerSec;
  for (const v of variants) {
    delete v.vsTuned;
    if (v === base || !b2 || !b5 || !v.summary.t2Seconds || !v.summary.t5ReadsPerSec) continue;
    v.vsTuned = {
      t2Seconds: verdict(v.summary.t2Seconds, b2, false, noise.t2),
      t5ReadsPerSec: verdict(v.summary.t5ReadsPerSec, b5, true, noise.t5),
    };
  }
}

const pct = (x: number): string => `${x >= 0 ? '+' : ''}${Math.round(x * 100)}%`;

export function verdictText(v: Verdict | undefined): string {
  if (!v) return 'baseline';
  return v.outcome === 'tie' ? `tie (${pct(v.change)}, noise ±${Math.round(v.noise * 100)}%)` : `${v.outcome} ${pct(v.change)}`;
}

function mmm(s: Spread | undefined, digits = 0): string {
  if (!s || s.n === 0) return '–';
  const f = (x: number): string => (digits === 0 ? fmtNum(x) : x.toFixed(digits));
  return s.n === 1 ? f(s.median) : `${f(s.min)}/${f(s.median)}/${f(s.max)}`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export interface CompareContext {
  rounds: number;
  loadKeys: number;
  durationSec: number;
  readers: number;
  writerMiBps: number;
  scale?: ScaleModel;
  /** The verdicts' noise floor (default: the uncapped calibration's). */
  noise?: NoiseFloor;
}

export function renderText(variants: readonly VariantReport[], ctx: CompareContext): string {
  const lines: string[] = [];
  lines.push(
    `T2: ${fmtNum(ctx.loadKeys)} sequential keys; T5: ${ctx.readers} readers + 1 writer at ${ctx.writerMiBps} MiB/s for ${ctx.durationSec} s; ` +
      `${ctx.rounds} round${ctx.rounds === 1 ? '' : 's'}, interleaved; cells are ${ctx.rounds === 1 ? 'single values' : 'min/median/max'}`,
  );
  lines.push('');
  const rows = [
    ['variant', 'T2 s', 'T2 WA', 'T5 reads/s', 'T5 p99 us', 'T5 WA', 'T5 stall%', 'L0 max', 'SSTs', 'T2 vs tuned', 'T5 vs tuned'],
  ];
  for (const v of variants) {
    const s = v.summary;
    const ssts = v.runs.at(-1)?.levelsAfterRun.reduce((n, l) => n + l.files, 0);
    rows.push([
      v.name,
      mmm(s.t2Seconds, 1),
      mmm(s.t2WriteAmp, 2),
      mmm(s.t5ReadsPerSec),
      mmm(s.t5ReadP99Micros),
      mmm(s.t5WriteAmp, 2),
      mmm(s.t5StallPercent, 1),
      s.t5MaxL0Files ? fmtNum(s.t5MaxL0Files.max) : '–',
      ssts === undefined ? '–' : String(ssts),
      v.vsTuned ? verdictText(v.vsTuned.t2Seconds) : v.name === 'tuned' ? 'baseline' : '–',
      v.vsTuned ? verdictText(v.vsTuned.t5ReadsPerSec) : v.name === 'tuned' ? 'baseline' : '–',
    ]);
  }
  lines.push(table(rows));
  lines.push('');
  lines.push('T2 s: load time, lower is better. T5 reads/s: higher is better. "tie": the difference is inside the noise band');
  lines.push(
    `(the larger of the measured min..max range and the ${ctx.noise && ctx.noise !== NOISE_FLOOR ? "capped regime's" : 'calibration'} floor: T2 ±${(ctx.noise ?? NOISE_FLOOR).t2 * 100}%, T5 ±${(ctx.noise ?? NOISE_FLOOR).t5 * 100}%).`,
  );
  const notes = variants.flatMap((v) => [
    ...v.clamps.map((c) => `${v.name}: clamped ${c}`),
    ...v.sanitized.map((c) => `${v.name}: RocksDB changed ${c}`),
  ]);
  if (notes.length > 0) {
    lines.push('');
    lines.push('Clamps and sanitized values:');
    for (const n of notes) lines.push(`  ${n}`);
  }
  if (ctx.scale)
    lines.push(
      '',
      ...renderScale(
        ctx.scale,
        variants.find((v) => v.name === 'tuned'),
      ),
    );
  return `${lines.join('\n')}\n`;
}

/** Predicted full-size shape, predicted scaled shape and the measured scaled shape of tuned, side by side. */
export function renderScale(m: ScaleModel, tuned: VariantReport | undefined): string[] {
  const lines: string[] = [];
  lines.push(
    `Scale model: factor ${m.factor.toPrecision(3)} (${fmtNum(m.testKeys)} test keys for ${fmtNum(m.fullKeys)} keys); every size option x factor:`,
  );
  for (const a of m.adjustments)
    lines.push(
      `  ${a.name}: ${a.fullValue}${a.fromDefault ? ' (RocksDB default)' : ''} -> ${a.scaledValue}${a.clamp ? '  (floor; not exact)' : ''}`,
    );
  const measured = tuned?.runs.at(-1)?.levelsAfterLoad ?? [];
  const rows = [['level', 'full-size files', 'scaled files (predicted)', 'scaled files (measured after T2)']];
  const n = Math.max(m.predictedFull.levels.length, m.predictedScaled.levels.length, measured.length - 1);
  rows.push([
    'L0',
    `<= ${m.predictedFull.l0CompactionTrigger}`,
    `<= ${m.predictedScaled.l0CompactionTrigger}`,
    String(measured.find((l) => l.level === 'L0')?.files ?? '–'),
  ]);
  for (let i = 1; i <= n; i += 1) {
    rows.push([
      `L${i}`,
      String(m.predictedFull.levels[i - 1]?.files ?? 0),
      String(m.predictedScaled.levels[i - 1]?.files ?? 0),
      String(measured.find((l) => l.level === `L${i}`)?.files ?? (measured.length ? 0 : '–')),
    ]);
  }
  lines.push(
    ...table(rows)
      .split('\n')
      .map((l) => `  ${l}`),
  );
  lines.push(
    `  memtable-to-data: full ${m.predictedFull.memtableToData.toExponential(2)}, scaled ${m.predictedScaled.memtableToData.toExponential(2)}; blob files: full ${m.predictedFull.blobFiles}, scaled ${m.predictedScaled.blobFiles}`,
  );
  lines.push(m.inexact.length === 0 ? '  The model is exact for these options.' : '  Not exact:');
  for (const s of m.inexact) lines.push(`    - ${s}`);
  lines.push('  Transfers to the full-size database:');
  for (const s of m.transfers) lines.push(`    + ${s}`);
  lines.push('  Does not transfer:');
  for (const s of m.doesNotTransfer) lines.push(`    - ${s}`);
  return lines;
}

const noteFor = (v: Verdict | undefined): string | undefined => (v ? (v.outcome === 'tie' ? 'tie' : pct(v.change)) : undefined);

export function chartFor(variants: readonly VariantReport[], subtitle: string): BarChart {
  return {
    title: 'rocktune compare: T2 load time and T5 reads per variant',
    subtitle,
    series: [
      { name: 'T2 load time', unit: 's, lower is better', color: '#f2c12e' },
      { name: 'T5 reads', unit: 'ops/s, higher is better', color: '#2f6db5' },
    ],
    groups: variants.map((v) => ({
      label: v.name,
      bars: [v.summary.t2Seconds, v.summary.t5ReadsPerSec].map((s, i) => {
        const note = noteFor(i === 0 ? v.vsTuned?.t2Seconds : v.vsTuned?.t5ReadsPerSec);
        return { median: s?.median ?? Number.NaN, min: s?.min ?? Number.NaN, max: s?.max ?? Number.NaN, ...(note ? { note } : {}) };
      }),
    })),
  };
}

export function chartSvg(variants: readonly VariantReport[], subtitle: string): string {
  return barChartSvg(chartFor(variants, subtitle));
}

export function chartSubtitle(o: {
  preset: string;
  loadKeys: number;
  keySize: number;
  valueSize: number;
  durationSec: number;
  rounds: number;
  factor?: number;
  rocksdbVersion: string;
  engine?: 'rocksdb' | 'trocksdb';
}): string {
  const engine = `${engineLabel(o.engine)} ${o.rocksdbVersion}`;
  return `${o.preset}, ${o.loadKeys} keys ${o.keySize}/${o.valueSize} B, T5 ${o.durationSec} s, ${o.rounds} round(s)${o.factor !== undefined ? `, scale ${o.factor.toPrecision(3)}` : ''}, ${engine}`;
}
