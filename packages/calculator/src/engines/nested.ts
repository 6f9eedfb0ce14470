import type { ListSyntax } from './types.js';
import { splitList } from '../options-ini/index.js';
import { isCSpace, trimC } from '../options-ini/text-scan.js';

/**
 * The one splitter of `{k=v;k={...}}` struct values and `a:{b}:c` lists, as the engine splits them
 * (options_helper.cc StringToMap and OptionTypeInfo::NextToken, ParseVector; the profile says which
 * list forms a version reads). Errors carry the engine's own message.
 */
/** One `key=value` of a nested value; `braced` when the value was a `{...}` token (its inside is the value). */
export type NestedField = readonly [key: string, value: string, braced: boolean];

export type NestedParse = { readonly ok: true; readonly fields: readonly NestedField[] } | { readonly ok: false; readonly message: string };

export type ListParse = { readonly ok: true; readonly items: readonly string[] } | { readonly ok: false; readonly message: string };

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/** The token starting at `start`: a balanced `{...}` (its inside) or text up to `delimiter`; `end` is -1 at the end. */
function nextToken(opts: string, delimiter: string, start: number): { token: string; end: number; braced: boolean } | { error: string } {
  let pos = start;
  while (pos < opts.length && isCSpace(opts[pos])) pos++;
  if (pos >= opts.length) return { token: '', end: -1, braced: false };
  if (opts[pos] !== '{') {
    const end = opts.indexOf(delimiter, pos);
    return { token: trimC(end === -1 ? opts.slice(pos) : opts.slice(pos, end)), end, braced: false };
  }
  let depth = 1;
  let close = pos + 1;
  for (; close < opts.length; close++) {
    if (opts[close] === '{') depth++;
    else if (opts[close] === '}' && --depth === 0) break;
  }
  if (depth !== 0) return { error: 'Mismatched curly braces for nested options' };
  let after = close + 1;
  while (after < opts.length && isCSpace(opts[after])) after++;
  if (after < opts.length && opts[after] !== delimiter) return { error: 'Unexpected chars after nested options' };
  return { token: trimC(opts.slice(pos + 1, close)), end: after < opts.length ? after : -1, braced: true };
}

/** Splits a nested value into its fields exactly as the engine does, with the engine's error message on failure. */
export function parseNested(value: string): NestedParse {
  let opts = trimC(value);
  while (opts.length > 2 && opts.startsWith('{') && opts.endsWith('}')) opts = trimC(opts.slice(1, -1));
  const fields: NestedField[] = [];
  let pos = 0;
  while (pos < opts.length) {
    const eq = /[={};]/.exec(opts.slice(pos));
    if (!eq) return fail("Mismatched key value pair, '=' expected");
    if (eq[0] !== '=') return fail('Unexpected char in key');
    const key = trimC(opts.slice(pos, pos + eq.index));
    if (key === '') return fail('Empty key found');
    const next = nextToken(opts, ';', pos + eq.index + 1);
    if ('error' in next) return fail(next.error);
    fields.push([key, next.token, next.braced]);
    if (next.end === -1) break;
    pos = next.end + 1;
  }
  return { ok: true, fields };
}

/** `{a:b}` when its first brace closes at its last (StripOuterBraces peels one such layer). */
function stripOuterBraces(value: string): string {
  if (!value.startsWith('{') || !value.endsWith('}') || value.length < 2) return value;
  let depth = 0;
  for (let i = 0; i < value.length - 1; i++) {
    if (value[i] === '{') depth++;
    else if (value[i] === '}' && --depth === 0) return value;
  }
  return value.slice(1, -1);
}

/**
 * The items of a colon list (an entry's `rawValue`) as the target reads them. Without braces, the
 * escape-aware `splitList`; with braces, ParseVector's tokens when the target reads braced items,
 * else ParseVectorInt's plain split on ':' (where `{1}` is an item the number parser refuses).
 */
export function parseListValue(rawValue: string, syntax: ListSyntax): ListParse {
  if (!rawValue.includes('{') || !syntax.bracedItems) return { ok: true, items: splitList(rawValue) };
  const value = syntax.bracedList ? stripOuterBraces(trimC(rawValue)) : trimC(rawValue);
  const items: string[] = [];
  for (let start = 0; start < value.length;) {
    const next = nextToken(value, ':', start);
    if ('error' in next) return fail(next.error);
    items.push(next.token);
    if (next.end === -1) break;
    start = next.end + 1;
  }
  return { ok: true, items };
}

/**
 * A struct value as the legacy ParseStructOptions splits it (5.x to 6.5, TRocksDB; the profile's
 * `legacyStructParser`): an optional leading `{`, then pieces up to each `;`, untrimmed, until a piece starts
 * with `}`. The last piece keeps a closing `}` when no `;` precedes it, and a piece without `=` is all key.
 */
export function splitLegacyStruct(value: string): ReadonlyArray<readonly [string, string]> {
  const fields: [string, string][] = [];
  let start = value.startsWith('{') ? 1 : 0;
  while (start < value.length && value[start] !== '}') {
    const end = value.indexOf(';', start);
    const piece = end === -1 ? value.slice(start) : value.slice(start, end);
    const eq = piece.indexOf('=');
    fields.push(eq === -1 ? [piece, piece] : [piece.slice(0, eq), piece.slice(eq + 1)]);
    start = end === -1 ? value.length : end + 1;
  }
  return fields;
}
