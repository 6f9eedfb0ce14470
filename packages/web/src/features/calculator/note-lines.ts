/** What a note shows at once: about one line on a desktop card. */
const LINE = 100;

/**
 * A long note split into its first line and the rest (shown behind "more"): at the last clause break ("; ", " (",
 * ": ", ", ") that fits the line, else the last space; the head ends in "…" when there is a rest.
 */
export function noteLines(text: string): { head: string; rest: string | undefined } {
  if (text.length <= LINE) return { head: text, rest: undefined };
  const window = text.slice(0, LINE);
  const clause = Math.max(...['; ', ' (', ': ', ', '].map((mark) => window.lastIndexOf(mark)));
  const cut = clause > LINE / 3 ? clause : window.lastIndexOf(' ');
  return { head: `${text.slice(0, cut)}…`, rest: text.slice(cut).replace(/^[;:,]?\s*/, '') };
}
