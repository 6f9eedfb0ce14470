import { describe, expect, it } from 'vitest';

import { checkOptions } from '../lib/index.js';
import { DEFAULTS, SMALL, smallOptions, TROCKSDB_VERSION, TUNED, withLine } from './fixtures.js';
import { LINKED_VERSION } from './linked-version.js';

// What the engine itself says runs with stopOnLintErrors: false (lint would refuse these files first: 25.lint-gate).
const ENGINE_VERDICT = { stopOnLintErrors: false } as const;

describe('checkOptions through the linked RocksDB', () => {
  it('accepts the tuned file and surfaces the L0 trigger sanitization 4/2/2 -> 4/4/4', async () => {
    const r = await checkOptions(TUNED);
    expect(r.ok).toBe(true);
    expect(r.accepted).toBe(true);
    expect(r.rocksdbStatus).toBe('OK');
    const byKey = new Map(r.changes.map((c) => [c.key, c]));
    expect(byKey.get('level0_slowdown_writes_trigger')).toMatchObject({ requested: '2', effective: '4', kind: 'sanitized', line: 16 });
    expect(byKey.get('level0_stop_writes_trigger')).toMatchObject({ requested: '2', effective: '4', kind: 'sanitized', line: 17 });
    expect(byKey.get('level0_stop_writes_trigger')?.message).toBe('you asked 2, RocksDB runs 4');
    expect(byKey.has('level0_file_num_compaction_trigger')).toBe(false); // unchanged values are not listed
    expect(byKey.has('write_buffer_size')).toBe(false);
    expect(r.logWarnings.join('\n')).toMatch(/Adjust the value to level0_stop_writes_trigger\(4\)/);
    expect(r.persistedOptions).toMatch(/level0_stop_writes_trigger=4/);
  });

  it("rejects an unknown option with RocksDB's own message and the offending line", async () => {
    const r = await checkOptions(withLine(DEFAULTS, '  compression=kNoCompression', '  write_bufer_size=64m'), ENGINE_VERDICT);
    expect(r.ok).toBe(false);
    expect(r.accepted).toBe(false);
    expect(r.stage).toBe('load');
    // Debian's RocksDB says "Could not find option", 10.x "Extra option not recognized".
    expect(r.rocksdbStatus).toMatch(/^Invalid argument: (Could not find option|Extra option not recognized): .*write_bufer_size/);
    expect(r.line).toBe(10);
    expect(r.lineText).toBe('write_bufer_size=64m');
  });

  it("rejects an impossible value with RocksDB's message (bad enum, bad bool, GC cutoff > 1)", async () => {
    const bad = await checkOptions(DEFAULTS.replace('kNoCompression', 'snappy'), ENGINE_VERDICT);
    expect(bad.accepted).toBe(false);
    expect(bad.rocksdbStatus).toMatch(/compression/);
    expect(bad.line).toBe(9);

    const gc = await checkOptions(
      withLine(
        DEFAULTS,
        '  compression=kNoCompression',
        '  enable_blob_files=true\n  enable_blob_garbage_collection=true\n  blob_garbage_collection_age_cutoff=1.5',
      ),
      ENGINE_VERDICT,
    );
    expect(gc.accepted).toBe(false);
    expect(gc.stage).toBe('open'); // loads, then DB::Open's ValidateOptions refuses it
    expect(gc.rocksdbStatus).toMatch(/age cutoff/i);
  });

  it('reports a parser error with the line RocksDB names', async () => {
    const r = await checkOptions(withLine(DEFAULTS, '[DBOptions]', '  this line has no equals sign'), ENGINE_VERDICT);
    expect(r.accepted).toBe(false);
    expect(r.rocksdbStatus).toMatch(/A valid statement must have a '='/);
    expect(r.line).toBe(6);
  });

  it('re-reads what RocksDB never persists (block cache, rate limiter) from the live DB', async () => {
    const text = withLine(SMALL, '  max_background_jobs=2', '  rate_limiter_bytes_per_sec=20m');
    const r = await checkOptions(text);
    expect(r.ok).toBe(true);
    expect(r.persistedOptions).not.toMatch(/^\s*(rate_limiter_bytes_per_sec|block_cache)=/m);
    const cache = r.changes.find((c) => c.key === 'block_cache');
    expect(cache).toMatchObject({ kind: 'not-persisted', effective: String(32 * 2 ** 20) });
    expect(r.changes.find((c) => c.key === 'rate_limiter_bytes_per_sec')).toMatchObject({
      kind: 'not-persisted',
      effective: String(20 * 2 ** 20),
    });
    // a bloom filter spelled correctly is kept; filter_policy is not listed as changed
    expect(r.changes.some((c) => c.key === 'filter_policy')).toBe(false);
  });

  it('blames the block_align line of the column family DB::Open refuses, not the first block_align of the file', async () => {
    const text = `${smallOptions(LINKED_VERSION, { table: ['block_align=false'] })}[CFOptions "hot"]
  compression=kSnappyCompression
[TableOptions/BlockBasedTable "hot"]
  block_align=true
`;
    const r = await checkOptions(text, ENGINE_VERDICT);
    expect(r).toMatchObject({ accepted: false, stage: 'open', line: 13, lineText: 'block_align=true' });
    expect(r.rocksdbStatus).toMatch(/Enable block_align, but compression enabled/);
  });

  it("reports what the test harness imposes as the harness's, not as RocksDB sanitizing", async () => {
    const r = await checkOptions(SMALL.replace('create_if_missing=true', 'create_if_missing=false'));
    expect(r.ok).toBe(true);
    const c = r.changes.find((x) => x.key === 'create_if_missing');
    expect(c).toMatchObject({ kind: 'harness', requested: 'false', effective: 'true' });
    expect(c?.message).toMatch(/test harness creates a fresh database.*not RocksDB sanitizing/);
  });

  it('shows a swallowed filter_policy typo as "runs nullptr"', async () => {
    const r = await checkOptions(SMALL.replace('bloomfilter:10:false', 'bloomfiltr:10'), ENGINE_VERDICT);
    expect(r.accepted).toBe(true);
    // lint warns (filter-policy-ignored): the engine opens the file and runs no filter, a warning since issue 23
    expect(r.ok).toBe(true);
    expect(r.findings.find((f) => f.ruleId === 'filter-policy-ignored')?.severity).toBe('warning');
    expect(r.changes.find((c) => c.key === 'filter_policy')).toMatchObject({ requested: 'bloomfiltr:10', effective: 'nullptr' });
  });

  it('trocksdb dialect: maps VLog options to BlobDB and lists every option without an equivalent', async () => {
    const text = smallOptions(TROCKSDB_VERSION, {
      cf: [
        'vlogring_activation_level=0',
        'min_indirect_val_size=256',
        'vlogfile_max_size=40m',
        'ring_compression_style=kNoCompression',
        'fraction_remapped_during_compaction=20',
        'fragmentation_active_recycling_trigger=25',
        'active_recycling_size_trigger=1g',
        'compaction_score_limit_L0=1000.0',
        'vlog_direct_IO=false',
      ],
    });
    const plain = await checkOptions(text, { dialect: 'rocksdb' });
    expect(plain.accepted).toBe(false); // read as upstream: version with 3 dots / unknown options are fatal

    const r = await checkOptions(text, { engine: 'rocksdb' });
    expect(r.accepted).toBe(true);
    expect(r).toMatchObject({ engine: 'rocksdb', dialect: 'trocksdb' });
    expect(r.engineReason).toMatch(/--engine rocksdb /);
    expect(r.engineReason).toMatch(
      /line \d+: vlogring_activation_level is a TRocksDB option\); runs on the linked RocksDB through the BlobDB mapping; judged by trocksdb@/,
    );
    expect(r.trocksdb?.note).toMatch(/TRocksDB file run on upstream RocksDB/);
    const mappedFrom = r.trocksdb?.mapped.map((m) => m.from.split('=')[0]);
    expect(mappedFrom).toEqual([
      'rocksdb_version',
      'vlogring_activation_level',
      'min_indirect_val_size',
      'vlogfile_max_size',
      'ring_compression_style',
      'fraction_remapped_during_compaction',
      'fragmentation_active_recycling_trigger',
    ]);
    expect(r.trocksdb?.unmapped.map((u) => [u.key, u.line])).toEqual([
      ['active_recycling_size_trigger', 14],
      ['compaction_score_limit_L0', 15],
      ['vlog_direct_IO', 16],
    ]);
    for (const kv of [
      'enable_blob_files=true',
      'min_blob_size=256',
      `blob_file_size=${40 * 2 ** 20}`,
      'enable_blob_garbage_collection=true',
      'blob_garbage_collection_age_cutoff=0.200000',
      'blob_garbage_collection_force_threshold=0.250000',
    ]) {
      expect(r.persistedOptions).toContain(kv);
    }
  });
});
