/**
 * A warning that cites a sizing rule: the CLI's message names it (`rules.md R4`, for maintainers), the finding the
 * page shows says "the sizing rule", so no front end re-parses the text.
 */
export function citing(rule: string, text: (by: string) => string): { message: string; finding: string } {
  return { message: text(`rules.md ${rule}`), finding: text('the sizing rule') };
}
