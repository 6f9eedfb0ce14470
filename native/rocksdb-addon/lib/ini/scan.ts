// A line scanner for OPTIONS text with the grammar RocksDB 7.8.3 uses (options/options_parser.cc):
// cut at the first unescaped '#', trim, skip empty lines, `[Title "arg"]` sections, `name=value` statements.
// It keeps line numbers so every finding can point at the user's line. RocksDB stays the judge of syntax.

export interface IniEntry {
  key: string;
  value: string;
  line: number; // 1-based
}

export interface IniSection {
  title: string; // e.g. "DBOptions", "CFOptions", "TableOptions/BlockBasedTable"
  arg: string; // e.g. "default" ("" when absent)
  line: number;
  entries: IniEntry[];
}

export interface IniScan {
  sections: IniSection[];
  lines: string[];
}

export function stripComment(raw: string): string {
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '#' && (i === 0 || raw[i - 1] !== '\\')) return raw.slice(0, i);
  }
  return raw;
}

export function scanIni(text: string): IniScan {
  const lines = text.split(/\r?\n/);
  const sections: IniSection[] = [];
  let current: IniSection | undefined;
  lines.forEach((raw, i) => {
    const line = stripComment(raw).trim();
    if (line === '') return;
    if (line.startsWith('[') && line.endsWith(']')) {
      const inner = line.slice(1, -1);
      const q1 = inner.indexOf('"');
      const q2 = inner.lastIndexOf('"');
      const title = (q1 === -1 ? inner : inner.slice(0, q1)).trim();
      const arg = q1 !== -1 && q2 > q1 ? inner.slice(q1 + 1, q2).replace(/\\(.)/g, '$1') : '';
      current = { title, arg, line: i + 1, entries: [] };
      sections.push(current);
      return;
    }
    const eq = line.indexOf('=');
    if (eq <= 0 || !current) return; // RocksDB reports these itself, with the line
    current.entries.push({ key: line.slice(0, eq).trim(), value: line.slice(eq + 1).trim(), line: i + 1 });
  });
  return { sections, lines };
}

/** "CFOptions default", "DBOptions", "TableOptions/BlockBasedTable default": a stable section id. */
export function sectionId(s: Pick<IniSection, 'title' | 'arg'>): string {
  return s.arg ? `${s.title} ${s.arg}` : s.title;
}

/** The first line whose statement key is `key` (RocksDB keeps the first of duplicates). */
export function findKeyLine(scan: IniScan, key: string): IniEntry | undefined {
  for (const s of scan.sections) {
    const e = s.entries.find((x) => x.key === key);
    if (e) return e;
  }
  return undefined;
}
