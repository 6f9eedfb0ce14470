import { escapeOptionString, unescapeOptionString } from './escape.js';
import { trimC } from './text-scan.js';
import type { OptionsSection, SectionKind, SectionSelector } from './types.js';

const TABLE_OPTIONS_PREFIX = 'TableOptions/';

/** Title, argument and the offset of an unmatched `"` (or -1) of the text between `[` and `]`. */
export interface HeaderParts {
  readonly title: string;
  readonly arg: string | undefined;
  readonly loneQuoteAt: number;
}

/** As RocksDB's ParseSection: the argument lies between the first and the last `"`. */
export function splitHeader(inner: string): HeaderParts {
  const first = inner.indexOf('"');
  const last = inner.lastIndexOf('"');
  if (first !== -1 && first !== last) {
    return { title: trimC(inner.slice(0, first)), arg: unescapeOptionString(inner.slice(first + 1, last)), loneQuoteAt: -1 };
  }
  return { title: trimC(inner), arg: undefined, loneQuoteAt: first };
}

/**
 * Mirrors ParseSection: Version, DBOptions and CFOptions must match exactly; anything
 * longer than "TableOptions/" that starts with it (slash included: `[TableOptionsXBlockBasedTable]`
 * is an unknown section to RocksDB) is a TableOptions section, its factory being the text after
 * the `/`. Whether the factory exists is for the linter.
 */
export function classifySection(title: string): { kind: SectionKind; factory: string | undefined } {
  if (title === 'Version' || title === 'DBOptions' || title === 'CFOptions') return { kind: title, factory: undefined };
  if (title.startsWith(TABLE_OPTIONS_PREFIX) && title.length > TABLE_OPTIONS_PREFIX.length) {
    return { kind: 'TableOptions', factory: title.slice(TABLE_OPTIONS_PREFIX.length) };
  }
  return { kind: 'unknown', factory: undefined };
}

export function tableOptionsTitle(factory: string): string {
  return TABLE_OPTIONS_PREFIX + factory;
}

/** The header text without brackets as RocksDB writes it: `DBOptions`, `CFOptions "default"`. */
export function sectionTitle(section: { readonly title: string; readonly arg?: string | undefined }): string {
  return section.arg === undefined ? section.title : `${section.title} "${escapeOptionString(section.arg)}"`;
}

/** RocksDB treats a missing argument as "", so `[DBOptions]` and `[DBOptions ""]` match alike. */
export function matchesSection(section: OptionsSection, selector: SectionSelector): boolean {
  const wanted = typeof selector === 'string' ? splitHeader(selector) : selector;
  return section.title === wanted.title && (section.arg ?? '') === (wanted.arg ?? '');
}
