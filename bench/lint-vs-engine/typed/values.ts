// The values the second generator writes: a sample of every option type (moved onto an option of another type),
// and boundary numbers in the forms RocksDB's number readers meet (edges of each width, signs, units, hex,
// exponents, junk after the digits).
import type { OptionType } from '@rocktune/calculator';
import { HUGE } from '../../../native/rocksdb-addon/test/lint-vs-engine/mutate.js';

/** A value of each type as an OPTIONS file would hold it, for putting on an option of another type. */
export const TYPE_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  bool: ['true', 'false', '1', '0'],
  integer: ['-1', '4', '64m', '1000'],
  double: ['0.5', '1e-3', '10.000000'],
  enum: ['kLZ4Compression', 'kCompactionStyleFIFO', 'kMinOverlappingRatio', 'kPointInTimeRecovery', 'INFO_LEVEL', 'kTwoLevelIndexSearch'],
  string: ['abc', 'rocksdb.Noop', '/tmp/x'],
  struct: ['{level=3;}', '{capacity=1m;num_shard_bits=2;}', '{max_table_files_size=1g;allow_compaction=true;}', '{}'],
  object: ['rocksdb.BuiltinBloomFilter', 'bloomfilter:10:false', 'nullptr', 'SkipListFactory', 'rocksdb.FixedPrefix.4', 'uint64add'],
  list: ['kNoCompression:kSnappyCompression', '1:2:3', ':'],
};

const INTEGER_TYPES = new Set<OptionType>(['int', 'int32', 'uint8', 'uint32', 'int64', 'uint64']);

/** The sample family of a profile type (`cache` values are struct-like or a size). */
export function familyOf(type: OptionType): string {
  if (INTEGER_TYPES.has(type)) return 'integer';
  if (type === 'cache') return 'struct';
  if (type === 'any') return 'string';
  return type;
}

export function isNumeric(type: OptionType): boolean {
  return INTEGER_TYPES.has(type) || type === 'double';
}

/** Edges of every integer width RocksDB parses into, and past them (the first generator's int to uint64 edges). */
const INTEGER_EDGES = ['-2147483649', '-2147483648', '-1', '0', '1', '255', '256', ...HUGE.slice(0, 8), '-9223372036854775809'];

/** The same numbers in other spellings: units (the shift wraps), hex (base 10 readers stop at x), exponents, junk. */
const INTEGER_FORMS = [
  '4t',
  '16K',
  '3g',
  '8388608t',
  '0x10',
  '0X7fffffff',
  '1e3',
  '1E19',
  '12abc',
  '+5',
  '-0',
  '007',
  '1.5',
  ' 7 ',
  '2,5',
  '5.',
];

const DOUBLE_EDGES = [
  '1e308',
  '1e309',
  '-1e308',
  '4.9e-324',
  '1e-400',
  'inf',
  '-inf',
  'nan',
  '0x1p3',
  '0X10',
  '1,5',
  '-0.0',
  '0.25x',
  '.5',
  '1e',
];

/** Boundary numbers for a field of `type`; `pick` chooses one. */
export function boundaryNumber(type: OptionType, pick: number): string {
  const pool = type === 'double' ? [...DOUBLE_EDGES, ...INTEGER_EDGES.slice(2, 8)] : [...INTEGER_EDGES, ...INTEGER_FORMS];
  return pool[pick % pool.length]!;
}
