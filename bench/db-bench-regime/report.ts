// The verdicts of a db_bench grid run: per point and workload, each variant's counted runs (those at their cap), their
// median and spread, and tuned against every baseline: a win at >= 1.3x, a loss when tuned is below the baseline by
// more than the 10 % floor and outside both spreads, else a tie.
import type { RunFigures } from './figures.js';

export interface RunRecord {
  point: string;
  memoryBytes: number;
  writeBps: number;
  readBps: number;
  valueSize: number;
  keys: number;
  separated: boolean;
  workload: string;
  variant: string;
  round: number;
  /** ops/s of what the workload is judged by (reads or writes). */
  value: number;
  judgedBy: 'reads' | 'writes';
  windowSeconds: number;
  writerBytesPerSecond?: number;
  capUse?: { limiting: 'read' | 'write'; readFraction: number; writeFraction: number; atCap: boolean };
  counted: boolean;
  /** The window flushed STEADY_FLUSHES memtables or more (write workloads); read-only windows are steady by construction. */
  steady: boolean;
  figures: RunFigures;
  hostLoad: { before1m: number; after1m: number };
  enforcement: { memory: string; disk: string };
  memoryPeakBytes?: number;
  startedAt: string;
}

export const WIN_RATIO = 1.3;
export const FLOOR = 0.1;

const median = (xs: readonly number[]): number | undefined => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return undefined;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export interface Cell {
  values: number[];
  counted: number[];
  median?: number;
  min?: number;
  max?: number;
}

export function cellOf(records: readonly RunRecord[]): Cell {
  const counted = records.filter((r) => r.counted).map((r) => r.value);
  const m = median(counted);
  return {
    values: records.map((r) => r.value),
    counted,
    ...(m !== undefined ? { median: m, min: Math.min(...counted), max: Math.max(...counted) } : {}),
  };
}

export type Verdict = 'win' | 'better' | 'tie' | 'loss' | 'not counted';

/**
 * tuned against one baseline (higher is better for every judged figure): a win at WIN_RATIO; better when every tuned
 * run is above every baseline run but short of a win; a loss below the floor with the spreads apart; else a tie.
 */
export function verdict(tuned: Cell, base: Cell): Verdict {
  if (tuned.median === undefined || base.median === undefined) return 'not counted';
  if (tuned.median >= WIN_RATIO * base.median) return 'win';
  if ((tuned.min ?? 0) > (base.max ?? 0)) return 'better';
  const outsideSpreads = (tuned.max ?? 0) < (base.min ?? 0);
  if (tuned.median < (1 - FLOOR) * base.median && outsideSpreads) return 'loss';
  return 'tie';
}

const fmt = (v: number | undefined): string => (v === undefined ? '-' : Math.round(v).toLocaleString('en-US'));

function cellText(c: Cell, records: readonly RunRecord[]): string {
  const runs = records.map((r) => `${fmt(r.value)}${r.counted ? '' : '*'}`).join(' / ');
  return `${runs} (median ${fmt(c.median)})`;
}

/** One Markdown table per point: a row per workload, a column per variant, then tuned's verdicts. */
export function markdownReport(records: readonly RunRecord[], tunedName: string): string {
  const out: string[] = [];
  for (const point of [...new Set(records.map((r) => r.point))]) {
    const here = records.filter((r) => r.point === point);
    const variants = [...new Set(here.map((r) => r.variant))];
    const baselines = variants.filter((v) => v !== tunedName);
    out.push(`### ${point}`, '');
    out.push(`| workload (judged by) | ${variants.join(' | ')} | ${baselines.map((b) => `${tunedName} vs ${b}`).join(' | ')} |`);
    out.push(`|---|${variants.map(() => '---').join('|')}|${baselines.map(() => '---').join('|')}|`);
    for (const workload of [...new Set(here.map((r) => r.workload))]) {
      const rows = here.filter((r) => r.workload === workload);
      const cells = new Map(variants.map((v) => [v, cellOf(rows.filter((r) => r.variant === v))]));
      const tuned = cells.get(tunedName);
      const vs = baselines.map((b) => {
        const base = cells.get(b)!;
        const ratio = tuned?.median !== undefined && base.median ? (tuned.median / base.median).toFixed(2) : '-';
        return `${tuned ? verdict(tuned, base) : '-'} (${ratio}x)`;
      });
      const judged = rows[0]?.judgedBy ?? '';
      out.push(
        `| ${workload} (${judged}/s) | ${variants
          .map((v) =>
            cellText(
              cells.get(v)!,
              rows.filter((r) => r.variant === v),
            ),
          )
          .join(' | ')} | ${vs.join(' | ')} |`,
      );
    }
    out.push('');
  }
  out.push(
    '`*`: below its cap (not counted). Verdicts on counted runs: win >= 1.3x; better: every tuned run above every baseline run; loss: below the 10 % floor and outside both spreads; else a tie.',
  );
  return out.join('\n');
}
