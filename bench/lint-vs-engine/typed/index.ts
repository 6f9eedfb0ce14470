// The second mutation generator (issue 34), unlike the first (byte flips, truncation, huge numbers, fixed nested
// lines): it reads each release's profile to put a value of another option's type on an option, boundary numbers
// in every numeric field of nested values (struct options, caches, block_based_table_factory's table fields), edits
// the file's structure (sections, keys, braces) and sets both sides of options RocksDB checks against each other;
// 1-4 edits per file. Each edit is plain data, so a disagreement replays from its JSON.
import { DEFAULT_TARGET, type EngineProfile, getEngineProfile, type ProfileOption, type ProfileSection } from '@rocktune/calculator';
import fc from 'fast-check';
import { entries } from '../../../native/rocksdb-addon/test/lint-vs-engine/lines.js';
import { lintTarget } from '../../../test/engine-judge/classify.js';
import type { MutationSource } from '../../../test/engine-judge/lint-vs-jar.js';
import { CONSTRAINT_PAIRS } from './constraints.js';
import { profileSectionOfHeader, setOption, valueOf } from './sections.js';
import { BRACE_OPS, KEY_OPS, SECTION_OPS, editBraces, editKey, editSection } from './structure.js';
import { TYPE_SAMPLES, boundaryNumber, familyOf, isNumeric } from './values.js';

export type TypedEdit =
  | { kind: 'type-confused'; pick: number; donor: number }
  | { kind: 'nested-boundary'; option: number; field: number; value: number }
  | { kind: 'section'; op: (typeof SECTION_OPS)[number]; pick: number; other: number }
  | { kind: 'key'; op: (typeof KEY_OPS)[number]; pick: number }
  | { kind: 'braces'; op: (typeof BRACE_OPS)[number]; pick: number }
  | { kind: 'constraint'; pair: number; a: number; b: number };

const editArb: fc.Arbitrary<TypedEdit> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('type-confused' as const), pick: fc.nat(), donor: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('nested-boundary' as const), option: fc.nat(), field: fc.nat(), value: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('section' as const), op: fc.constantFrom(...SECTION_OPS), pick: fc.nat(), other: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('key' as const), op: fc.constantFrom(...KEY_OPS), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('braces' as const), op: fc.constantFrom(...BRACE_OPS), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('constraint' as const), pair: fc.nat(), a: fc.nat(), b: fc.nat() }) },
);

function profileFor(version: string): EngineProfile {
  return getEngineProfile(lintTarget(version) ?? DEFAULT_TARGET);
}

/** A struct-like option and its numeric fields; block_based_table_factory takes the table's options as fields. */
interface NestedTarget {
  section: ProfileSection;
  key: string;
  fields: [name: string, type: ProfileOption['type']][];
}

function nestedTargets(profile: EngineProfile): NestedTarget[] {
  const structs = profile.options
    .filter((o) => o.fields && o.deprecated === undefined)
    .map((o) => ({
      section: o.section,
      key: o.name,
      fields: Object.entries(o.fields!).flatMap(([name, f]): [string, ProfileOption['type']][] =>
        isNumeric(f.type) ? [[name, f.type]] : [],
      ),
    }));
  const table = profile.options.filter(
    (o) => o.section === 'TableOptions/BlockBasedTable' && isNumeric(o.type) && o.deprecated === undefined,
  );
  const factory = {
    section: 'CFOptions' as const,
    key: 'block_based_table_factory',
    fields: table.map((o): [string, ProfileOption['type']] => [o.name, o.type]),
  };
  return [...structs, factory].filter((t) => t.fields.length > 0);
}

/** `value` (a `{a=1;b=2;}` or nothing) with `field` set to `v`. */
function withField(value: string | undefined, field: string, v: string): string {
  const inner = (value ?? '').trim().replace(/^\{/, '').replace(/\}$/, '');
  const kept = inner.split(';').filter((p) => p.includes('=') && p.split('=')[0]!.trim() !== field);
  return `{${[...kept, `${field}=${v}`].join(';')};}`;
}

function typeConfused(text: string, m: Extract<TypedEdit, { kind: 'type-confused' }>, profile: EngineProfile): string {
  const lines = text.split('\n');
  const typed = entries(lines).flatMap((e) => {
    const section = profileSectionOfHeader(lines[e.section]!);
    const option = section ? profile.get(section, e.key) : undefined;
    return option ? [{ ...e, family: familyOf(option.type) }] : [];
  });
  const target = typed[m.pick % Math.max(1, typed.length)];
  if (!target) return text;
  // Values other options of this file hold, then a sample of every other type.
  const donors = [
    ...typed.filter((e) => e.family !== target.family).map((e) => e.value),
    ...Object.entries(TYPE_SAMPLES).flatMap(([family, values]) => (family === target.family ? [] : values)),
  ];
  lines[target.index] = `  ${target.key}=${donors[m.donor % donors.length]}`;
  return lines.join('\n');
}

function nestedBoundary(text: string, m: Extract<TypedEdit, { kind: 'nested-boundary' }>, profile: EngineProfile): string {
  const targets = nestedTargets(profile);
  const target = targets[m.option % targets.length]!;
  const [field, type] = target.fields[m.field % target.fields.length]!;
  const lines = text.split('\n');
  const value = withField(valueOf(lines, target.section, target.key), field, boundaryNumber(type, m.value));
  return setOption(lines, target.section, target.key, value).join('\n');
}

function constraint(text: string, m: Extract<TypedEdit, { kind: 'constraint' }>): string {
  const [a, b] = CONSTRAINT_PAIRS[m.pair % CONSTRAINT_PAIRS.length]!;
  const first = setOption(text.split('\n'), a.section, a.key, a.values[m.a % a.values.length]!);
  return setOption(first, b.section, b.key, b.values[m.b % b.values.length]!).join('\n');
}

export function applyTypedEdit(text: string, m: TypedEdit, version: string): string {
  if (m.kind === 'type-confused') return typeConfused(text, m, profileFor(version));
  if (m.kind === 'nested-boundary') return nestedBoundary(text, m, profileFor(version));
  if (m.kind === 'section') return editSection(text, m.op, m.pick, m.other);
  if (m.kind === 'key') return editKey(text, m.op, m.pick);
  if (m.kind === 'braces') return editBraces(text, m.op, m.pick);
  return constraint(text, m);
}

export const TYPED_MUTATIONS: MutationSource = {
  name: 'the second generator (bench/lint-vs-engine/typed/: type-confused values, boundary numbers in nested fields, structure edits, cross-option pairs; 1-4 per file)',
  cases: (bases, files, seed) =>
    fc.sample(fc.record({ base: fc.nat(bases - 1), mutations: fc.array(editArb, { minLength: 1, maxLength: 4 }) }), {
      numRuns: files,
      seed,
    }),
  apply: (text, m, version) => applyTypedEdit(text, m as TypedEdit, version),
};
