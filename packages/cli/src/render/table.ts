/** Cells longer than this overflow their column instead of widening it for every row. */
const MAX_COLUMN_WIDTH = 80;

/** Plain aligned columns; the last column is never padded so lines carry no trailing spaces. */
export function renderTable(header: string[], rows: string[][], rightAligned: number[] = []): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => (r[c] ?? '').length).filter((w) => w <= MAX_COLUMN_WIDTH), 1));
  const line = (r: string[]) =>
    r
      .map((cell, c) => {
        if (c === r.length - 1 && !rightAligned.includes(c)) return cell;
        return rightAligned.includes(c) ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0);
      })
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}
