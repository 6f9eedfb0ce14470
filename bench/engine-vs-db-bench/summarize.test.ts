import { describe, expect, it } from 'vitest';

import { type BenchRow, markdownTable, median, summarize } from './summarize.mjs';

const row = (round: number, engine: 'addon' | 'db_bench', t2: number, t5: number): BenchRow => ({
  file: 'x.ini',
  round,
  engine,
  load: { opsPerSec: t2, seconds: 1 },
  run: { readOpsPerSec: t5, seconds: 1 },
});

describe('bench summary', () => {
  it('median handles odd, even and missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([undefined, 5])).toBe(5);
    expect(median([])).toBeUndefined();
  });

  it('ratio of medians and the median of per-round ratios (pairs that ran next to each other)', () => {
    const rows = [
      row(1, 'addon', 100, 10),
      row(1, 'db_bench', 200, 10),
      row(2, 'db_bench', 50, 40),
      row(2, 'addon', 50, 20),
      row(3, 'addon', 90, 30),
      row(3, 'db_bench', 100, 30),
    ];
    const s = summarize(rows);
    const t2 = s.find((x) => x.metric === 'T2 ops/s');
    expect(t2?.addonMedian).toBe(90);
    expect(t2?.dbBenchMedian).toBe(100);
    expect(t2?.ratio).toBeCloseTo(0.9);
    expect(t2?.pairedRatios).toEqual([0.5, 1, 0.9]);
    expect(t2?.pairedRatioMedian).toBeCloseTo(0.9);
    const t5 = s.find((x) => x.metric === 'T5 read ops/s');
    expect(t5?.pairedRatios).toEqual([1, 0.5, 1]);
    expect(markdownTable(s)).toContain(
      '| x.ini | T2 ops/s | 100 / 50.00 / 90.00 | 200 / 50.00 / 100 | 90.00 | 100 | **0.90** | 0.50 / 1.00 / 0.90 | **0.90** |',
    );
  });
});
