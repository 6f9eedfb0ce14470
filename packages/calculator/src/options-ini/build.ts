import { assertValidKey, formatValue, sanitizeComment } from './format-value.js';
import { OptionsIniError } from './errors.js';
import { parseOptionsIni } from './parse.js';
import { sectionTitle } from './sections.js';
import { isCSpace } from './text-scan.js';
import type { EntryValue, OptionsDocument } from './types.js';

export interface EntrySpec {
  readonly key: string;
  readonly value: EntryValue;
  /** Written as a trailing ` # comment`. */
  readonly comment?: string | undefined;
}

export interface SectionSpec {
  /** `Version`, `DBOptions`, `CFOptions` or `TableOptions/<Factory>` (see `tableOptionsTitle`). */
  readonly title: string;
  /** Column family name; escaped on write as RocksDB does. */
  readonly arg?: string | undefined;
  readonly entries: readonly EntrySpec[];
}

export interface DocumentSpec {
  /** One `# ...` line each, followed by a blank line. */
  readonly headerComments?: readonly string[] | undefined;
  readonly sections: readonly SectionSpec[];
  readonly lineEnding?: '\n' | '\r\n' | undefined;
}

const INDENT = '  ';

/**
 * Lays a document out as RocksDB's PersistRocksDBOptions does: header comments, a blank
 * line, then each `[Section]` with two-space indented `key=value` lines and a blank line
 * between sections. (RocksDB itself leaves a stray two-space line at the end of most
 * sections; we write a truly blank one.)
 */
export function buildOptionsDocument(spec: DocumentSpec): OptionsDocument {
  const lines: string[] = (spec.headerComments ?? []).map((comment) => {
    const text = sanitizeComment(comment);
    return text === '' ? '#' : `# ${text}`;
  });
  if (lines.length > 0) lines.push('');
  spec.sections.forEach((section, index) => {
    if (index > 0) lines.push('');
    assertValidTitle(section.title);
    lines.push(`[${sectionTitle(section)}]`);
    for (const entry of section.entries) lines.push(INDENT + formatEntry(entry));
  });
  const eol = spec.lineEnding ?? '\n';
  const text = lines.map((line) => line + eol).join('');
  const { document, errors } = parseOptionsIni(text);
  if (errors.length > 0) throw new Error(`buildOptionsDocument produced invalid text: ${errors[0]?.message}`);
  return document;
}

export function formatEntry(entry: EntrySpec): string {
  assertValidKey(entry.key);
  const line = `${entry.key}=${formatValue(entry.key, entry.value)}`;
  return entry.comment === undefined ? line : `${line} # ${sanitizeComment(entry.comment)}`;
}

function assertValidTitle(title: string): void {
  if (title === '' || /["[\]#\r\n]/.test(title) || isCSpace(title[0]) || isCSpace(title[title.length - 1])) {
    throw new OptionsIniError('ini-invalid-title', `Invalid section title ${JSON.stringify(title)}.`);
  }
}
