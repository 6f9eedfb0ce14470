import { escapeValue } from './escape.js';
import { OptionsIniError } from './errors.js';
import { joinList } from './list.js';
import { isCSpace } from './text-scan.js';
import type { EntryValue } from './types.js';

/** The escaped text to write after `=`; throws if RocksDB would read back something else. */
export function formatValue(key: string, value: EntryValue): string {
  const text = typeof value === 'string' ? escapeValue(value) : joinList(value);
  if (isCSpace(text[0]) || isCSpace(text[text.length - 1])) {
    throw new OptionsIniError('ini-invalid-value', `Value of ${key} has surrounding whitespace, which RocksDB trims.`);
  }
  return text;
}

/** Newlines in a comment would start a new line of the file, so they become spaces. */
export function sanitizeComment(comment: string): string {
  return comment.replace(/[\r\n]+/g, ' ');
}

export function assertValidKey(key: string): void {
  if (key === '' || /[=#\r\n]/.test(key) || key.startsWith('[') || isCSpace(key[0]) || isCSpace(key[key.length - 1])) {
    throw new OptionsIniError('ini-invalid-key', `Invalid option name ${JSON.stringify(key)}.`);
  }
}
