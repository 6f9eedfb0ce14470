import { escapeOptionString, unescapeOptionString } from './escape.js';
import { trimC } from './text-scan.js';

const BACKSLASH = 0x5c;
const COLON = 0x3a;

/**
 * The last long list split: lint's rules read the same value's items one after another (a 60 MiB list is 60 M items);
 * short values are split again, so they never evict it.
 */
const SHARED_FROM = 4096;
let lastSplit: { rawValue: string; items: readonly string[] } | undefined;

/**
 * Splits a colon list as written (an entry's `rawValue`, still escaped): `\:` stays inside
 * its item, items are unescaped and trimmed (RocksDB trims list tokens). Like RocksDB's
 * tokenizer, '' is an empty list and one trailing `:` adds no item; `a::b` keeps the
 * empty middle item so a linter can report it. The result is shared with the next call on the same value.
 */
export function splitList(rawValue: string): readonly string[] {
  if (lastSplit?.rawValue === rawValue) return lastSplit.items;
  const items: string[] = [];
  const add = (start: number, end: number): void => {
    items.push(start === end ? '' : trimC(unescapeOptionString(rawValue.slice(start, end))));
  };
  let start = 0;
  for (let i = 0; i < rawValue.length; i++) {
    const c = rawValue.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === COLON) {
      add(start, i);
      start = i + 1;
    }
  }
  if (start < rawValue.length) add(start, rawValue.length);
  if (rawValue.length >= SHARED_FROM) lastSplit = { rawValue, items };
  return items;
}

/** The inverse of `splitList` for items without surrounding whitespace. */
export function joinList(items: readonly string[]): string {
  return items.map(escapeOptionString).join(':');
}
