// Each guide variant's measured ratio (variant / tuned, as run time) beside KIOXIA's, from a `rocktune compare`
// result: the per-engine table of run.ts and the two-engine table of beside.ts.
import type { CompareJson } from '../../packages/cli/src/compare/run.js';
import { KIOXIA_TUNED, KIOXIA_VARIANTS, type KioxiaVariant } from './kioxia-figures.js';

export interface RatioRow extends KioxiaVariant {
  kioxiaT2: number;
  kioxiaT5: number;
  hereT2: number | null;
  hereT5: number | null;
  verdicts: { t2: { outcome: string }; t5: { outcome: string } } | null;
  changed: { name: string; from: number; to: number }[];
  clamps: string[];
  /** Runs that counted (at their cap, or every run without a disk limit) and runs below the cap. */
  runsCounted: number;
  runsBelowCap: number;
}

// As run time, variant / tuned: T2 seconds directly; T5 (fixed duration here, fixed work in the guide) as tuned reads/s over the variant's.
/** Tuned's medians, or null when no tuned run counted (then every ratio is null). */
export type TunedMedians = { t2Seconds: number; t5ReadsPerSec: number } | null;

export function ratioRows(json: CompareJson): { rows: RatioRow[]; tuned: TunedMedians } {
  const base = json.variants.find((v) => v.name === 'tuned');
  const t2 = base?.summary.t2Seconds?.median;
  const t5 = base?.summary.t5ReadsPerSec?.median;
  const rows = KIOXIA_VARIANTS.map((k) => {
    const v = json.variants.find((x) => x.name === k.variant);
    const vt2 = v?.summary.t2Seconds?.median;
    const vt5 = v?.summary.t5ReadsPerSec?.median;
    return {
      ...k,
      kioxiaT2: k.t2Sec / KIOXIA_TUNED.t2Sec,
      kioxiaT5: k.t5Sec / KIOXIA_TUNED.t5Sec,
      hereT2: vt2 && t2 ? vt2 / t2 : null,
      hereT5: vt5 && t5 ? t5 / vt5 : null,
      verdicts: v?.vsTuned ? { t2: v.vsTuned.t2Seconds, t5: v.vsTuned.t5ReadsPerSec } : null,
      changed: v?.changed ?? [],
      clamps: v?.clamps ?? [],
      runsCounted: v?.runs.length ?? 0,
      runsBelowCap: (json.belowCapRuns ?? []).filter((r) => r.variant === k.variant).length,
    };
  });
  return { rows, tuned: t2 && t5 ? { t2Seconds: t2, t5ReadsPerSec: t5 } : null };
}

export const r2 = (x: number | null): string => (x === null ? 'n/a' : x.toFixed(2));

/** Whether our ratio and KIOXIA's point the same way from 1; within 5 % of 1 counts as even. */
export const agree = (a: number | null, b: number): string =>
  a === null
    ? 'n/a'
    : Math.abs(a - 1) < 0.05 || Math.abs(b - 1) < 0.05
      ? 'one side ~even'
      : a > 1 === b > 1
        ? 'same direction'
        : 'opposite';

const changedText = (r: RatioRow): string =>
  (r.changed.map((c) => `${c.name} ${c.from.toLocaleString('en-US')} -> ${c.to.toLocaleString('en-US')}`).join(', ') ||
    'nothing (clamped to tuned)') + (r.clamps.length ? `; ${r.clamps.join('; ')}` : '');

export function ratioTable(rows: readonly RatioRow[]): string {
  const head =
    '| variant | this host: what changed | runs counted (below cap) | T2 here | T2 KIOXIA | T5 here | T5 KIOXIA | T2 direction | T5 direction | verdict here (noise band) |\n|---|---|---|---|---|---|---|---|---|---|';
  const body = rows.map(
    (r) =>
      `| ${r.label} (Fig. ${r.figure}) | ${changedText(r)} | ${r.runsCounted} (${r.runsBelowCap}) | ${r2(r.hereT2)} | ${r2(r.kioxiaT2)} | ${r2(r.hereT5)} | ${r2(r.kioxiaT5)} | ${agree(r.hereT2, r.kioxiaT2)} | ${agree(r.hereT5, r.kioxiaT5)} | ${r.verdicts ? `T2 ${r.verdicts.t2.outcome}, T5 ${r.verdicts.t5.outcome}` : 'n/a'} |`,
  );
  return [head, ...body].join('\n');
}

export const tunedText = (t: TunedMedians): string =>
  t ? `T2 ${t.t2Seconds.toFixed(1)} s, T5 ${Math.round(t.t5ReadsPerSec).toLocaleString('en-US')} reads/s` : 'no counted run';
