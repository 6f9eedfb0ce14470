const DIRECTIVE = /#\s*rocktune-disable-next-line\b([^#]*)/;

/**
 * `# rocktune-disable-next-line [rule-a, rule-b]` (whole-line or trailing comment) silences
 * those rules, or every rule when none is named, on the next line. Returns line -> rule ids ('*' = all).
 */
export function disabledLines(text: string): Map<number, Set<string>> {
  const disabled = new Map<number, Set<string>>();
  if (!text.includes('rocktune-disable')) return disabled;
  text.split('\n').forEach((raw, index) => {
    const m = DIRECTIVE.exec(raw);
    if (!m) return;
    const ids = (m[1] ?? '').split(/[\s,]+/).filter(Boolean);
    disabled.set(index + 2, new Set(ids.length > 0 ? ids : ['*']));
  });
  return disabled;
}

export function isDisabled(disabled: ReadonlyMap<number, ReadonlySet<string>>, line: number, ruleId: string): boolean {
  const ids = disabled.get(line);
  return ids !== undefined && (ids.has('*') || ids.has(ruleId));
}
