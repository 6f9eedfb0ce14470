// The disagreements the 20,000-file benchmark left unexplained (bench/results/lint-vs-engine.md, seed 15),
// replayed as the exact files: each now agrees, and each for the reason the engine shows.
import { DEFAULT_TARGET, getEngineProfile, lintOptionsText } from '@rocktune/calculator';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchChecker } from '../lib/batch-check.js';
import { judge } from './lint-vs-engine/judge.js';
import { applyMutation, type Mutation } from './lint-vs-engine/mutate.js';
import { baseFiles } from './lint-vs-engine/run.js';

const checker = new BatchChecker({ timeoutMs: 60_000 });
afterAll(() => checker.close());
// Generated files, then the ones the engine persisted for the first 8: the benchmark's base numbers.
const bases = await baseFiles(checker, 'rocksdb');
const profile = getEngineProfile(DEFAULT_TARGET);

async function replay(base: number, mutations: Mutation[]) {
  const text = mutations.reduce(applyMutation, bases[base] as string);
  const verdict = await checker.check(text);
  return { text, verdict, outcome: judge(text, verdict, profile, 'rocksdb') };
}

describe('lint vs engine: the benchmark cases, replayed', () => {
  it('block_cache=2^63-1 runs exactly 2^63-1 (compared as integers, not doubles)', async () => {
    const { text, verdict, outcome } = await replay(0, [{ kind: 'huge-number', pick: 921191335, value: '9223372036854775807' }]);
    expect(text).toContain('block_cache=9223372036854775807');
    expect(verdict.columnFamilies.find((c) => c.name === 'default')?.blockCacheBytesExact).toBe('9223372036854775807');
    expect(outcome.kind).toBe('both-accept');
  });

  it('block_cache=2^63 is not taken for 2^63-1: the engine runs what the file says', async () => {
    const text = (bases[0] as string).replace(/block_cache=\d+/, 'block_cache=9223372036854775808');
    const v = await checker.check(text);
    expect(v.accepted).toBe(true);
    expect(v.columnFamilies.find((c) => c.name === 'default')?.blockCacheBytesExact).toBe('9223372036854775808');
  });

  it('[TableOptionsaBlockBasedTable "default"]: the engine refuses the section, lint errs on it', async () => {
    // The slash of the section header, found in the base (a fixed offset moves whenever the generated file changes).
    const at = (bases[9] as string).indexOf('[TableOptions/BlockBasedTable "default"]') + '[TableOptions'.length;
    const { text, verdict, outcome } = await replay(9, [{ kind: 'flip', at, ch: 'a' }]);
    expect(text).toContain('[TableOptionsaBlockBasedTable "default"]');
    expect(verdict.status).toContain('Unknown section [TableOptionsaBlockBasedTable');
    expect(outcome.kind).toBe('both-refuse');
  });

  it('num_levels=2147483647: never opened (out of memory at DB::Open), lint errs on it', async () => {
    const { text, verdict, outcome } = await replay(0, [{ kind: 'huge-number', pick: 1987827892, value: '2147483647' }]);
    expect(text).toContain('num_levels=2147483647');
    expect(verdict.accepted).toBe(false);
    expect(outcome.kind).toBe('both-refuse');
  });

  it('num_levels=10000 still opens (lint accepts up to there)', async () => {
    const v = await checker.check((bases[0] as string).replace(/num_levels=\d+/, 'num_levels=10000'));
    expect(v.accepted).toBe(true);
    expect(v.persistedText).toContain('num_levels=10000');
  });

  it('read_amp_bytes_per_bit=4294967296 runs 0 (uint64 read into a uint32): lint warns on that line (integer-overflow)', async () => {
    const { text, verdict, outcome } = await replay(23, [{ kind: 'huge-number', pick: 1505593817, value: '4294967296' }]);
    expect(text).toContain('read_amp_bytes_per_bit=4294967296');
    expect(verdict.persistedText).toContain('read_amp_bytes_per_bit=0\n');
    expect(outcome.kind).toBe('both-accept'); // the change is not silent: the warning is on the line
    const warning = lintOptionsText(text, { facts: { dialect: 'rocksdb' } }).findings.find((f) => f.ruleId === 'integer-overflow');
    expect(warning?.severity).toBe('warning');
    expect(warning?.message).toContain('silently becomes 0');
  });

  it('index_block_restart_interval=4t runs as 4: lint errs (misread-number)', async () => {
    const { text, verdict, outcome } = await replay(23, [{ kind: 'huge-number', pick: 2079158131, value: '4t' }]);
    expect(text).toContain('index_block_restart_interval=4t');
    expect(verdict.persistedText).toContain('index_block_restart_interval=4\n');
    expect(outcome).toEqual({ kind: 'lint-stricter', rules: ['misread-number'] });
  });
  // Combinations a user writes that the mutations never make (found while deduplicating the engine tests): the
  // engine refuses each at DB::Open, and lint errs on each; the fixed forms open and lint passes them.
  it.each([
    ['inplace_update_support=true with concurrent memtable writes (the default)', '', 'inplace_update_support=true', '', /In-place memtable updates/],
    ['index_type=kHashSearch without a prefix extractor', '', '', 'index_type=kHashSearch', /Hash index is specified for block-based table, but prefix_extractor is not given/],
  ])('%s: the engine refuses it and lint errs', async (_name, db, cf, table, status) => {
    const text = (bases[0] as string).replace('[DBOptions]\n', `[DBOptions]\n  ${db}\n`).replace('[CFOptions "default"]\n', `[CFOptions "default"]\n  ${cf}\n`).replace('[TableOptions/BlockBasedTable "default"]\n', `[TableOptions/BlockBasedTable "default"]\n  ${table}\n`);
    const verdict = await checker.check(text);
    expect({ accepted: verdict.accepted, stage: verdict.stage }).toEqual({ accepted: false, stage: 'open' });
    expect(verdict.status).toMatch(status);
    expect(lintOptionsText(text).findings.filter((f) => f.severity === 'error').map((f) => f.ruleId)).toContain('open-refusal');
    const fixed = text.replace('[DBOptions]\n', '[DBOptions]\n  allow_concurrent_memtable_write=false\n').replace('[CFOptions "default"]\n', '[CFOptions "default"]\n  prefix_extractor=rocksdb.FixedPrefix.4\n');
    expect((await checker.check(fixed)).accepted).toBe(true);
    expect(lintOptionsText(fixed).findings.map((f) => f.ruleId)).not.toContain('open-refusal');
  });
});
