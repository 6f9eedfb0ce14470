import { describe, expect, it } from 'vitest';
import { draw, FULL_SWEEP, sampleOf, TEST_SEED } from './sample.js';

const HUNDRED = Array.from({ length: 100 }, (_, i) => `case-${i}`);

describe('draw', () => {
  it('takes n distinct items in the order of the list', () => {
    const sample = draw(HUNDRED, 10, 42);
    expect(sample).toHaveLength(10);
    expect(new Set(sample).size).toBe(10);
    expect(sample.map((c) => HUNDRED.indexOf(c))).toEqual(sample.map((c) => HUNDRED.indexOf(c)).sort((a, b) => a - b));
  });

  it('draws the same items for the same seed and others for another seed', () => {
    expect(draw(HUNDRED, 10, 42)).toEqual(draw(HUNDRED, 10, 42));
    expect(draw(HUNDRED, 10, 42)).not.toEqual(draw(HUNDRED, 10, 43));
  });

  it('reaches every item over seeds, none far more often than the others', () => {
    const counts = new Map<string, number>();
    for (let seed = 1; seed <= 1000; seed++) for (const c of draw(HUNDRED, 10, seed)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(100);
    // 1,000 draws of 10 of 100: each item about 100 times; binomial sd ~9.5, so 60..140 is over 4 sd.
    expect(Math.min(...counts.values())).toBeGreaterThan(60);
    expect(Math.max(...counts.values())).toBeLessThan(140);
  });

  it('returns the whole list when n covers it', () => {
    expect(draw(['a', 'b'], 5, 7)).toEqual(['a', 'b']);
  });
});

describe('sampleOf', () => {
  it(`draws with this run's seed (${TEST_SEED}), a different sample per label, or every item under ROCKTUNE_TEST_FULL=1`, () => {
    const a = sampleOf(HUNDRED, 10, 'sweep a');
    expect(a).toEqual(sampleOf(HUNDRED, 10, 'sweep a'));
    if (FULL_SWEEP) expect(a).toEqual(HUNDRED);
    else {
      expect(a).toHaveLength(10);
      expect(a).not.toEqual(sampleOf(HUNDRED, 10, 'sweep b'));
    }
  });
});
