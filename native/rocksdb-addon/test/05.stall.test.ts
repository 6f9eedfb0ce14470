// A sample's stall share: RocksDB counts a stall when it ends, so a compare run's progress showed "stall 199%" for a
// 2 s stall ending in a 1 s sample (observed in the capped regime); the share stops at 100.
import { describe, expect, it } from 'vitest';
import { stallPercent, stallPercents } from '../lib/stall.js';

describe('stall share of a sample', () => {
  it('is the stalled part of the interval, in percent, never above 100', () => {
    expect(stallPercent(120_000, 1)).toBe(12);
    expect(stallPercent(300_000, 1.5)).toBe(20);
    expect(stallPercent(1_990_000, 1)).toBe(100);
    expect(stallPercent(5, 0)).toBe(0);
  });

  it('measures each sample against the time since the one before', () => {
    const share = stallPercents();
    expect(
      [
        { tSec: 1, stallMicros: 300_000 },
        { tSec: 2.5, stallMicros: 300_000 },
        { tSec: 3, stallMicros: 2_000_000 },
      ].map(share),
    ).toEqual([30, 20, 100]);
  });
});
