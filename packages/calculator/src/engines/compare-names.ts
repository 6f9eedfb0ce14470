// Sorting names (option names, rule ids, engine ids) in the order String.prototype.localeCompare gives them, without
// loading ICU: localeCompare's first call loads ICU's collation data, the largest single cost of CLI start-up.
const NAME = /^[A-Za-z0-9_-]*$/;
// ICU's root collation: '_' before '-', both before digits, digits before letters, letters without case first
// (`disableDataSync` < `dump_malloc_stats`), then lower case before upper case (`a` < `A`).
const primaryKey = (name: string): string => name.toLowerCase().replaceAll('_', '\u0001').replaceAll('-', '\u0002');
const caseKey = (name: string): string => name.replace(/[a-z]/g, '0').replace(/[A-Z]/g, '1');
const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `a.localeCompare(b)` for names of ASCII letters, digits, '_' and '-'; anything else goes to localeCompare. */
export function compareNames(a: string, b: string): number {
  if (!NAME.test(a) || !NAME.test(b)) return a.localeCompare(b);
  return order(primaryKey(a), primaryKey(b)) || order(caseKey(a), caseKey(b));
}
