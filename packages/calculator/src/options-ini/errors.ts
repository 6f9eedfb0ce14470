import type { IniErrorCode, IniSyntaxError } from './types.js';

// The first two use RocksDB's own wording (options/options_parser.cc, ParseStatement).
const MESSAGES: Record<IniErrorCode, string> = {
  'ini-missing-equals': "A valid statement must have a '='.",
  'ini-empty-key': 'A valid statement must have a variable name.',
  'ini-unterminated-section': "A section header must end with ']'.",
  'ini-unterminated-quote': "A section argument must be enclosed in two '\"'.",
  'ini-empty-section-title': 'A section header must have a title.',
  'ini-entry-before-section': 'A statement before the first section header is ignored by RocksDB.',
};

export function syntaxError(code: IniErrorCode, line: number, column: number): IniSyntaxError {
  return { code, message: MESSAGES[code], line, column };
}

export type OptionsIniErrorCode = 'ini-invalid-key' | 'ini-invalid-title' | 'ini-invalid-value' | 'ini-section-not-found';

/** Thrown by the builder and the editor when asked to write something RocksDB could not read back. */
export class OptionsIniError extends Error {
  override readonly name = 'OptionsIniError';
  constructor(
    readonly code: OptionsIniErrorCode,
    message: string,
  ) {
    super(message);
  }
}
