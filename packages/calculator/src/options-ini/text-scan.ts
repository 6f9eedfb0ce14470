import type { LineEnding } from './types.js';

/** C `isspace` in the "C" locale: what RocksDB trims. JS `\s` would also eat NBSP and friends. */
export function isCSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\v' || ch === '\f' || ch === '\r';
}

/** [start, end) of `text.slice(from, to)` without surrounding C whitespace, as absolute offsets. */
export function trimSpan(text: string, from: number, to: number): [number, number] {
  let start = from;
  let end = to;
  while (start < end && isCSpace(text[start])) start++;
  while (end > start && isCSpace(text[end - 1])) end--;
  return [start, end];
}

export function trimC(text: string): string {
  const [start, end] = trimSpan(text, 0, text.length);
  return text.slice(start, end);
}

/** Offset of the first `#` not preceded by `\` (RocksDB's TrimAndRemoveComment), or -1. */
export function findCommentStart(raw: string): number {
  for (let i = raw.indexOf('#'); i !== -1; i = raw.indexOf('#', i + 1)) {
    if (i === 0 || raw[i - 1] !== '\\') return i;
  }
  return -1;
}

export interface RawLine {
  readonly raw: string;
  readonly eol: LineEnding;
}

/** Splits on `\n` as RocksDB's line reader does; a `\r` right before it belongs to the terminator. */
export function splitLines(text: string): RawLine[] {
  const lines: RawLine[] = [];
  let pos = 0;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    if (nl === -1) {
      lines.push({ raw: text.slice(pos), eol: '' });
      break;
    }
    const crlf = nl > pos && text[nl - 1] === '\r';
    lines.push({ raw: text.slice(pos, crlf ? nl - 1 : nl), eol: crlf ? '\r\n' : '\n' });
    pos = nl + 1;
  }
  return lines;
}
