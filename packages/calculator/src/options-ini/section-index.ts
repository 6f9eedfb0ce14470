import type { EntryLine, OptionsDocument, OptionsSection, SectionKind } from './types.js';

interface SectionIndex {
  readonly byKind: Map<SectionKind, OptionsSection[]>;
  /** Keyed by kind and argument (a missing argument is "", as RocksDB reads it). */
  readonly byKindAndArg: Map<string, OptionsSection[]>;
}

// Documents are never mutated (edits return new text), so an index built once per document stays true.
const sectionIndexes = new WeakMap<OptionsDocument, SectionIndex>();
const firstEntries = new WeakMap<OptionsSection, Map<string, EntryLine>>();
const NONE: readonly OptionsSection[] = [];

function kindAndArg(kind: SectionKind, arg: string | undefined): string {
  return `${kind}\u0000${arg ?? ''}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function indexOf(document: OptionsDocument): SectionIndex {
  let index = sectionIndexes.get(document);
  if (index) return index;
  index = { byKind: new Map(), byKindAndArg: new Map() };
  for (const section of document.sections) {
    push(index.byKind, section.kind, section);
    push(index.byKindAndArg, kindAndArg(section.kind, section.arg), section);
  }
  sectionIndexes.set(document, index);
  return index;
}

/**
 * The sections of one kind in file order, and with `arg` only those naming it: a lookup, not a scan, so rules that
 * ask once per column family stay linear in a file of 200,000 sections.
 */
export function sectionsOfKind(document: OptionsDocument, kind: SectionKind, arg?: string): readonly OptionsSection[] {
  const index = indexOf(document);
  return (arg === undefined ? index.byKind.get(kind) : index.byKindAndArg.get(kindAndArg(kind, arg))) ?? NONE;
}

/** The first entry named `key` in a section (the one RocksDB keeps), from a per-section index built on first use. */
export function firstEntryOf(section: OptionsSection, key: string): EntryLine | undefined {
  let entries = firstEntries.get(section);
  if (!entries) {
    entries = new Map();
    for (const line of section.lines) if (line.kind === 'entry' && !entries.has(line.key)) entries.set(line.key, line);
    firstEntries.set(section, entries);
  }
  return entries.get(key);
}
