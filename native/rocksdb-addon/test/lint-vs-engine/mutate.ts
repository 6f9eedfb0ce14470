// fast-check mutations of OPTIONS files: byte flips, truncation, a missing final newline, huge numbers,
// nested values, misspelled component names, duplicate keys. A mutation is plain data (JSON-printable,
// so a disagreement can be replayed) applied to a base text.
import fc from 'fast-check';
import { COMPONENT_OPTIONS } from './components.js';
import { entries, insertAfter, replaceValue, sectionIndex } from './lines.js';

export type Mutation =
  | { kind: 'flip'; at: number; ch: string }
  | { kind: 'truncate'; at: number }
  | { kind: 'no-final-newline' }
  | { kind: 'huge-number'; pick: number; value: string }
  | { kind: 'nested'; option: number; edit: number; at: number; ch: string }
  | { kind: 'component'; option: number; name: number; typo: 'none' | 'drop' | 'swap' | 'insert'; at: number; ch: string }
  | { kind: 'duplicate-key'; pick: number; value: number };

const FLIP_CHARS = [...' #=[]{};:"\\\t\r\n.-_0123456789kmgKMGabcxyzAEIOU'];
const BRACE_CHARS = [...'{};= ,x1'];
/** Past every integer type the engine parses: int, uint32, int64, uint64 edges and beyond. */
export const HUGE = [
  '2147483647',
  '2147483648',
  '4294967295',
  '4294967296',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551615',
  '18446744073709551616',
  '340282366920938463463374607431768211456',
  '1e400',
  '4t',
];
const NUMERIC = /^-?\d+(?:\.\d+)?[kmgtKMGT]?$/;

const NESTED: ReadonlyArray<{ section: string; line: string }> = [
  {
    section: '[CFOptions',
    line: 'compression_opts={window_bits=-14;level=32767;strategy=0;max_dict_bytes=0;zstd_max_train_bytes=0;parallel_threads=1;enabled=false;}',
  },
  {
    section: '[CFOptions',
    line: 'compaction_options_universal={size_ratio=1;min_merge_width=2;max_merge_width=4294967295;allow_trivial_move=false;}',
  },
  { section: '[CFOptions', line: 'compaction_options_fifo={max_table_files_size=1073741824;allow_compaction=false;}' },
  { section: '[CFOptions', line: 'merge_operator={id=stringappend;delimiter=,}' },
  { section: '[TableOptions/BlockBasedTable', line: 'block_cache={capacity=8m;num_shard_bits=4;strict_capacity_limit=false;}' },
  {
    section: '[TableOptions/BlockBasedTable',
    line: 'metadata_cache_options={top_level_index_pinning=kFallback;partition_pinning=kFallback;unpartitioned_pinning=kFallback;}',
  },
];

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), ch: fc.constantFrom(...FLIP_CHARS) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('no-final-newline' as const) }),
  fc.record({ kind: fc.constant('huge-number' as const), pick: fc.nat(), value: fc.constantFrom(...HUGE) }),
  fc.record({ kind: fc.constant('nested' as const), option: fc.nat(), edit: fc.nat(3), at: fc.nat(), ch: fc.constantFrom(...BRACE_CHARS) }),
  fc.record({
    kind: fc.constant('component' as const),
    option: fc.nat(),
    name: fc.nat(),
    typo: fc.constantFrom('none' as const, 'drop' as const, 'swap' as const, 'insert' as const),
    at: fc.nat(),
    ch: fc.constantFrom(...'aeioustx.'),
  }),
  fc.record({ kind: fc.constant('duplicate-key' as const), pick: fc.nat(), value: fc.nat() }),
);

/** One to three mutations of one base file. */
export const caseArb = (bases: number): fc.Arbitrary<{ base: number; mutations: Mutation[] }> =>
  fc.record({ base: fc.nat(bases - 1), mutations: fc.array(mutationArb, { minLength: 1, maxLength: 3 }) });

function typo(name: string, m: Extract<Mutation, { kind: 'component' }>): string {
  const at = m.at % Math.max(1, name.length);
  if (m.typo === 'drop') return name.slice(0, at) + name.slice(at + 1);
  if (m.typo === 'swap') return name.slice(0, at) + m.ch + name.slice(at + 1);
  if (m.typo === 'insert') return name.slice(0, at) + m.ch + name.slice(at);
  return name;
}

function editNested(line: string, m: Extract<Mutation, { kind: 'nested' }>): string {
  const eq = line.indexOf('=');
  const at = eq + 1 + (m.at % (line.length - eq));
  if (m.edit === 0) return line;
  if (m.edit === 1) return line.slice(0, at) + line.slice(at + 1);
  if (m.edit === 2) return line.slice(0, at) + m.ch + line.slice(at);
  return line.slice(0, at) + m.ch + line.slice(at + 1);
}

export function applyMutation(text: string, m: Mutation): string {
  if (m.kind === 'flip') {
    if (text.length === 0) return m.ch;
    const at = m.at % text.length;
    return text.slice(0, at) + m.ch + text.slice(at + 1);
  }
  if (m.kind === 'truncate') return text.slice(0, m.at % (text.length + 1));
  if (m.kind === 'no-final-newline') return text.replace(/\n+$/, '');
  const lines = text.split('\n');
  const all = entries(lines);
  if (m.kind === 'huge-number') {
    const numeric = all.filter((e) => NUMERIC.test(e.value));
    const e = numeric[m.pick % Math.max(1, numeric.length)];
    return e ? replaceValue(lines, e, m.value).join('\n') : text;
  }
  if (m.kind === 'duplicate-key') {
    const e = all[m.pick % Math.max(1, all.length)];
    const other = all[m.value % Math.max(1, all.length)];
    if (!e || !other) return text;
    return insertAfter(lines, e.index, `  ${e.key}=${other.value}`).join('\n');
  }
  if (m.kind === 'nested') {
    const spec = NESTED[m.option % NESTED.length] as (typeof NESTED)[number];
    const at = sectionIndex(lines, spec.section);
    return at === -1 ? text : insertAfter(lines, at, `  ${editNested(spec.line, m)}`).join('\n');
  }
  const spec = COMPONENT_OPTIONS[m.option % COMPONENT_OPTIONS.length] as (typeof COMPONENT_OPTIONS)[number];
  const at = sectionIndex(lines, spec.section);
  const name = spec.names[m.name % spec.names.length] as string;
  return at === -1 ? text : insertAfter(lines, at, `  ${spec.option}=${typo(name, m)}`).join('\n');
}
