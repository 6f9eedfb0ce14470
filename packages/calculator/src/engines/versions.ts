/** `X.Y.Z` -> [X, Y, Z]; undefined unless 1 to 3 dot-separated digit groups. */
export function parseVersion(text: string): number[] | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+){0,2}$/.test(trimmed)) return undefined;
  return trimmed.split('.').map(Number);
}

/** Compares the first `parts` numbers (missing ones count as 0). */
export function compareVersions(a: readonly number[], b: readonly number[], parts = 3): number {
  for (let i = 0; i < parts; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** `X.Y` of `X.Y.Z`. */
export function minorOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}
