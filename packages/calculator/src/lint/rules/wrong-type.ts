import type { ProfileOption, StructField } from '../../engines/types.js';
import { defineRule } from '../define-rule.js';
import { fix, replaceValueEdit } from '../edits.js';
import { parseListValue, parseNested, splitLegacyStruct } from '../../engines/nested.js';
import { didYouMean } from '../suggest.js';
import { atValue } from '../report.js';
import type { Fix, LintContext, Report } from '../types.js';
import { parseScalar } from '../../engines/values.js';
import { fieldAddedIn, unknownKeyConsequence } from '../versions.js';
import { knownEntries, type KnownEntry } from '../walk.js';

const BOOL_WORDS: Record<string, string> = { true: 'true', yes: 'true', on: 'true', false: 'false', no: 'false', off: 'false' };

/** Enum constant a value most likely meant: same name ignoring case or the k/Compression affixes (`lz4`), or the only constant containing it. */
function enumGuess(value: string, values: readonly string[]): string | undefined {
  const lower = value.toLowerCase();
  const forms = [lower, `k${lower}`, `k${lower}compression`];
  const exact = values.find((v) => forms.includes(v.toLowerCase()));
  if (exact) return exact;
  const containing = lower.length >= 3 ? values.filter((v) => v.toLowerCase().includes(lower)) : [];
  return containing.length === 1 ? containing[0] : undefined;
}

/** Why RocksDB refuses one scalar, and the value that was probably meant. */
function scalarProblem(
  text: string,
  type: ProfileOption['type'],
  values: readonly string[] | undefined,
): { reason: string; guess?: string | undefined } | undefined {
  if (type === 'enum') {
    if (values?.includes(text)) return undefined;
    return { reason: `not one of ${values?.join(', ')}`, guess: enumGuess(text, values ?? []) };
  }
  const parsed = parseScalar(text, type);
  if (!parsed || parsed.ok) return undefined;
  return {
    reason: `${parsed.reason} (expected ${type === 'bool' ? 'true or false' : `a ${type}`})`,
    guess: type === 'bool' ? BOOL_WORDS[text.toLowerCase()] : undefined,
  };
}

function listProblem(ctx: LintContext, k: KnownEntry): Report | undefined {
  const parsed = parseListValue(k.entry.rawValue, ctx.profile.listSyntax);
  if (!parsed.ok)
    return atValue(
      k.scope,
      k.entry,
      'badItem',
      `${k.entry.key}=${k.entry.value}: ${parsed.message}: ${ctx.profile.id} refuses the file ("Error parsing ${k.entry.key}").`,
    );
  const items = parsed.items;
  // each distinct item once: a list of millions of items repeats a few values
  const problems = new Map<string, ReturnType<typeof scalarProblem>>();
  for (const item of items)
    if (item !== '' && !problems.has(item)) problems.set(item, scalarProblem(item, k.option.item ?? 'any', k.option.values));
  const firstItem = items.find((item) => problems.get(item) !== undefined);
  const first = firstItem === undefined ? undefined : { item: firstItem, p: problems.get(firstItem) };
  if (!first?.p) return undefined;
  const fixable = [...problems.values()].every((p) => p === undefined || p.guess !== undefined);
  const fixed = fixable ? items.map((item) => problems.get(item)?.guess ?? item).join(':') : '';
  return atValue(
    k.scope,
    k.entry,
    'badItem',
    `${k.entry.key}: item '${first.item}' is ${first.p.reason}: RocksDB refuses the file ("Error parsing ${k.entry.key}").`,
    {
      fix: fixable ? fix(`set ${k.entry.key}=${fixed}`, replaceValueEdit(ctx, k.entry, fixed)) : undefined,
    },
  );
}

/** A struct the engine reads by position (`w:l:s[:d[:z[:e]]]`): braces, too few or too many items or a bad item refuse the file. */
function colonFormProblem(ctx: LintContext, k: KnownEntry, form: NonNullable<ProfileOption['colonForm']>): Report | undefined {
  const shape = form.items.map((item, i) => (i < form.required ? item.field : `[${item.field}]`)).join(':');
  const refuse = (why: string, status = `unable to parse the specified CF option ${k.entry.key}`) =>
    atValue(
      k.scope,
      k.entry,
      'badField',
      `${k.entry.key}=${k.entry.value}: ${why}; ${ctx.profile.id} reads this option by position, ${shape}, and refuses the file ("${status}").`,
    );
  if (/[{}=;]/.test(k.entry.value)) return refuse('a {field=value} struct');
  // counted before splitting: a value of millions of colons is refused without holding its items
  let count = 1;
  for (let at = k.entry.value.indexOf(':'); at !== -1; at = k.entry.value.indexOf(':', at + 1)) count++;
  if (count < form.required || count > form.items.length) return refuse(`${count} item${count === 1 ? '' : 's'}`);
  const items = k.entry.value.split(':');
  for (const [i, text] of items.entries()) {
    const spec = form.lastIs?.at === i && i === items.length - 1 ? form.lastIs : form.items[i];
    const problem = spec ? scalarProblem(spec.type === 'bool' ? text : text.trim(), spec.type, undefined) : undefined;
    // An item the number parser throws on: "Error parsing compression_opts:stoi" (observed on the linked engine).
    if (spec && problem)
      return refuse(
        `${spec.field} '${text}' is ${problem.reason}`,
        spec.type === 'bool'
          ? `Error parsing ${k.entry.key}`
          : `Error parsing ${k.entry.key}:${spec.type === 'uint64' ? 'stoull' : 'stoi'}`,
      );
  }
  return undefined;
}

/** A struct field's value the engine cannot parse refuses the file; a deprecated field's value is not parsed. */
function fieldValueProblem(k: KnownEntry, field: string, value: string, spec: StructField): Report | undefined {
  const problem = spec.deprecated ? undefined : scalarProblem(value, spec.type, spec.values);
  if (!problem) return undefined;
  return atValue(
    k.scope,
    k.entry,
    'badField',
    `${k.entry.key}: field ${field}=${value} is ${problem.reason}: the engine refuses the file.`,
  );
}

/** The same for the legacy ParseStructOptions, which trims nothing: ` }` or ` level` is a key it does not know. */
function legacyStructProblem(ctx: LintContext, k: KnownEntry, known: NonNullable<ProfileOption['fields']>): Report | undefined {
  for (const [field, value] of splitLegacyStruct(k.entry.value)) {
    const spec = known[field];
    if (!spec)
      return atValue(
        k.scope,
        k.entry,
        'badField',
        `${k.entry.key}: ${ctx.profile.id} splits this struct on ';' without trimming, and ${JSON.stringify(field)} is not a field it knows (${Object.keys(known).join(', ')}): the engine refuses the file.`,
      );
    const problem = fieldValueProblem(k, field, value, spec);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * compaction_options_fifo's old form: any value without '=' is its max_table_files_size, read by ParseUint64
 * (FIFOCompactionOptionsSpecialCase in options_helper.cc to v6.10, cf_options.cc's parse function from v6.11 to v11.1.2),
 * so `{}` is refused too (the release jars of 5.18, 7.8 and 11.1).
 */
function fifoOldFormProblem(ctx: LintContext, k: KnownEntry): Report | undefined {
  const value = k.entry.value.trim();
  if (value === '' || parseScalar(value, 'uint64')?.ok) return undefined;
  return atValue(
    k.scope,
    k.entry,
    'badField',
    `${k.entry.key}=${k.entry.value}: without '=' this is the old form, a max_table_files_size read as a uint64, which it is not; ${ctx.profile.id} refuses the file.`,
  );
}

/**
 * A struct value without `=` (and no colon form: compression_opts' is the profile's colonForm) is split as `key=value`
 * pairs and refused (`metadata_cache_options=kAll`: "Mismatched key value pair, '=' expected"). Empty is an empty
 * struct. Observed on the linked engine.
 */
function bareStructProblem(ctx: LintContext, k: KnownEntry): Report | undefined {
  const value = k.entry.value.trim();
  if (value === '' || value.startsWith('{')) return undefined;
  return atValue(
    k.scope,
    k.entry,
    'badField',
    `${k.entry.key}=${k.entry.value}: a struct needs {field=value;...}; ${ctx.profile.id} refuses the file ("Mismatched key value pair, '=' expected").`,
  );
}

/** Each field of a struct value, as the engine parses it: an unknown field or a bad value refuses the file. */
function structProblem(ctx: LintContext, k: KnownEntry): Report | undefined {
  const known = k.option.fields;
  if (k.entry.key === 'compaction_options_fifo' && !k.entry.value.includes('=')) return fifoOldFormProblem(ctx, k);
  if (known && ctx.profile.legacyStructParser && k.entry.value.includes('=')) return legacyStructProblem(ctx, k, known);
  if (known && k.option.type === 'struct' && !k.entry.value.includes('=') && !ctx.profile.legacyStructParser)
    return bareStructProblem(ctx, k);
  // compression_opts' legacy `w:l:s` form and a cache's plain capacity have no fields; a `scheme://` cache
  // is an object id; a value the engine cannot split is broken-nested-value's.
  const parsed = known && k.entry.value.includes('=') && !k.entry.value.includes('://') ? parseNested(k.entry.value) : undefined;
  if (!known || !parsed?.ok) return undefined;
  for (const [field, value] of parsed.fields) {
    const spec = known[field];
    const added = spec || !k.scope.profileSection ? undefined : fieldAddedIn(ctx, k.scope.profileSection, k.entry.key, field);
    if (added) {
      const { text, severity } = unknownKeyConsequence(ctx);
      return atValue(
        k.scope,
        k.entry,
        'badField',
        `${k.entry.key}: ${ctx.profile.id} has no field '${field}', added in RocksDB ${added}: ${text}.`,
        { severity },
      );
    }
    if (!spec) {
      const hint = didYouMean(field, Object.keys(known));
      return atValue(
        k.scope,
        k.entry,
        'badField',
        `${k.entry.key}: ${ctx.profile.id} has no field '${field}' (it knows ${Object.keys(known).join(', ')}): the engine refuses the file.${hint.length > 0 ? ` Did you mean ${hint.join(', ')}?` : ''}`,
      );
    }
    const problem = fieldValueProblem(k, field, value, spec);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A cache named without fields is its capacity, read by stoull: text that does not start with a number is refused
 * ("Error parsing block_cache:stoull": block_cache=abc and =rocksdb.LRUCache on every release jar that reads block_cache).
 */
function plainCacheProblem(k: KnownEntry): Report | undefined {
  const value = k.entry.value.trim();
  if (value === '' || value === 'nullptr' || /[={}]|:\/\//.test(value) || /^[+-]?\d/.test(value)) return undefined;
  return atValue(
    k.scope,
    k.entry,
    'badValue',
    `${k.entry.key}=${k.entry.value}: a cache without {capacity=...} is its capacity in bytes, and this is no number. RocksDB refuses the file ("Error parsing ${k.entry.key}:stoull").`,
  );
}

function check(ctx: LintContext, k: KnownEntry): Report | undefined {
  const { option, entry, scope } = k;
  if (option.type === 'cache') return plainCacheProblem(k) ?? structProblem(ctx, k);
  if (option.type === 'list') return listProblem(ctx, k);
  if (option.colonForm && !(option.colonForm.orStruct && entry.value.includes('='))) return colonFormProblem(ctx, k, option.colonForm);
  if (option.type === 'struct' || option.fields) return structProblem(ctx, k);
  const problem = scalarProblem(entry.value, option.type, option.values);
  if (!problem) return undefined;
  const hint = problem.guess ? ` Did you mean ${problem.guess}?` : '';
  const repair: Fix | undefined = problem.guess
    ? fix(`set ${entry.key}=${problem.guess}`, replaceValueEdit(ctx, entry, problem.guess))
    : undefined;
  return atValue(
    scope,
    entry,
    'badValue',
    `${entry.key}=${entry.value}: ${problem.reason}. RocksDB refuses the file ("Error parsing ${entry.key}").${hint}`,
    { fix: repair },
  );
}

export const wrongTypeRule = defineRule('wrong-type', (ctx) => knownEntries(ctx).flatMap((k) => check(ctx, k) ?? []));
