import { NAN_FAILS_OPEN, inRange } from '../../engines/data/behaviours-observed.js';
import { defineRule } from '../define-rule.js';
import { fix, replaceValueEdit } from '../edits.js';
import { parseNested } from '../../engines/nested.js';
import { atValue, bytes } from '../report.js';
import type { LintContext, Report } from '../types.js';
import { INTEGER_TYPES, type ParsedValue, parseScalar, showNumber } from '../../engines/values.js';
import type { StructField } from '../../engines/types.js';

type ParsedOk = Extract<ParsedValue, { ok: true }>;
import { knownEntries, type KnownEntry } from '../walk.js';

const UNIT_POWER: Record<string, number> = { k: 10, m: 20, g: 30, t: 40 };
const SUFFIXED_BYTE = /^\d+[kmgtKMGT](?:i?[bB])$/;

/** What the author most likely meant, as RocksDB must be told it: `1.5g` -> 1610612736, `0x1000` -> 4096, `32 m` -> 32m. */
function intended(text: string): string | undefined {
  const spaced = /^(\d+)\s+([kmgtKMGT])$/.exec(text);
  if (spaced) return `${spaced[1]}${spaced[2]}`;
  if (/^0[xX][0-9a-fA-F]+$/.test(text)) return String(Number.parseInt(text, 16));
  const scaled = /^(\d*\.\d+|\d+(?:\.\d+)?[eE]\+?\d+)\s*([kmgtKMGT])?[bB]?$/.exec(text);
  if (!scaled) return undefined;
  const value = Number(scaled[1]) * 2 ** (UNIT_POWER[(scaled[2] ?? '').toLowerCase()] ?? 0);
  return Number.isSafeInteger(value) ? String(value) : undefined;
}

/**
 * A tail after the number that changes nothing the author wrote: trailing blanks (a non-breaking space included),
 * a note after `;`, `,`, `#` or `//`, a stray brace at the end, or `.0` after an integer: the engines read the number as written
 * (observed on the linked engine and the release jars; the cases are in docs/lint.md, misread-number).
 */
function readAsWritten(ignored: string): boolean {
  // Only a brace at the end: digits after it (`1073{41824`) were meant as part of the number the engine cut short.
  const rest = ignored
    .replace(/^\.0+(?=[\s\u00a0;,#/{}]|$)/, '')
    .replace(/^[{}]+/, '')
    .replace(/^[\s\u00a0]+/, '');
  // A comma before more digits is a digit group (`1,73741824`): the engine stops at it, the author meant one number.
  return rest === '' || /^(?:;|,(?!\s*\d)|#|\/\/)/.test(rest);
}

/**
 * The options a tail names (`write_buffer_size=64m; max_write_buffer_number=4`, `log_readahead_size=0=  x=false`):
 * an OPTIONS file takes one option per line, so the engine reads the number and never sets them (lines run together,
 * or option-string habits in a file).
 */
function optionsInTail(ignored: string): string[] {
  return [...ignored.matchAll(/(?:^|[;=\s\u00a0])\s*([A-Za-z_][\w.]*)\s*=/g)].map((m) => m[1] as string);
}

/** `nan` in a double: the check that the written OPTIONS file reads back equal fails (nan != nan); NAN_FAILS_OPEN says where that fails DB::Open. */
function notANumber(ctx: LintContext, scope: KnownEntry['scope'], entry: KnownEntry['entry']): Report {
  if (inRange(ctx.profile, NAN_FAILS_OPEN)) {
    return atValue(
      scope,
      entry,
      'nan',
      `${entry.key}=${entry.value}: ${ctx.profile.id} refuses to open the database ("Unable to persist Options file"): the OPTIONS file it writes never reads back equal, since nan != nan. Write a number.`,
      { severity: 'error' },
    );
  }
  return atValue(
    scope,
    entry,
    'nan',
    `${entry.key}=${entry.value}: the engine opens the database with NaN, which fails every comparison its checks make, and then cannot persist its OPTIONS file (the written file never reads back equal, since nan != nan). Write a number.`,
    { severity: 'warning' },
  );
}

const PLAIN_NUMBER = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** `a=1` pairs of a field's tail when it starts with one (`4strict_capacity_limit=true` names strict_capacity_limit=true). */
function fieldsInTail(ignored: string): [name: string, value: string][] {
  if (!/^[\s\u00a0]*[A-Za-z_]\w*\s*=/.test(ignored)) return [];
  return [...ignored.matchAll(/([A-Za-z_]\w*)\s*=\s*([^=\s]*?)(?=[A-Za-z_]\w*\s*=|\s|$)/g)].map((m) => [m[1] as string, m[2] as string]);
}

/** Whether a field the engine never sets states another value than the default it keeps (unknown default: no). */
function statesOther(spec: StructField, text: string): boolean {
  if (spec.default === undefined || text === spec.default) return false;
  const [stated, kept] = [parseScalar(text, spec.type), parseScalar(spec.default, spec.type)];
  return !(stated?.ok && kept?.ok && stated.ignored === '' && stated.value === kept.value);
}

/**
 * A field run into the next (`num_shard_bits=4strict_capacity_limit=false`): the struct parsers split on ';' only
 * (options_helper.cc: ParseStructOptions at v5.18.4, StringToMap up to v11.1.2), so the first field gets the number
 * its parser reads and the fields in its tail are never set: they keep their defaults. An error where the profile's
 * default differs from what the file states; a warning where it does not or the profile knows no default (caches).
 */
function droppedFields(
  scope: KnownEntry['scope'],
  entry: KnownEntry['entry'],
  fields: Record<string, StructField>,
  field: string,
  value: ParsedOk,
): Report {
  const dropped = fieldsInTail(value.ignored);
  const changed = dropped.flatMap(([name, text]) => {
    const spec = fields[name];
    return spec && statesOther(spec, text) ? [`${name}=${spec.default}`] : [];
  });
  const names = dropped.map(([name]) => name).join(', ');
  const never = `${entry.key}: field ${field} is read as ${showNumber(value.value)} and ${names} ${dropped.length === 1 ? 'is' : 'are'} never set: fields are separated by ';'.`;
  if (changed.length > 0) return atValue(scope, entry, 'droppedField', `${never} The engine runs ${changed.join(', ')} instead.`);
  return atValue(scope, entry, 'droppedField', `${never} ${dropped.length === 1 ? 'It keeps its' : 'They keep their'} default.`, {
    severity: 'warning',
  });
}

/** A field of a struct value read as another number (`max_table_files_size=1073{41824`). */
function fieldMisread({ scope, entry, option }: KnownEntry): Report | undefined {
  const parsed = option.fields && entry.value.includes('=') ? parseNested(entry.value) : undefined;
  if (!option.fields || !parsed?.ok) return undefined;
  for (const [field, text] of parsed.fields) {
    const spec = option.fields[field];
    const value = spec && !spec.deprecated && spec.type !== 'bool' ? parseScalar(text, spec.type) : undefined;
    if (!value?.ok || value.ignored === '' || readAsWritten(value.ignored)) continue;
    // Only plain digits before the name: `5max_merge_width=7` is read as 5m (a misread), not 5.
    const read = text.slice(0, text.length - value.ignored.length);
    if (PLAIN_NUMBER.test(read) && fieldsInTail(value.ignored).length > 0) return droppedFields(scope, entry, option.fields, field, value);
    return atValue(
      scope,
      entry,
      'misread',
      `${entry.key}: field ${field}=${text} is silently read as ${showNumber(value.value)}: RocksDB stops at '${value.ignored}' and ignores the rest (a missing ';'?).`,
    );
  }
  return undefined;
}

/** `value.split(':')` one item at a time, so a list of millions of items is never held as an array. */
function* colonItems(value: string): Generator<string> {
  let start = 0;
  for (let end = value.indexOf(':'); end !== -1; end = value.indexOf(':', start)) {
    yield value.slice(start, end);
    start = end + 1;
  }
  yield value.slice(start);
}

/** An item of a number list read as another number (`vlogfile_max_size=1e400` runs 1; `250000}` runs 250000 where braces are no syntax). */
function itemMisread(ctx: LintContext, { scope, entry, option }: KnownEntry): Report | undefined {
  if (!option.item || option.item === 'bool' || (ctx.profile.listSyntax.bracedItems && /[{}]/.test(entry.value))) return undefined;
  const seen = new Set<string>();
  for (const item of colonItems(entry.value)) {
    if (seen.has(item)) continue;
    seen.add(item);
    const value = parseScalar(item.trim(), option.item);
    if (!value?.ok || value.ignored === '') continue;
    return atValue(
      scope,
      entry,
      'misread',
      `${entry.key}: item ${item} is silently read as ${showNumber(value.value)}: the engine stops at '${value.ignored}' and ignores the rest. Write digits plus at most one unit letter (k, m, g, t).`,
    );
  }
  return undefined;
}

function check(ctx: LintContext, { scope, entry, option: known }: KnownEntry): Report | undefined {
  if (known.type === 'list') return itemMisread(ctx, { scope, entry, option: known });
  if (known.fields && /[={}]/.test(entry.value)) return fieldMisread({ scope, entry, option: known });
  // A cache given as a plain size (block_cache=1g) is read as a uint64 capacity: `1e400` runs a 1-byte cache.
  const option = known.type === 'cache' && !/[={}]/.test(entry.value) ? { ...known, type: 'uint64' as const } : known;
  const parsed = parseScalar(entry.value, option.type);
  if (parsed?.ok && Number.isNaN(parsed.value)) return notANumber(ctx, scope, entry);
  const dropped = parsed?.ok ? optionsInTail(parsed.ignored) : [];
  if (parsed?.ok && dropped.length > 0) {
    const names = dropped.join(', ');
    return atValue(
      scope,
      entry,
      'droppedOption',
      `${entry.key}: RocksDB reads ${showNumber(parsed.value)} and ignores the rest of the line, so ${names} never take${dropped.length === 1 ? 's' : ''} effect: an OPTIONS file takes one option per line (';' separates options only in option strings). Put each on its own line.`,
      { severity: 'warning' },
    );
  }
  if (!parsed?.ok || parsed.ignored === '' || option.type === 'bool' || readAsWritten(parsed.ignored)) return undefined;
  // 0 before text with no other digit than 0 (`0O000000`, a flipped `0.000000`) is 0 however it was meant.
  if (Number(parsed.value) === 0 && !/[1-9]/.test(parsed.ignored)) return undefined;
  const value = showNumber(parsed.value);
  if (INTEGER_TYPES.has(option.type) && SUFFIXED_BYTE.test(entry.value)) {
    const plain = entry.value.replace(/i?[bB]$/, '').toLowerCase();
    return atValue(
      scope,
      entry,
      'binaryUnit',
      `${entry.key}=${entry.value} is read as ${plain} = ${bytes(Number(value))}: RocksDB units are binary and it ignores '${parsed.ignored}'. Write ${plain} or exact bytes: readers may take ${entry.value} as decimal.`,
      {
        severity: 'warning',
        fix: fix(`set ${entry.key}=${plain}`, replaceValueEdit(ctx, entry, plain)),
      },
    );
  }
  const meant = INTEGER_TYPES.has(option.type) ? intended(entry.value) : undefined;
  const hint = meant ? ` Write ${meant}.` : ' Write digits plus at most one unit letter (k, m, g, t).';
  return atValue(
    scope,
    entry,
    'misread',
    `${entry.key}=${entry.value} is silently read as ${value}: RocksDB stops at '${parsed.ignored}' and ignores the rest.${hint}`,
    {
      fix: meant ? fix(`set ${entry.key}=${meant}`, replaceValueEdit(ctx, entry, meant)) : undefined,
    },
  );
}

export const misreadNumberRule = defineRule('misread-number', (ctx) => knownEntries(ctx).flatMap((k) => check(ctx, k) ?? []));
