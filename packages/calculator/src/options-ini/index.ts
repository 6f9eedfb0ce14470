export type {
  BlankLine,
  BodyLine,
  CommentLine,
  EntryLine,
  EntryValue,
  IniComment,
  IniErrorCode,
  IniSyntaxError,
  InvalidLine,
  LineEnding,
  OptionsDocument,
  OptionsSection,
  ParseResult,
  SectionHeaderLine,
  SectionKind,
  SectionSelector,
} from './types.js';
export type { DocumentSpec, EntrySpec, SectionSpec } from './build.js';
export { OptionsIniError, type OptionsIniErrorCode } from './errors.js';
export { escapeOptionString, escapeValue, unescapeOptionString } from './escape.js';
export { joinList, splitList } from './list.js';
export { parseOptionsIni } from './parse.js';
export { writeOptionsIni } from './write.js';
export { buildOptionsDocument } from './build.js';
export { setEntryValue } from './edit.js';
export { findEntries, findEntry, findSections, listEntries, sectionEntries } from './query.js';
export { firstEntryOf, sectionsOfKind } from './section-index.js';
export { ESCAPED_BYTE_BASE, textFromBytes, utf8SequenceLength } from './byte-text.js';
export { classifySection, sectionTitle, tableOptionsTitle } from './sections.js';
