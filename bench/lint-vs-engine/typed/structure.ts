// File-structure edits of the second generator: whole sections duplicated, swapped, dropped or renamed, keys
// spelt another way, and braces added or removed around nested values.
import { entries } from '../../../native/rocksdb-addon/test/lint-vs-engine/lines.js';
import { sectionRanges } from './sections.js';

export const SECTION_OPS = ['duplicate', 'swap', 'drop', 'rename-cf', 'drop-header', 'comment-header'] as const;
export const KEY_OPS = ['upper', 'space-in-key', 'colon', 'no-equals', 'double-equals', 'quoted', 'tab-indent'] as const;
export const BRACE_OPS = ['open-only', 'close-only', 'extra-close', 'text-after', 'nested-twice', 'empty', 'unbraced'] as const;

export function editSection(text: string, op: (typeof SECTION_OPS)[number], pick: number, other: number): string {
  const lines = text.split('\n');
  const ranges = sectionRanges(lines);
  if (ranges.length === 0) return text;
  // A column family rename edits a header that names one.
  const pool = op === 'rename-cf' ? ranges.filter((r) => lines[r.header]!.includes('"')) : ranges;
  if (pool.length === 0) return text;
  const a = pool[pick % pool.length]!;
  const body = lines.slice(a.header, a.end);
  const without = [...lines.slice(0, a.header), ...lines.slice(a.end)];
  if (op === 'drop') return without.join('\n');
  if (op === 'duplicate') return [...lines.slice(0, a.end), ...body, ...lines.slice(a.end)].join('\n');
  if (op === 'swap') {
    if (ranges.length < 2) return text;
    const at = ranges.indexOf(a);
    const b = ranges[(at + 1 + (other % (ranges.length - 1))) % ranges.length]!;
    const [first, second] = a.header < b.header ? [a, b] : [b, a];
    const part = (r: typeof a) => lines.slice(r.header, r.end);
    return [
      ...lines.slice(0, first.header),
      ...part(second),
      ...lines.slice(first.end, second.header),
      ...part(first),
      ...lines.slice(second.end),
    ].join('\n');
  }
  const header = lines[a.header]!;
  const edited =
    op === 'rename-cf'
      ? header.replace(/"([^"]*)"/, (_, name: string) => `"${name === 'default' ? 'other' : 'default'}"`)
      : op === 'comment-header'
        ? `# ${header}`
        : '';
  return [...lines.slice(0, a.header), ...(op === 'drop-header' ? [] : [edited]), ...lines.slice(a.header + 1)].join('\n');
}

export function editKey(text: string, op: (typeof KEY_OPS)[number], pick: number): string {
  const lines = text.split('\n');
  const all = entries(lines);
  const e = all[pick % Math.max(1, all.length)];
  if (!e) return text;
  const spelt: Record<(typeof KEY_OPS)[number], string> = {
    upper: `  ${e.key.toUpperCase()}=${e.value}`,
    'space-in-key': `  ${e.key.slice(0, 3)} ${e.key.slice(3)}=${e.value}`,
    colon: `  ${e.key}: ${e.value}`,
    'no-equals': `  ${e.key} ${e.value}`,
    'double-equals': `  ${e.key}==${e.value}`,
    quoted: `  "${e.key}"="${e.value}"`,
    'tab-indent': `\t${e.key} =\t${e.value}`,
  };
  lines[e.index] = spelt[op];
  return lines.join('\n');
}

/** Brace edits on an entry whose value is nested (`{...}`), or on any entry when the file has none. */
export function editBraces(text: string, op: (typeof BRACE_OPS)[number], pick: number): string {
  const lines = text.split('\n');
  const all = entries(lines);
  const nested = all.filter((e) => e.value.includes('{'));
  const pool = nested.length > 0 ? nested : all;
  const e = pool[pick % Math.max(1, pool.length)];
  if (!e) return text;
  const inner = e.value.replace(/^\{|\}$/g, '');
  const value: Record<(typeof BRACE_OPS)[number], string> = {
    'open-only': `{${inner}`,
    'close-only': `${inner}}`,
    'extra-close': `{${inner}}}`,
    'text-after': `{${inner}}x`,
    'nested-twice': `{{${inner}}}`,
    empty: '{}',
    unbraced: inner,
  };
  lines[e.index] = `  ${e.key}=${value[op]}`;
  return lines.join('\n');
}
