// Line-level edits of OPTIONS text used by the mutations.

export interface EntryAt {
  /** 0-based index in text.split('\n'). */
  index: number;
  key: string;
  value: string;
  /** Index of the section header line the entry belongs to. */
  section: number;
}

const ENTRY = /^\s*([A-Za-z0-9_.]+)\s*=\s*(.*?)\s*$/;

export function entries(lines: readonly string[]): EntryAt[] {
  const out: EntryAt[] = [];
  let section = -1;
  lines.forEach((line, index) => {
    if (/^\s*\[/.test(line)) section = index;
    const m = ENTRY.exec(line);
    if (m && section >= 0 && !line.trimStart().startsWith('#')) out.push({ index, key: m[1] as string, value: m[2] as string, section });
  });
  return out;
}

/** Index of the header line of the first section whose header contains `title` (-1 when absent). */
export function sectionIndex(lines: readonly string[], title: string): number {
  return lines.findIndex((l) => l.trim().startsWith('[') && l.includes(title));
}

export function insertAfter(lines: readonly string[], index: number, line: string): string[] {
  return [...lines.slice(0, index + 1), line, ...lines.slice(index + 1)];
}

export function replaceValue(lines: readonly string[], e: EntryAt, value: string): string[] {
  const copy = [...lines];
  copy[e.index] = `  ${e.key}=${value}`;
  return copy;
}
