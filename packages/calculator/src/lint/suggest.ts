import { compareNames } from '../engines/compare-names.js';

/** Levenshtein distance, with an early exit once every cell of a row exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return rowMin;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Closest names (case-insensitive distance <= max(2, len/4)), best first, at most 3. */
export function didYouMean(name: string, candidates: readonly string[]): string[] {
  const lower = name.toLowerCase();
  const limit = Math.max(2, Math.floor(name.length / 4));
  return candidates
    .map((candidate) => ({ candidate, d: editDistance(lower, candidate.toLowerCase(), limit) }))
    .filter(({ d }) => d <= limit)
    .sort((x, y) => x.d - y.d || compareNames(x.candidate, y.candidate))
    .slice(0, 3)
    .map(({ candidate }) => candidate);
}
