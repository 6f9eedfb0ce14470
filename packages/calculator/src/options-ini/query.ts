import { matchesSection } from './sections.js';
import type { EntryLine, OptionsDocument, OptionsSection, SectionSelector } from './types.js';

export function sectionEntries(section: OptionsSection): EntryLine[] {
  return section.lines.filter((line): line is EntryLine => line.kind === 'entry');
}

/** Every entry in file order; entries before the first header have no section. */
export function listEntries(document: OptionsDocument): Array<{ section: OptionsSection | undefined; entry: EntryLine }> {
  const preamble = document.preamble
    .filter((line): line is EntryLine => line.kind === 'entry')
    .map((entry) => ({ section: undefined, entry }));
  const inSections = document.sections.flatMap((section) => sectionEntries(section).map((entry) => ({ section, entry })));
  return [...preamble, ...inSections];
}

export function findSections(document: OptionsDocument, selector: SectionSelector): OptionsSection[] {
  return document.sections.filter((section) => matchesSection(section, selector));
}

/** All entries named `key` in the matching sections, duplicates included, in file order. */
export function findEntries(document: OptionsDocument, selector: SectionSelector, key: string): EntryLine[] {
  return findSections(document, selector).flatMap((section) => sectionEntries(section).filter((entry) => entry.key === key));
}

/** The entry RocksDB uses: on duplicate keys it keeps the first and silently drops the rest. */
export function findEntry(document: OptionsDocument, selector: SectionSelector, key: string): EntryLine | undefined {
  return findEntries(document, selector, key)[0];
}
