import { PREFIX_LENGTH_MUST_PARSE, inRange } from '../../engines/data/behaviours-observed.js';
import { componentEntry, requestedName } from '../../engines/component-name.js';
import { COMPONENTS_OBSERVED_ON, type ComponentNames, componentNamesFor } from '../../engines/data/components-observed.js';
import type { EntryLine } from '../../options-ini/index.js';
import { tableSectionOf } from '../../engines/table-factory.js';
import { parseRocksInteger, parseScalar } from '../../engines/values.js';
import { defineRule } from '../define-rule.js';
import { tableAliasReports } from '../table-factory-alias.js';
import { parseNested } from '../../engines/nested.js';
import { atValue } from '../report.js';
import { didYouMean } from '../suggest.js';
import type { LintContext, Report, Scope } from '../types.js';

/** The first field of `{id=...;field=...}` the object does not take. */
function unknownField(value: string, known: readonly string[]): string | undefined {
  if (!value.includes('=')) return undefined;
  const parsed = parseNested(value);
  return parsed.ok ? parsed.fields.map(([k]) => k).find((k) => k !== 'id' && !known.includes(k)) : undefined;
}

const PREFIX_FAMILY = /^(?:fixed:|capped:|rocksdb\.(?:Fixed|Capped)Prefix\.)(.*)$/;
/**
 * Why the loader refuses a prefix extractor family's length, or undefined when it does not. Where
 * PREFIX_LENGTH_MUST_PARSE holds, ParseSliceTransformHelper reads every length with ParseInt (std::stoi); from 6.26
 * the ObjectLibrary pattern takes digits only (anything else builds nothing) and its factory reads them with
 * ParseSizeT (std::stoull), so a length past 2^64 - 1 is refused (the 6.29 to 11.1 jars: "Error parsing
 * prefix_extractor:stoull"; 5.18 refuses a length past an int).
 */
function refusedPrefixLength(ctx: LintContext, option: string, name: string): string | undefined {
  const length = option.endsWith('prefix_extractor') ? PREFIX_FAMILY.exec(name)?.[1] : undefined;
  if (length === undefined) return undefined;
  const read = PREFIX_LENGTH_MUST_PARSE.some((r) => inRange(ctx.profile, r))
    ? parseRocksInteger(length, 'int')
    : /^\d+$/.test(length)
      ? parseRocksInteger(length, 'uint64')
      : undefined;
  return read && !read.ok ? read.reason : undefined;
}

/** Did-you-mean over the example names, with the number the user wrote put back in place of N. */
function suggestion(name: string, examples: readonly string[]): string {
  const number = /(\d+)$/.exec(name)?.[1];
  const candidates = examples.map((e) => (number !== undefined ? e.replace(/N$/, number) : e));
  const lower = name.toLowerCase();
  const close = didYouMean(name, candidates);
  const best = close.length > 0 ? close : candidates.filter((c) => lower.length >= 4 && c.toLowerCase().startsWith(lower));
  if (best.length > 0) return ` Did you mean ${best.join(' or ')}?`;
  return examples.length > 0
    ? ` Names this engine builds: ${examples.join(', ')}.`
    : ' This engine registers no object of this kind: it can only be set in code.';
}

/** The first field of `{id=...;field=...}` whose value does not parse as its type, with why and the engine's status. */
function unreadableField(
  value: string,
  types: ComponentNames['fieldTypes'],
): { field: string; value: string; reason: string; status: string } | undefined {
  if (!types || !value.includes('=')) return undefined;
  const parsed = parseNested(value);
  if (!parsed.ok) return undefined;
  for (const [field, text] of parsed.fields) {
    const type = types[field];
    if (type === undefined) continue;
    if (typeof type !== 'string') {
      if (!type.includes(text))
        return { field, value: text, reason: `not one of ${type.join(', ')}`, status: `No mapping for enum : ${field}` };
      continue;
    }
    const read = parseScalar(text, type);
    if (read && !read.ok) return { field, value: text, reason: read.reason, status: `Error parsing ${field}` };
  }
  return undefined;
}

/** Where a component's fields are read (ComponentNames.unknownFieldRefused): an unknown field or an unreadable value refuses the file. */
function fieldsRead(ctx: LintContext, component: ComponentNames): boolean {
  const range = component.unknownFieldRefused;
  return range === undefined || (range !== 'never' && inRange(ctx.profile, range));
}

/** A field the object does not take: an error where the release refuses it (ComponentNames.unknownFieldRefused). */
function fieldReport(ctx: LintContext, scope: Scope, entry: EntryLine, component: ComponentNames, name: string, field: string): Report {
  const takes = component.fields?.[name] ?? [];
  const head = `${component.name}=${entry.value}: ${name} takes no option '${field}'${takes.length > 0 ? ` (it takes ${takes.join(', ')})` : ''}`;
  if (fieldsRead(ctx, component))
    return atValue(
      scope,
      entry,
      'unknownField',
      `${head}; ${ctx.profile.id} refuses the file ("Could not find option: ${component.name}").`,
    );
  return atValue(scope, entry, 'unknownField', `${head}; ${ctx.profile.id} loads the file and the field has no effect.`, {
    severity: 'warning',
  });
}

/** An object the release builds: a field it does not take, else a field value it cannot read. */
function fieldReports(ctx: LintContext, scope: Scope, entry: EntryLine, component: ComponentNames, name: string): Report[] {
  const field = unknownField(entry.value, component.fields?.[name] ?? []);
  if (field) return [fieldReport(ctx, scope, entry, component, name, field)];
  const unreadable = unreadableField(entry.value, component.fieldTypes);
  if (!unreadable || !fieldsRead(ctx, component)) return [];
  const { field: f, value, reason, status } = unreadable;
  return [
    atValue(
      scope,
      entry,
      'unreadableField',
      `${component.name}=${entry.value}: ${f}=${value} is ${reason}; ${ctx.profile.id} refuses the file ("${status}").`,
    ),
  ];
}

/** A name the loader refuses although it is spelt right: a prefix length its parser cannot read, a factory that fails. */
function loadRefusal(ctx: LintContext, scope: Scope, entry: EntryLine, component: ComponentNames, name: string): Report | undefined {
  const lengthRefused = refusedPrefixLength(ctx, component.name, name);
  if (lengthRefused)
    return atValue(
      scope,
      entry,
      'unknown',
      `${component.name}=${entry.value}: the length is ${lengthRefused}, and ${ctx.profile.id} refuses the file ("Error parsing ${component.name}").${suggestion(name, component.examples)}`,
    );
  const failing = component.failingFactories?.find((f) => f.name.test(name) && inRange(ctx.profile, f.range));
  if (!failing) return undefined;
  return atValue(
    scope,
    entry,
    'unknown',
    `${component.name}=${entry.value}: ${ctx.profile.id} registers '${name}' only to refuse the file ("${failing.message}").${suggestion(name, component.examples)}`,
  );
}

export const unknownComponentRule = defineRule('unknown-component', (ctx) => {
  // A RocksDB target without its own observations is judged by the linked engine's names, as a warning.
  const { components, observed } = componentNamesFor(ctx.profile);
  const out: Report[] = tableAliasReports(ctx);
  for (const component of components) {
    if (component.readIn && !inRange(ctx.profile, component.readIn)) continue;
    for (const scope of ctx.scopes) {
      if (scope.profileSection !== component.section) continue;
      const entry = componentEntry(scope.first, component, ctx.profile);
      if (!entry || entry.value === 'nullptr') continue;
      const name = requestedName(entry.value);
      if (name === undefined) continue;
      const refused = loadRefusal(ctx, scope, entry, component, name);
      if (refused) {
        out.push(refused);
        continue;
      }
      if (component.accepts.some((p) => p.test(name))) {
        out.push(...fieldReports(ctx, scope, entry, component, name));
        continue;
      }
      // A table section names the factory itself: the table_factory name is never read.
      const nameRead = component.name !== 'table_factory' || !tableSectionOf(ctx.document, scope.cf ?? '');
      if (nameRead && component.unknownNameRefused && inRange(ctx.profile, component.unknownNameRefused)) {
        out.push(
          atValue(
            scope,
            entry,
            'unknown',
            `${component.name}=${entry.value}: '${name}' is not a ${component.name} ${ctx.profile.id} can build, and it refuses the file ("Missing configurable object: ${component.name}").${suggestion(name, component.examples)}`,
          ),
        );
        continue;
      }
      if (name === '' && component.name !== 'comparator') continue; // empty means "none"
      const fallback = ctx.option(scope, component.name)?.default || 'nullptr';
      if (name === '') {
        out.push(
          atValue(
            scope,
            entry,
            'unknown',
            `${component.name}=${entry.value}: an empty comparator: RocksDB refuses the file ("Missing configurable object: comparator").`,
          ),
        );
        continue;
      }
      if (component.onlyInCode) {
        out.push(
          atValue(
            scope,
            entry,
            'onlyInCode',
            `${component.name}=${entry.value}: ${ctx.profile.id} builds no ${component.name} from an OPTIONS file${component.accepts.length > 0 ? ` other than ${component.examples.join(', ')}` : ''}: it loads the file and silently runs ${fallback}. Set it in the application's code.`,
            { severity: 'warning' },
          ),
        );
        continue;
      }
      // The names were observed on one engine: on another target an unknown name is a warning, not a verdict.
      const namesSeen = component.namesObservedIn ? inRange(ctx.profile, component.namesObservedIn) : observed;
      const what = namesSeen
        ? `'${name}' is not a ${component.name} ${ctx.profile.id} can build: it loads the file and silently runs ${fallback}`
        : `'${name}' is not a ${component.name} ${COMPONENTS_OBSERVED_ON} can build (${ctx.profile.id}'s names are not checked): there it loads the file and silently runs ${fallback}`;
      // A warning on every target: the engine loads and opens the file, and runs the default (observed on the linked engine
      // and TRocksDB; the judged jars agree, issue 23). The message says what runs.
      out.push(
        atValue(scope, entry, 'unknown', `${component.name}=${entry.value}: ${what}.${suggestion(name, component.examples)}`, {
          severity: 'warning',
        }),
      );
    }
  }
  return out;
});
