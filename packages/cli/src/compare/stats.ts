// min / median / max over rounds, and the verdict of a variant against the tuned baseline, with
// differences inside the noise band reported as ties.

export interface Spread {
  n: number;
  min: number;
  median: number;
  max: number;
  /** (max - min) / median: the run-to-run noise of this variant (0 with one round). */
  range: number;
}

export function spread(values: readonly number[]): Spread {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const n = xs.length;
  if (n === 0) return { n: 0, min: Number.NaN, median: Number.NaN, max: Number.NaN, range: Number.NaN };
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? (xs[mid] as number) : ((xs[mid - 1] as number) + (xs[mid] as number)) / 2;
  const min = xs[0] as number;
  const max = xs[n - 1] as number;
  return { n, min, median, max, range: median !== 0 ? (max - min) / Math.abs(median) : 0 };
}

/**
 * Noise floors from the 2-core db_bench calibration (docs/evidence.md): fillseq (T2)
 * repeats varied 2-26%, readwhilewriting (T5) 6-43%; it recommends counting a T5 difference as real only
 * above ~30%. The band used is the larger of the floor and the measured range of either side.
 */
export const NOISE_FLOOR = { t2: 0.15, t5: 0.3 } as const;

/**
 * Under --disk-limit only runs that reached their cap count, and those repeat: 3 interleaved rounds measured
 * 0.1-2.9 % on the load and 0.3-25 % on reads (103 % once, where the measured range then governs; docs/evidence.md
 * section 0.2). The floor there is the regime's A/A goal of 10 %, not the uncapped calibration's.
 */
export const CAPPED_NOISE_FLOOR = { t2: 0.1, t5: 0.1 } as const;

export type NoiseFloor = { readonly t2: number; readonly t5: number };

/** The floor a compare's verdicts use: the capped regime's when its runs were measured against a disk cap. */
export function noiseFloorFor(capped: boolean): NoiseFloor {
  return capped ? CAPPED_NOISE_FLOOR : NOISE_FLOOR;
}

export type Outcome = 'better' | 'worse' | 'tie';

export interface Verdict {
  /** variant median / baseline median - 1. */
  change: number;
  /** The band a change must exceed to count. */
  noise: number;
  /** From the variant's point of view (better = the variant beats tuned on this figure). */
  outcome: Outcome;
}

export function verdict(variant: Spread, baseline: Spread, higherIsBetter: boolean, floor: number): Verdict {
  const change = baseline.median !== 0 ? variant.median / baseline.median - 1 : 0;
  const noise = Math.max(floor, Number.isFinite(variant.range) ? variant.range : 0, Number.isFinite(baseline.range) ? baseline.range : 0);
  // a ratio change of +x and 1/(1+x)-1 should be judged alike: compare in log space
  const ratio = baseline.median > 0 && variant.median > 0 ? variant.median / baseline.median : 1;
  const beyond = Math.abs(Math.log(ratio)) > Math.log(1 + noise);
  const outcome: Outcome = !beyond ? 'tie' : ratio > 1 === higherIsBetter ? 'better' : 'worse';
  return { change, noise, outcome };
}
