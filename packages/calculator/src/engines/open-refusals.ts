// The one evaluator of DB::Open refusals (conditions as data, in the profile and engines/data/open-refusals-observed.ts):
// lint's open-refusal reports what it finds, and the addon blames an engine status on the same lines.
import { parseScalar } from './values.js';
import { firstEntryOf, sectionsOfKind } from '../options-ini/index.js';
import type { EntryLine, OptionsDocument, OptionsSection } from '../options-ini/index.js';
import { inRange } from './data/behaviours-observed.js';
import { requestedName } from './component-name.js';
import { parseNested } from './nested.js';
import { componentNamesFor } from './data/components-observed.js';
import { builtTableFactory } from './table-factory.js';
import { OBSERVED_OPEN_REFUSALS } from './data/open-refusals-observed.js';
import type { EngineProfile, OpenRefusal, ValueCondition } from './types.js';

export function openRefusalsOf(profile: EngineProfile): readonly OpenRefusal[] {
  const own = profile.openRefusals;
  const added = OBSERVED_OPEN_REFUSALS.filter((r) => inRange(profile, r.range) && !own.some((o) => o.id === r.refusal.id)).map(
    (r) => r.refusal,
  );
  return [...own, ...added];
}

/** One condition's value in a column family: the file's first entry, else the profile's default. */
export interface ConditionValue {
  readonly condition: ValueCondition;
  readonly value: string;
  /** The entry that states it; undefined for a default. */
  readonly entry?: EntryLine | undefined;
  readonly section?: OptionsSection | undefined;
}

export interface FoundRefusal {
  readonly refusal: OpenRefusal;
  readonly cf: string;
  readonly values: readonly ConditionValue[];
}

type FamilySections = ReturnType<typeof sectionsOf>;

function sectionsOf(document: OptionsDocument, cf: string) {
  return {
    DBOptions: sectionsOfKind(document, 'DBOptions')[0],
    CFOptions: sectionsOfKind(document, 'CFOptions', cf)[0],
    // The loader builds the table factory from the column family's (last) table section.
    table: sectionsOfKind(document, 'TableOptions', cf).at(-1),
  };
}

function valueOf(
  document: OptionsDocument,
  profile: EngineProfile,
  cf: string,
  c: ValueCondition,
  found: FamilySections,
): ConditionValue | undefined {
  const section =
    c.section === 'DBOptions'
      ? found.DBOptions
      : c.section === 'CFOptions'
        ? found.CFOptions
        : found.table?.factory === c.section.split('/')[1]
          ? found.table
          : undefined;
  if (c.name === 'table_factory') {
    const built = builtTableFactory(document, profile, cf);
    const stated = built.from === 'name' && built.section ? firstEntryOf(built.section, 'table_factory') : undefined;
    return { condition: c, value: built.factory, section: built.section, entry: stated };
  }
  const entry = section ? firstEntryOf(section, c.name) : undefined;
  const fallback = profile.get(c.section, c.name)?.default;
  const value = entry ? builtComponent(profile, c, entry.value, fallback) : fallback;
  if (value === undefined) return undefined;
  if (c.field === undefined) return { condition: c, value, entry, section };
  const field = fieldValue(profile, c, value, c.field);
  return field === undefined ? undefined : { condition: c, value: field, entry, section };
}

/** A struct field as the engine runs it: written in `{...}`, else the struct's default; undefined for the legacy colon form. */
function fieldValue(profile: EngineProfile, c: ValueCondition, struct: string, field: string): string | undefined {
  if (!struct.includes('=')) return undefined;
  const parsed = parseNested(struct);
  if (!parsed.ok) return undefined;
  return parsed.fields.find(([k]) => k === field)?.[1] ?? profile.get(c.section, c.name)?.fields?.[field]?.default;
}

/**
 * The object a component option runs: a name the engine cannot build, or fields without an id, load and run the
 * default (where the release does not refuse them: unknown-component's error), so `prefix_extractor=rocksdb.Fixed[refix.4`
 * and `prefix_extractor=rocksdb.FixedPrefix=4` are nullptr (observed on the jars: PlainTable then fails its first write).
 */
function builtComponent(profile: EngineProfile, c: ValueCondition, value: string, fallback: string | undefined): string {
  const component = componentNamesFor(profile).components.find((k) => k.section === c.section && k.name === c.name);
  const name = requestedName(value);
  if (!component || name === undefined || value === 'nullptr' || component.accepts.some((p) => p.test(name))) return value;
  if (component.unknownNameRefused && inRange(profile, component.unknownNameRefused)) return value;
  return fallback ?? 'nullptr';
}

function numberOf(profile: EngineProfile, c: ValueCondition, value: string): bigint | number | undefined {
  const option = profile.get(c.section, c.name);
  const type = (c.field === undefined ? option?.type : option?.fields?.[c.field]?.type) ?? 'int64';
  const parsed = parseScalar(value, type);
  return parsed?.ok && typeof parsed.value !== 'boolean' ? parsed.value : undefined;
}

/** Exact for 64-bit values (a double's `&` would cut them to 32 bits). */
function isPowerOfTwo(n: bigint): boolean {
  return (n & (n - 1n)) === 0n;
}

function holds(profile: EngineProfile, v: ConditionValue): boolean {
  const c = v.condition;
  if (c.equals !== undefined) return v.value === c.equals || (c.equals === 'true' && v.value === '1');
  if (c.equals === 'false' && v.value === '0') return true;
  if (c.notIn !== undefined) return !c.notIn.includes(v.value);
  const exact = numberOf(profile, c, v.value);
  if (exact === undefined) return false;
  const n = Number(exact);
  if (c.positive) return n > 0;
  if (c.negative) return n < 0;
  if (c.notPositive) return n <= 0;
  if (c.below !== undefined) return n < c.below;
  if (c.notPowerOfTwo) return typeof exact === 'bigint' ? exact > 0n && !isPowerOfTwo(exact) : n > 0 && !Number.isInteger(Math.log2(n));
  return false;
}

/** Every refusal that holds, per column family in file order. */
export function findOpenRefusals(document: OptionsDocument, profile: EngineProfile): FoundRefusal[] {
  const families = sectionsOfKind(document, 'CFOptions').map((s) => s.arg ?? '');
  const sections = new Map(families.map((cf) => [cf, sectionsOf(document, cf)]));
  const out: FoundRefusal[] = [];
  for (const refusal of openRefusalsOf(profile)) {
    const dbOnly = refusal.when.every((c) => c.section === 'DBOptions');
    for (const cf of dbOnly ? families.slice(0, 1) : families) {
      const found = sections.get(cf) as FamilySections;
      const values = refusal.when.map((c) => valueOf(document, profile, cf, c, found));
      if (values.every((v): v is ConditionValue => v !== undefined && holds(profile, v)))
        out.push({ refusal, cf, values: values as ConditionValue[] });
    }
  }
  return out;
}
