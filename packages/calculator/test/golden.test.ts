import { describe, expect, it } from 'vitest';
import { recommend, toJsonReport, toOptionsFile } from '../src/index.js';
import { goldenCases } from './fixtures.js';
import { expectMatchesGolden } from './golden-assert.js';

describe('golden worked examples E1-E4 (fixtures/, values from the spec)', () => {
  for (const { id, input, expected } of goldenCases()) {
    it(id, () => {
      const result = recommend(input);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expectMatchesGolden(
        toJsonReport(result.recommendation, 'test'),
        expected,
        toOptionsFile(result.recommendation, { rocktuneVersion: 'test' }),
      );
    });
  }

  it('covers E1 to E4', () => {
    const ids = goldenCases().map((c) => c.id.slice(0, 2));
    expect(new Set(ids)).toEqual(new Set(['e1', 'e2', 'e3', 'e4']));
  });
});
