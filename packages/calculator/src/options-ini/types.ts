/**
 * Lossless document model (a concrete syntax tree) of a RocksDB OPTIONS file.
 * Every line keeps its exact text and terminator, so writing the model back
 * reproduces the input byte for byte; the parsed fields are views on that text.
 */

/** Terminator as found in the text; '' only on a last line without a final newline. */
export type LineEnding = '\n' | '\r\n' | '';

export type IniErrorCode =
  | 'ini-missing-equals'
  | 'ini-empty-key'
  | 'ini-unterminated-section'
  | 'ini-unterminated-quote'
  | 'ini-empty-section-title'
  | 'ini-entry-before-section';

export interface IniSyntaxError {
  readonly code: IniErrorCode;
  readonly message: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units (what editors and LSP use). */
  readonly column: number;
}

/** A `#` comment: `text` is everything after the `#`, verbatim. */
export interface IniComment {
  readonly text: string;
  readonly column: number;
}

interface LineBase {
  /** 1-based line number in the parsed text. */
  readonly line: number;
  /** The line's text without its terminator. */
  readonly raw: string;
  readonly eol: LineEnding;
}

/** Empty or whitespace-only line. */
export interface BlankLine extends LineBase {
  readonly kind: 'blank';
}

export interface CommentLine extends LineBase {
  readonly kind: 'comment';
  readonly comment: IniComment;
}

export interface EntryLine extends LineBase {
  readonly kind: 'entry';
  /** Trimmed name left of the first `=`. */
  readonly key: string;
  readonly keyColumn: number;
  /** Value as written: comment cut, trimmed, still escaped. Feed this to `splitList`. */
  readonly rawValue: string;
  /** `rawValue` unescaped: what RocksDB's option parsers see. */
  readonly value: string;
  /** Where the value starts; for an empty value, just after the `=`. */
  readonly valueColumn: number;
  readonly comment: IniComment | undefined;
}

/** A line RocksDB would reject; the matching error is in the parse result. */
export interface InvalidLine extends LineBase {
  readonly kind: 'invalid';
  readonly errorCode: IniErrorCode;
}

export interface SectionHeaderLine extends LineBase {
  readonly kind: 'header';
  /** Column of the `[`. */
  readonly column: number;
  readonly comment: IniComment | undefined;
}

export type BodyLine = BlankLine | CommentLine | EntryLine | InvalidLine;

export type SectionKind = 'Version' | 'DBOptions' | 'CFOptions' | 'TableOptions' | 'unknown';

export interface OptionsSection {
  readonly kind: SectionKind;
  /** Text before the first `"`, trimmed, e.g. `TableOptions/BlockBasedTable`. */
  readonly title: string;
  /** Unescaped text between the first and last `"`; undefined when there are no quotes. */
  readonly arg: string | undefined;
  /** For TableOptions sections: the part after `TableOptions/`, e.g. `BlockBasedTable`. */
  readonly factory: string | undefined;
  readonly header: SectionHeaderLine;
  /** Every line after the header up to the next header, in order. */
  readonly lines: readonly BodyLine[];
}

export interface OptionsDocument {
  /** Lines before the first section header (usually the header comment block). */
  readonly preamble: readonly BodyLine[];
  readonly sections: readonly OptionsSection[];
}

export interface ParseResult {
  readonly document: OptionsDocument;
  readonly errors: readonly IniSyntaxError[];
}

/** Identifies a section: a canonical title string such as `CFOptions "default"`, or its parts. */
export type SectionSelector = string | { readonly title: string; readonly arg?: string | undefined };

/** A plain string is written as one value; a string array as a colon list. */
export type EntryValue = string | readonly string[];
