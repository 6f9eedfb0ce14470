// Seeded samples of the big sweeps (thousands of corpus files, every engine profile): `npm test` runs a sample drawn
// with a new seed each run (test/support/seed.ts prints it), `npm run test:full` runs every case.
// ROCKTUNE_TEST_SEED=N draws the same samples again, so a failure seen once reproduces.

/** Set by seed.ts (vitest's globalSetup) for the whole run, or by the caller; 1 when a file runs outside vitest's setup. */
export const TEST_SEED = Number(process.env.ROCKTUNE_TEST_SEED ?? 1);
/** ROCKTUNE_TEST_FULL=1 (`npm run test:full`): every sample is its whole list. */
export const FULL_SWEEP = process.env.ROCKTUNE_TEST_FULL === '1';

/** A 32-bit hash of the label (FNV-1a), so two sweeps of one run draw different samples. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `n` items of `list` drawn with `seed`, in the list's order (the whole list when it has no more than `n`). */
export function draw<T>(list: readonly T[], n: number, seed: number): T[] {
  if (list.length <= n) return [...list];
  const random = generator(seed);
  const indices = list.map((_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return indices
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => list[i]!);
}

/**
 * This run's sample of a sweep: `n` items of `list` drawn with TEST_SEED and `label` (name the sweep, so each one
 * draws its own), in the list's order; the whole list under ROCKTUNE_TEST_FULL=1.
 */
export function sampleOf<T>(list: readonly T[], n: number, label: string): T[] {
  return FULL_SWEEP ? [...list] : draw(list, n, (TEST_SEED ^ hash(label)) >>> 0);
}
