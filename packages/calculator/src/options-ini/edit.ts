import { OptionsIniError } from './errors.js';
import { assertValidKey, formatValue } from './format-value.js';
import { parseOptionsIni } from './parse.js';
import { findSections, sectionEntries } from './query.js';
import type { EntryLine, EntryValue, LineEnding, OptionsDocument, SectionSelector } from './types.js';

const DEFAULT_INDENT = '  ';

interface MutableLine {
  raw: string;
  eol: LineEnding;
  readonly source: object | undefined;
}

/**
 * Returns a new document where `key` in the first section matching `selector` has `value`,
 * every other byte unchanged. An existing entry (the first one, which RocksDB uses) keeps
 * its indentation, spacing and trailing comment; a missing one is added after the
 * section's last entry with the same indentation. Throws `ini-section-not-found`.
 */
export function setEntryValue(document: OptionsDocument, selector: SectionSelector, key: string, value: EntryValue): OptionsDocument {
  assertValidKey(key);
  const section = findSections(document, selector)[0];
  if (!section) {
    throw new OptionsIniError('ini-section-not-found', `No section ${JSON.stringify(selector)} to set ${key} in.`);
  }
  const text = formatValue(key, value);
  const lines = flatten(document);
  const entries = sectionEntries(section);
  const existing = entries.find((entry) => entry.key === key);
  if (existing) {
    const target = lines.find((line) => line.source === existing);
    if (target) target.raw = replaceValue(existing, text);
  } else {
    const last = entries.at(-1);
    const indent = last ? last.raw.slice(0, last.keyColumn - 1) : DEFAULT_INDENT;
    const index = lines.findIndex((line) => line.source === (last ?? section.header));
    insertLine(lines, index, `${indent}${key}=${text}`, dominantEol(lines));
  }
  return parseOptionsIni(lines.map((line) => line.raw + line.eol).join('')).document;
}

function replaceValue(entry: EntryLine, text: string): string {
  const start = entry.valueColumn - 1;
  const rest = entry.raw.slice(start + entry.rawValue.length);
  // A value ending in `\` right before `#` would turn the comment into part of the value.
  const gap = rest.startsWith('#') && text.endsWith('\\') ? ' ' : '';
  return entry.raw.slice(0, start) + text + gap + rest;
}

function insertLine(lines: MutableLine[], afterIndex: number, raw: string, eol: '\n' | '\r\n'): void {
  const previous = lines[afterIndex];
  if (previous && previous.eol === '') {
    // Appending after a last line without a final newline: keep the file without one.
    previous.eol = eol;
    lines.splice(afterIndex + 1, 0, { raw, eol: '', source: undefined });
    return;
  }
  lines.splice(afterIndex + 1, 0, { raw, eol: previous?.eol || eol, source: undefined });
}

function flatten(document: OptionsDocument): MutableLine[] {
  const all = [...document.preamble, ...document.sections.flatMap((section) => [section.header, ...section.lines])];
  return all.map((line) => ({ raw: line.raw, eol: line.eol, source: line }));
}

function dominantEol(lines: readonly MutableLine[]): '\n' | '\r\n' {
  return lines.find((line) => line.eol !== '')?.eol === '\r\n' ? '\r\n' : '\n';
}
