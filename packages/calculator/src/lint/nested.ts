import { isCSpace, trimC } from '../options-ini/text-scan.js';

/** A `{k=v;k={...}}` value as RocksDB 7.8.3 splits it (options_helper.cc StringToMap + NextToken), or its refusal. */
export type NestedParse =
  | { readonly ok: true; readonly fields: ReadonlyArray<readonly [string, string]> }
  | { readonly ok: false; readonly message: string };

function fail(message: string): NestedParse {
  return { ok: false, message };
}

/** The value after `=` starting at `pos`: a balanced `{...}` or text up to `;`. */
function nextToken(opts: string, start: number): { token: string; end: number } | { error: string } {
  let pos = start;
  while (pos < opts.length && isCSpace(opts[pos])) pos++;
  if (pos >= opts.length) return { token: '', end: -1 };
  if (opts[pos] !== '{') {
    const end = opts.indexOf(';', pos);
    return { token: trimC(end === -1 ? opts.slice(pos) : opts.slice(pos, end)), end };
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
  if (after < opts.length && opts[after] !== ';') return { error: 'Unexpected chars after nested options' };
  return { token: trimC(opts.slice(pos + 1, close)), end: after < opts.length ? after : -1 };
}

/** Splits a nested value into its fields exactly as the engine does, with the engine's error message on failure. */
export function parseNested(value: string): NestedParse {
  let opts = trimC(value);
  while (opts.length > 2 && opts.startsWith('{') && opts.endsWith('}')) opts = trimC(opts.slice(1, -1));
  const fields: Array<readonly [string, string]> = [];
  let pos = 0;
  while (pos < opts.length) {
    const eq = /[={};]/.exec(opts.slice(pos));
    if (!eq) return fail("Mismatched key value pair, '=' expected");
    if (eq[0] !== '=') return fail('Unexpected char in key');
    const key = trimC(opts.slice(pos, pos + eq.index));
    if (key === '') return fail('Empty key found');
    const next = nextToken(opts, pos + eq.index + 1);
    if ('error' in next) return fail(next.error);
    fields.push([key, next.token]);
    if (next.end === -1) break;
    pos = next.end + 1;
  }
  return { ok: true, fields };
}
