// The TRocksDB engine (KIOXIA's RocksDB 6.4.6 fork), when its addon is built (npm run engine:trocksdb -- --source DIR).
// Expectations come from TRocksDB itself: its VLog sanitizing (a fraction outside 0-100 becomes 25, its own
// options_helper / column_family code) and its VLog files (*.vlg<cf>) on disk.
import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { BatchChecker } from '../lib/batch-check.js';
import { addonPathFor } from '../lib/addon-path.js';
import { addonBuilt, buildHintFor, checkOptions, engineInfo, loadTest, validateOptions } from '../lib/index.js';
import { smallOptions, TROCKSDB_VERSION } from './fixtures.js';
import { LINKED_VERSION } from './linked-version.js';
import { withWorkspace } from './with-workspace.js';

const built = addonBuilt('trocksdb');
if (!built) console.log(`TRocksDB engine tests skipped: its addon is not built. ${buildHintFor('trocksdb')}`);

/** A TRocksDB file: its version, one VLog ring from L0, small buffers so a short load flushes. */
const TROCKS = smallOptions(TROCKSDB_VERSION, {
  db: ['max_background_jobs=2'],
  cf: [
    'write_buffer_size=1048576',
    'level0_slowdown_writes_trigger=2',
    'vlogring_activation_level=0',
    'min_indirect_val_size=100',
    'vlogfile_max_size=4194304',
    'ring_compression_style=kNoCompression',
    'fraction_remapped_during_compaction=150',
  ],
  table: ['block_size=4096'],
});

describe.skipIf(!built)('the TRocksDB engine (build-trocksdb)', () => {
  it('reports itself: engine trocksdb, version 6.4.6', async () => {
    const info = await engineInfo({ engine: 'trocksdb' });
    expect(info.engine).toBe('trocksdb');
    expect(info.rocksdbVersion).toBe(TROCKSDB_VERSION);
    expect(info.compressions).toContain('kNoCompression');
  });

  it('judges a TRocksDB file natively: no BlobDB mapping, its own write-back shows what it sanitized', async () => {
    const r = await checkOptions(TROCKS);
    expect(r).toMatchObject({ ok: true, accepted: true, engine: 'trocksdb', dialect: 'trocksdb' });
    expect(r.engineReason).toMatch(/is a TRocksDB option; runs on TRocksDB; judged by trocksdb@/);
    expect(r.trocksdb).toBeUndefined();
    expect(r.persistedOptions).toContain(`rocksdb_version=${TROCKSDB_VERSION}`);
    expect(r.persistedOptions).toMatch(/vlogring_activation_level=0/);
    const byKey = new Map(r.changes.map((c) => [c.key, c]));
    expect(byKey.get('fraction_remapped_during_compaction')).toMatchObject({
      requested: '150',
      effective: '25',
      kind: 'sanitized',
      line: 15,
    });
    expect(byKey.get('fraction_remapped_during_compaction')?.message).toBe('you asked 150, TRocksDB runs 25');
    expect(byKey.get('level0_slowdown_writes_trigger')).toMatchObject({ requested: '2', effective: '4', line: 10 });
  });

  it('an option TRocksDB 6.4.6 does not know (integrated BlobDB): lint refuses it by the trocksdb profile, and so does the engine', async () => {
    const text = TROCKS.replace('  compression=kNoCompression', '  compression=kNoCompression\n  enable_blob_files=true');
    const linted = await checkOptions(text);
    expect(linted).toMatchObject({ ok: false, accepted: false, engine: 'trocksdb', stage: 'lint', line: 9, section: 'CFOptions default' });
    expect(linted.findings.find((f) => f.severity === 'error')).toMatchObject({ ruleId: 'unknown-option', line: 9 });
    const r = await checkOptions(text, { stopOnLintErrors: false });
    expect(r).toMatchObject({ ok: false, accepted: false, engine: 'trocksdb', stage: 'load', line: 9, lineText: 'enable_blob_files=true' });
    expect(r.rocksdbStatus).toMatch(/enable_blob_files/);
  });

  it('drops filter_policy read from a file: its own write-back of the open DB shows no filter (nullptr)', async () => {
    // TRocksDB 6.4.6 parses filter_policy only through SetOptions; from a file the parse fails and, the option being
    // verified "by name", the failure is swallowed (its GetBlockBasedTableOptionsFromMap): the DB runs with no filter.
    const r = await checkOptions(TROCKS.replace('  block_size=4096', '  block_size=4096\n  filter_policy=bloomfilter:10:false'));
    expect(r).toMatchObject({ ok: true, accepted: true, engine: 'trocksdb' });
    expect(r.changes.find((c) => c.key === 'filter_policy')).toMatchObject({
      requested: 'bloomfilter:10:false',
      effective: 'nullptr',
      kind: 'sanitized',
      line: 18,
    });
    expect(r.persistedOptions).toMatch(/^\s*filter_policy=nullptr$/m);
  });

  it('a plain RocksDB file runs on TRocksDB when asked (--engine trocksdb)', async () => {
    const text = TROCKS.replace(`rocksdb_version=${TROCKSDB_VERSION}`, `rocksdb_version=${LINKED_VERSION}`).replace(
      /^ {2}(vlog|min_indirect|ring_|fraction).*\n/gm,
      '',
    );
    const r = await checkOptions(text, { engine: 'trocksdb' });
    expect(r).toMatchObject({ ok: true, engine: 'trocksdb', dialect: 'rocksdb' });
  });

  it('T2 writes the values into VLog files, not SSTs', () =>
    withWorkspace({}, async (ws) => {
      const load = await loadTest({ options: TROCKS, workspace: ws, keys: 20_000, valueSize: 800 });
      expect(load.ops).toBe(20_000);
      expect(load.bytesFlushed).toBeGreaterThan(0);
      const files = readdirSync(ws.dbPath);
      expect(files.some((f) => /\.vlg/.test(f))).toBe(true);
    }));

  it('the batch judge (in-memory Env, as the lint-vs-engine test uses it) opens, closes and reads back a TRocksDB file', async () => {
    // Before it gave the DB its own logger, DB::Close answered "Not implemented" for every file on 6.4.6.
    const checker = new BatchChecker({ addonPath: addonPathFor('trocksdb') });
    try {
      const v = await checker.check(TROCKS);
      expect({ accepted: v.accepted, stage: v.stage, status: v.status }).toEqual({ accepted: true, stage: '', status: 'OK' });
      expect(v.persistedText).toContain(`rocksdb_version=${TROCKSDB_VERSION}`);
      expect(v.persistedText).toMatch(/fraction_remapped_during_compaction=25/);
    } finally {
      await checker.close();
    }
  });

  it('validateOptions runs check, T2 and T5 on TRocksDB and names it', async () => {
    const report = await validateOptions(TROCKS, { keys: 20_000, durationSec: 1, readers: 1 });
    expect(report.engine).toMatchObject({ engine: 'trocksdb', rocksdbVersion: TROCKSDB_VERSION });
    expect(report.check.engine).toBe('trocksdb');
    expect(report.load?.ops).toBe(20_000);
    expect(report.run?.readOps).toBeGreaterThan(0);
    expect(report.run?.readFound).toBe(report.run?.readOps); // every read key was loaded by T2
  });
});

describe.skipIf(built)('without the TRocksDB engine', () => {
  it('a TRocksDB file stops with ENGINE_NOT_BUILT and says how to build the engine', async () => {
    const err = await checkOptions(TROCKS).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'ENGINE_NOT_BUILT' });
    expect((err as Error).message).toMatch(/npm run engine:trocksdb -- --source DIR/);
  });
});
