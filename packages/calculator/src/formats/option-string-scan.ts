/**
 * RocksDB's option-string reader (options_helper.cc StringToMap / NextToken) with positions: `k=v;k={a=b;c=d};...`,
 * a value that starts with `{` runs to its matching `}`, keys and values trimmed. Unlike an OPTIONS file, the LAST
 * of two equal keys is the one RocksDB keeps (the map is overwritten).
 */

export interface StringPair {
  readonly key: string;
  /** As written, braces of a `{...}` value removed. */
  readonly value: string;
  /** Whether the value was a `{...}` token. */
  readonly braced: boolean;
  /** 1-based line of the text the pair is on. */
  readonly line: number;
  readonly keyColumn: number;
  /** Where the value starts (inside the brace for a braced value). */
  readonly valueColumn: number;
}

/** Where RocksDB stops reading a string, and its reason. */
export interface StringSyntaxError {
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

export interface ScannedString {
  readonly pairs: readonly StringPair[];
  readonly error?: StringSyntaxError;
}

const SPACE = /\s/;

function skipSpaces(text: string, from: number): number {
  let i = from;
  while (i < text.length && SPACE.test(text[i] ?? '')) i++;
  return i;
}

/** The index of the `}` that closes the `{` at `open`, or -1. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** One value from `from`: its text, where it starts and the index of the `;` after it (text.length at the end). */
function nextValue(
  text: string,
  from: number,
  line: number,
): { value: string; start: number; braced: boolean; end: number } | StringSyntaxError {
  const start = skipSpaces(text, from);
  if (text[start] === '{') {
    const close = matchingBrace(text, start);
    if (close === -1) return { message: "a '{' without its '}'", line, column: start + 1 };
    const after = skipSpaces(text, close + 1);
    if (after < text.length && text[after] !== ';') return { message: "text after a '}' before the next ';'", line, column: after + 1 };
    return { value: text.slice(start + 1, close), start: start + 1, braced: true, end: after };
  }
  const semi = text.indexOf(';', start);
  const end = semi === -1 ? text.length : semi;
  return { value: text.slice(start, end).trimEnd(), start, braced: false, end };
}

/** The pairs of one line of option string (`line` numbers the positions), up to the first syntax error. */
export function scanOptionString(text: string, line = 1): ScannedString {
  // StringToMap strips braces around the whole string first.
  const trimmed = text.trim();
  if (trimmed.length > 2 && trimmed.startsWith('{') && trimmed.endsWith('}')) {
    const open = text.indexOf('{');
    return scanPairs(text.slice(open + 1, text.lastIndexOf('}')), line, open + 1);
  }
  return scanPairs(text, line, 0);
}

function scanPairs(text: string, line: number, columnOffset: number): ScannedString {
  const pairs: StringPair[] = [];
  let pos = skipSpaces(text, 0);
  while (pos < text.length) {
    const eq = text.slice(pos).search(/[={};]/) + pos;
    if (eq < pos || text[eq] !== '=')
      return {
        pairs,
        error: { message: "a key without '=' (RocksDB: Mismatched key value pair, '=' expected)", line, column: pos + 1 + columnOffset },
      };
    const key = text.slice(pos, eq).trim();
    if (key === '') return { pairs, error: { message: 'an empty key (RocksDB: Empty key found)', line, column: pos + 1 + columnOffset } };
    const value = nextValue(text, eq + 1, line);
    if ('message' in value) return { pairs, error: { ...value, column: value.column + columnOffset } };
    const keyColumn = skipSpaces(text, pos) + 1 + columnOffset;
    pairs.push({ key, value: value.value, braced: value.braced, line, keyColumn, valueColumn: value.start + 1 + columnOffset });
    pos = skipSpaces(text, value.end + 1);
  }
  return { pairs };
}
