import { escapeOptionString, unescapeOptionString } from './escape.js';
import { trimC } from './text-scan.js';

/**
 * Splits a colon list as written (an entry's `rawValue`, still escaped): `\:` stays inside
 * its item, items are unescaped and trimmed (RocksDB trims list tokens). Like RocksDB's
 * tokenizer, '' is an empty list and one trailing `:` adds no item; `a::b` keeps the
 * empty middle item so a linter can report it.
 */
export function splitList(rawValue: string): string[] {
  const items: string[] = [];
  let start = 0;
  for (let i = 0; i < rawValue.length; i++) {
    if (rawValue[i] === '\\') i++;
    else if (rawValue[i] === ':') {
      items.push(rawValue.slice(start, i));
      start = i + 1;
    }
  }
  if (start < rawValue.length) items.push(rawValue.slice(start));
  return items.map((item) => trimC(unescapeOptionString(item)));
}

/** The inverse of `splitList` for items without surrounding whitespace. */
export function joinList(items: readonly string[]): string {
  return items.map(escapeOptionString).join(':');
}
