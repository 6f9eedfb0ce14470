// Lines issue 23 found lint and the engines disagreeing on, as one more mutation: each is inserted into its
// section of a base file, so every judged release meets them (the addon's mutations come from 7.8.3's view).
import fc from 'fast-check';
import { mutationArb, applyMutation, type Mutation } from '../../native/rocksdb-addon/test/lint-vs-engine/mutate.js';
import { insertAfter, sectionIndex } from '../../native/rocksdb-addon/test/lint-vs-engine/lines.js';

const ISSUE_LINES: ReadonlyArray<{ section: string; line: string }> = [
  { section: '[DBOptions', line: 'listeners={ErrorHandlerListener}' },
  { section: '[DBOptions', line: 'max_open_files=12345;' },
  { section: '[DBOptions', line: 'max_open_files=5,' },
  { section: '[DBOptions', line: 'max_background_jobs=2 // two' },
  { section: '[DBOptions', line: 'max_open_files=1000\u00a0' },
  { section: '[DBOptions', line: 'max_background_jobs=-2147483648' },
  { section: '[DBOptions', line: 'enable_pipelined_write=true' },
  { section: '[DBOptions', line: 'atomic_flush=true' },
  { section: '[DBOptions', line: 'wal_compression=kXpressCompression' },
  { section: '[DBOptions', line: 'max_open_files=100' },
  { section: '[CFOptions', line: 'num_levels=-1' },
  { section: '[CFOptions', line: 'compression=kDisableCompressionOption' },
  { section: '[CFOptions', line: 'blob_compression_type=kDisableCompressionOption' },
  { section: '[CFOptions', line: 'compression_per_level=kDisableCompressionOption:kNoCompression' },
  { section: '[CFOptions', line: 'bottommost_compression=kXpressCompression' },
  { section: '[CFOptions', line: 'memtable_factory={id=SkipListFactory;lookahead=3}' },
  { section: '[CFOptions', line: 'compression_opts=5' },
  { section: '[CFOptions', line: 'compression_opts=' },
  { section: '[CFOptions', line: 'bottommost_compression_opts=1:2' },
  { section: '[CFOptions', line: 'ttl=2592000' },
  { section: '[CFOptions', line: 'table_factory=PlainTable' },
  { section: '[CFOptions', line: 'comparator=rocksdb.NoSuchComparator' },
  { section: '[CFOptions', line: 'merge_operator=nosuchoperator' },
  { section: '[CFOptions', line: 'prefix_extractor=rocksdb.NoSuchPrefix.4' },
  { section: '[CFOptions', line: 'memtable_prefix_bloom_size_ratio=nan' },
  { section: '[CFOptions', line: 'memtable_prefix_bloom_size_ratio=1e-400' },
  { section: '[CFOptions', line: 'max_bytes_for_level_multiplier=4.9e-324' },
  { section: '[CFOptions', line: 'level0_file_num_compaction_trigger=-0' },
  { section: '[CFOptions', line: 'compaction_style=kCompactionStyleFIFO' },
  { section: '[CFOptions', line: 'compaction_style=kCompactionStyleUniversal' },
  { section: '[TableOptions/BlockBasedTable', line: 'filter_policy={id=ribbonfilter:10:0;bloom_before_level=0;}' },
  { section: '[TableOptions/BlockBasedTable', line: 'filter_policy=rocksdb.BuiltinBloomFilter' },
  { section: '[TableOptions/BlockBasedTable', line: 'block_restart_interval=0' },
  { section: '[TableOptions/BlockBasedTable', line: 'metadata_cache_options=kAll' },
  { section: '[TableOptions/BlockBasedTable', line: 'block_align=true' },
  { section: '[TableOptions/BlockBasedTable', line: '[TableOptions/BlockBasedTable "default"]' },
  { section: '[TableOptions/BlockBasedTable', line: '[TableOptions/CuckooTable "default"]' },
];

export type JarMutation = Mutation | { kind: 'issue-line'; pick: number };

const issueLineArb: fc.Arbitrary<JarMutation> = fc.record({ kind: fc.constant('issue-line' as const), pick: fc.nat() });

/** One to three mutations of one base file: the addon's kinds, plus issue 23's lines (about 1 in 8). */
export const jarCaseArb = (bases: number): fc.Arbitrary<{ base: number; mutations: JarMutation[] }> =>
  fc.record({
    base: fc.nat(bases - 1),
    mutations: fc.array(fc.oneof({ arbitrary: mutationArb, weight: 7 }, { arbitrary: issueLineArb, weight: 1 }), {
      minLength: 1,
      maxLength: 3,
    }),
  });

export function applyJarMutation(text: string, m: JarMutation): string {
  if (m.kind !== 'issue-line') return applyMutation(text, m);
  const spec = ISSUE_LINES[m.pick % ISSUE_LINES.length]!;
  const lines = text.split('\n');
  const at = sectionIndex(lines, spec.section);
  return at === -1 ? text : insertAfter(lines, at, spec.line.startsWith('[') ? spec.line : `  ${spec.line}`).join('\n');
}
