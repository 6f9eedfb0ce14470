// Types for db-bench.mjs (plain ESM so the bench runs with `node` and no build step).
export function runDbBench(flags: string[], retriesOnAssertion?: number): Promise<string>;
export function parseSummary(
  out: string,
  bench: string,
): { microsPerOp: number; opsPerSec: number; seconds: number; ops: number; mbPerSec?: number };
export function parsePercentiles(out: string, kind: 'write' | 'read'): { p50: number; p99: number; p999: number; max?: number } | undefined;
export function parseTicker(out: string, name: string): number | undefined;
export function writeAmplification(out: string): number | undefined;
