// The second generator draws every kind of edit, replays from its seed, and each kind changes the file it edits.
import { DEFAULT_TARGET, getEngineProfile } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { TEST_SEED } from '../../../test/support/sample.js';
import { jarBases } from '../../../test/engine-judge/lint-vs-jar.js';
import { TYPED_MUTATIONS, type TypedEdit } from './index.js';

const VERSION = getEngineProfile(DEFAULT_TARGET).version;
const bases = jarBases(VERSION);
const cases = TYPED_MUTATIONS.cases(bases.length, 300, TEST_SEED) as { base: number; mutations: TypedEdit[] }[];

describe('the second mutation generator', () => {
  it(`draws the same files again from seed ${TEST_SEED}`, () => {
    expect(TYPED_MUTATIONS.cases(bases.length, 300, TEST_SEED)).toEqual(cases);
  });

  it('draws every kind of edit, 1 to 4 per file', () => {
    const kinds = new Set(cases.flatMap((c) => c.mutations.map((m) => m.kind)));
    expect([...kinds].sort()).toEqual(['braces', 'constraint', 'key', 'nested-boundary', 'section', 'type-confused']);
    expect(cases.every((c) => c.mutations.length >= 1 && c.mutations.length <= 4)).toBe(true);
  });

  it('changes the base file with each kind of edit', () => {
    const unchanged: Record<string, number> = {};
    const seen: Record<string, number> = {};
    for (const c of cases) {
      const m = c.mutations[0]!;
      const base = bases[c.base]!.text;
      seen[m.kind] = (seen[m.kind] ?? 0) + 1;
      if (TYPED_MUTATIONS.apply(base, m, VERSION) === base) unchanged[m.kind] = (unchanged[m.kind] ?? 0) + 1;
    }
    // A swap of a section with itself, a type-confused value that equals the old one or a brace edit where the file has
    // no nested value may leave a file as it was: at most 15 % of one kind's files over 60 seeds (braces), so a quarter.
    for (const [kind, n] of Object.entries(seen)) expect(unchanged[kind] ?? 0, kind).toBeLessThanOrEqual(n / 4);
  });

  it('puts a boundary number into a field of a nested value', () => {
    const nested = cases.flatMap((c) => c.mutations.filter((m) => m.kind === 'nested-boundary').map((m) => ({ c, m })));
    expect(nested.length).toBeGreaterThan(0);
    const withNewStructLine = nested.filter(({ c, m }) => {
      const base = bases[c.base]!.text;
      const added = TYPED_MUTATIONS.apply(base, m, VERSION)
        .split('\n')
        .filter((l) => !base.includes(l));
      return added.some((l) => /^\s*\w+=\{.*\w+=.*;\}$/.test(l));
    });
    // The same number where the field already held it, last, leaves the line as it was: rarely.
    expect(withNewStructLine.length).toBeGreaterThanOrEqual(nested.length * 0.9);
  });
});
