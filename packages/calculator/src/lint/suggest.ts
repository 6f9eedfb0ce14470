import { compareNames } from '../engines/compare-names.js';

let previousRow = new Uint32Array(64);
let currentRow = new Uint32Array(64);

/**
 * Levenshtein distance, with an early exit once every cell of a row exceeds `limit` (or the lengths alone differ by
 * more). Two reused rows, no allocation per call: lint calls it for every unknown key against every known name.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const gap = Math.abs(a.length - b.length);
  if (gap > limit) return gap;
  if (previousRow.length <= b.length) {
    previousRow = new Uint32Array(b.length + 1);
    currentRow = new Uint32Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return rowMin;
    [previous, current] = [current, previous];
  }
  return previous[b.length] as number;
}

/** Each candidate list lower-cased once (profiles hand out the same arrays every time). */
const lowered = new WeakMap<readonly string[], readonly string[]>();
function lowerCased(candidates: readonly string[]): readonly string[] {
  let low = lowered.get(candidates);
  if (!low) {
    low = candidates.map((c) => c.toLowerCase());
    lowered.set(candidates, low);
  }
  return low;
}

/** Closest names (case-insensitive distance <= max(2, len/4)), best first, at most 3. */
export function didYouMean(name: string, candidates: readonly string[]): string[] {
  const lower = name.toLowerCase();
  const limit = Math.max(2, Math.floor(name.length / 4));
  const low = lowerCased(candidates);
  const close: { candidate: string; d: number }[] = [];
  for (const [i, candidate] of low.entries()) {
    if (Math.abs(candidate.length - lower.length) > limit) continue;
    const d = editDistance(lower, candidate, limit);
    if (d <= limit) close.push({ candidate: candidates[i] as string, d });
  }
  return close
    .sort((x, y) => x.d - y.d || compareNames(x.candidate, y.candidate))
    .slice(0, 3)
    .map(({ candidate }) => candidate);
}
