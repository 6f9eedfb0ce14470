export interface BenchRow {
  file: string;
  round: number;
  engine: 'addon' | 'db_bench';
  load: { opsPerSec: number; mbPerSec?: number; p50?: number; p99?: number; p999?: number; wa?: number; seconds: number };
  run: { readOpsPerSec: number; p50?: number; p99?: number; p999?: number; wa?: number; seconds: number };
}
export interface SummaryRow {
  file: string;
  metric: string;
  addon: (number | undefined)[];
  dbBench: (number | undefined)[];
  addonMedian?: number;
  dbBenchMedian?: number;
  ratio?: number;
  pairedRatios: (number | undefined)[];
  pairedRatioMedian?: number;
}
export const METRICS: [string, (r: BenchRow) => number | undefined][];
export function median(xs: (number | undefined)[]): number | undefined;
export function summarize(rows: BenchRow[]): SummaryRow[];
export function markdownTable(summary: SummaryRow[]): string;
