// Issue 23: lint's severity is the engine's verdict. Each file goes through the linked RocksDB 7.8.3 (load, then
// DB::Open in an in-memory Env) and through lint: a file the engine refuses or dies on gets an error, a file it
// opens gets none (at most a warning that says what runs instead).
import { DEFAULT_TARGET, getEngineProfile, lintOptionsText } from '@rocktune/calculator';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchChecker } from '../lib/batch-check.js';
import { checkOptions } from '../lib/index.js';
import { judge } from './lint-vs-engine/judge.js';
import { baseFiles } from './lint-vs-engine/run.js';

const checker = new BatchChecker({ timeoutMs: 60_000 });
afterAll(() => checker.close());
const bases = await baseFiles(checker, 'rocksdb');
/** An OPTIONS file rocktune generated (base 0) and one the engine persisted (base 18: it states ttl=2592000). */
const generated = bases[0] as string;
const persisted = bases[18] as string;

function withLines(base: string, db: string[], cf: string[], table: string[]): string {
  const drop = (text: string, header: string, lines: string[]) => {
    const keys = new Set(lines.map((l) => l.split('=')[0]));
    const start = text.indexOf(header);
    const end = text.indexOf('\n[', start + 1);
    const body = text
      .slice(start, end === -1 ? undefined : end)
      .split('\n')
      .filter((l) => !keys.has(l.trim().split('=')[0] ?? ''));
    return (
      text.slice(0, start) + [body[0], ...lines.map((l) => `  ${l}`), ...body.slice(1)].join('\n') + (end === -1 ? '' : text.slice(end))
    );
  };
  return drop(drop(drop(base, '[DBOptions]', db), '[CFOptions "default"]', cf), '[TableOptions/BlockBasedTable "default"]', table);
}

type Verdict = 'opens' | 'refuses';
const opensCases: [string, string][] = [
  ['listeners={ErrorHandlerListener}', withLines(generated, ['listeners={ErrorHandlerListener}'], [], [])],
  [
    'memtable_factory={id=VectorRepFactory;count=0;}',
    withLines(generated, ['allow_concurrent_memtable_write=false'], ['memtable_factory={id=VectorRepFactory;count=0;}'], []),
  ],
  [
    'memtable_factory={id=HashSkipListRepFactory;bucket_count=1000000;skiplist_height=4;branching_factor=4;}',
    withLines(
      generated,
      ['allow_concurrent_memtable_write=false'],
      ['memtable_factory={id=HashSkipListRepFactory;bucket_count=1000000;skiplist_height=4;branching_factor=4;}'],
      [],
    ),
  ],
  [
    'memtable_factory={id=SkipListFactory;lookahead=3}',
    withLines(generated, [], ['memtable_factory={id=SkipListFactory;lookahead=3}'], []),
  ],
  [
    'filter_policy={id=ribbonfilter:10:0;bloom_before_level=0;}',
    withLines(generated, [], [], ['filter_policy={id=ribbonfilter:10:0;bloom_before_level=0;}']),
  ],
  ['max_open_files=12345;', withLines(generated, ['max_open_files=12345;'], [], [])],
  ['max_open_files=5,', withLines(generated, ['max_open_files=5,'], [], [])],
  ['max_open_files=1000 // x', withLines(generated, ['max_open_files=1000 // x'], [], [])],
  ['max_open_files=1000 + NBSP', withLines(generated, ['max_open_files=1000\u00a0'], [], [])],
  ['max_open_files=1.0', withLines(generated, ['max_open_files=1.0'], [], [])],
  ['write_buffer_size=-0', withLines(generated, [], ['write_buffer_size=-0'], [])],
  ['merge_operator=uint64add; note', withLines(generated, [], ['merge_operator=uint64add; note'], [])],
  ['comparator=my.Comparator', withLines(generated, [], ['comparator=my.Comparator'], [])],
  ['prefix_extractor=rocksdb.FixedPrefix.4 + NBSP', withLines(generated, [], ['prefix_extractor=rocksdb.FixedPrefix.4\u00a0'], [])],
  ['a second table section', `${generated}[TableOptions/BlockBasedTable "default"]\n  block_size=8192\n`],
  ['[TableOptions/CuckooTable]', `${generated}[TableOptions/CuckooTable "default"]\n  hash_table_ratio=0.9\n`],
  ['wal_compression=kXpressCompression', withLines(generated, ['wal_compression=kXpressCompression'], [], [])],
  ['bottommost_compression=kXpressCompression', withLines(generated, [], ['bottommost_compression=kXpressCompression'], [])],
  ['kDisableCompressionOption beside a per-level list', withLines(generated, [], ['compression=kDisableCompressionOption'], [])],
  ['num_levels=0', withLines(generated, [], ['num_levels=0'], [])],
  ['max_background_jobs=-1000', withLines(generated, ['max_background_jobs=-1000'], [], [])],
  ['compression_opts=1:2:3', withLines(generated, [], ['compression_opts=1:2:3'], [])],
  ['metadata_cache_options= (empty)', withLines(generated, [], [], ['metadata_cache_options='])],
  ['block_restart_interval=0', withLines(generated, [], [], ['block_restart_interval=0'])],
];
const refusesCases: [string, string][] = [
  [
    'PlainTable with ttl=2592000',
    persisted
      .replace('[TableOptions/BlockBasedTable "default"]', '[TableOptions/PlainTable "default"]')
      .replace(/\n\[TableOptions\/PlainTable "default"\][^[]*/, '\n[TableOptions/PlainTable "default"]\n  user_key_len=0\n')
      .replace('max_open_files=1000', 'max_open_files=-1'),
  ],
  ['compression_opts=5', withLines(generated, [], ['compression_opts=5'], [])],
  ['compression_opts= (empty)', withLines(generated, [], ['compression_opts='], [])],
  ['compression_opts=1:2', withLines(generated, [], ['compression_opts=1:2'], [])],
  ['compression_opts=a:b:c', withLines(generated, [], ['compression_opts=a:b:c'], [])],
  ['blob_compression_type=kDisableCompressionOption', withLines(generated, [], ['blob_compression_type=kDisableCompressionOption'], [])],
  [
    'compression_per_level with kDisableCompressionOption',
    withLines(generated, [], ['compression_per_level=kNoCompression:kDisableCompressionOption'], []),
  ],
  ['memtable_prefix_bloom_size_ratio=1e-400', withLines(generated, [], ['memtable_prefix_bloom_size_ratio=1e-400'], [])],
  ['memtable_prefix_bloom_size_ratio=4.9e-324', withLines(generated, [], ['memtable_prefix_bloom_size_ratio=4.9e-324'], [])],
  ['FIFO with max_open_files=1000', withLines(generated, ['max_open_files=1000'], ['compaction_style=kCompactionStyleFIFO'], [])],
  ['num_levels=-1', withLines(generated, [], ['num_levels=-1'], [])],
  ['metadata_cache_options=kAll', withLines(generated, [], [], ['metadata_cache_options=kAll'])],
  ['max_background_jobs=-2147483648', withLines(generated, ['max_background_jobs=-2147483648'], [], [])],
  ['atomic_flush with enable_pipelined_write', withLines(generated, ['atomic_flush=true', 'enable_pipelined_write=true'], [], [])],
  [
    'memtable_factory field no factory takes',
    withLines(
      generated,
      ['allow_concurrent_memtable_write=false'],
      ['memtable_factory={id=HashSkipListRepFactory;skiplist_branching_factor=4;}'],
      [],
    ),
  ],
];

async function verdicts(text: string): Promise<{ engine: Verdict; errors: string[] }> {
  const v = await checker.check(text);
  const errors = lintOptionsText(text, { facts: { dialect: 'rocksdb' } })
    .findings.filter((f) => f.severity === 'error')
    .map((f) => `${f.ruleId}: ${f.message}`);
  return { engine: v.accepted ? 'opens' : 'refuses', errors };
}

describe('lint severity = the linked 7.8.3 engine verdict', () => {
  it.each(opensCases)('%s: the engine opens it, lint has no error', async (_name, text) => {
    expect(await verdicts(text)).toEqual({ engine: 'opens', errors: [] });
  });
  it.each(refusesCases)('%s: the engine refuses or dies, lint errs', async (_name, text) => {
    const { engine, errors } = await verdicts(text);
    expect(engine).toBe('refuses');
    expect(errors.length).toBeGreaterThan(0);
  });
  it('nan: the engine opens and closes the database but persists no OPTIONS file; lint warns, and the judge counts that as agreement', async () => {
    const text = withLines(generated, [], ['memtable_prefix_bloom_size_ratio=nan'], []);
    const v = await checker.check(text);
    expect({ stage: v.stage, status: v.status }).toEqual({ stage: 'persist', status: expect.stringContaining('No options files found') });
    const findings = lintOptionsText(text, { facts: { dialect: 'rocksdb' } }).findings;
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings.find((f) => f.ruleId === 'misread-number')?.severity).toBe('warning');
    expect(judge(text, v, getEngineProfile(DEFAULT_TARGET), 'rocksdb')).toEqual({ kind: 'both-accept' });
  });

  it('num_levels=-1: validate reports the abort as ENGINE_CRASHED, not an I/O error', async () => {
    const text = withLines(generated, [], ['num_levels=-1'], []);
    await expect(checkOptions(text, { stopOnLintErrors: false })).rejects.toMatchObject({
      code: 'ENGINE_CRASHED',
      message: expect.stringContaining('C++ exception'),
    });
  });

  it('the later table section is what runs, and a ribbon {id=...} builds ribbonfilter:10:0', async () => {
    const later = await checker.check(`${generated}[TableOptions/BlockBasedTable "default"]\n  block_size=8192\n`);
    expect(later.persistedText).toMatch(/\n\s*block_size=8192\n/);
    const ribbon = await checker.check(withLines(generated, [], [], ['filter_policy={id=ribbonfilter:10:0;bloom_before_level=0;}']));
    expect(ribbon.persistedText).toContain('filter_policy=ribbonfilter:10:0');
  });
});
