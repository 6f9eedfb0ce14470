import { describe, expect, it } from 'vitest';
import { recommend, toFieldErrors, toOptionsFile } from '../../src/index.js';
import { codes, expectOptions, MID_SERVER, option, rec } from '../helpers.js';

// Spec v2 rules, each expected value worked by hand (helpers.ts has the mid server's arithmetic).

describe('rules.md X-kv-auto: key-value separation by value size (KIOXIA payload-size paper)', () => {
  const auto = { ...MID_SERVER, kvSeparation: 'auto' } as const;
  it('general keeps values below 16,000 B inline and separates from 16,000 B', () => {
    expect(option(rec({ valueSize: 15_999 }, auto), 'enable_blob_files')).toBeUndefined();
    expect(codes(rec({ valueSize: 15_999 }, auto))).toContain('kv-separation-off');
    expect(option(rec({ valueSize: 16_000 }, auto), 'enable_blob_files')).toBe(true);
    expect(codes(rec({ valueSize: 16_000 }, auto))).toContain('kv-separation-auto');
  });
  it('write-heavy, bulk-load and auto-tuned-compactions separate from 2,000 B; read-heavy and dynamic-l0 from 16,000 B', () => {
    for (const workload of ['write-heavy', 'bulk-load', 'auto-tuned-compactions'] as const) {
      expect(
        option(rec({ workload, valueSize: 1_999, diskWriteBytesPerSec: '500MB' }, auto), 'enable_blob_files'),
        workload,
      ).toBeUndefined();
      expect(option(rec({ workload, valueSize: 2_000, diskWriteBytesPerSec: '500MB' }, auto), 'enable_blob_files'), workload).toBe(true);
    }
    for (const workload of ['read-heavy', 'dynamic-l0'] as const) {
      expect(option(rec({ workload, valueSize: 8_000 }, auto), 'enable_blob_files'), workload).toBeUndefined();
      expect(option(rec({ workload, valueSize: 16_000 }, auto), 'enable_blob_files'), workload).toBe(true);
    }
  });
  it('the explanation cites both thresholds; on / off override; auto is the default', () => {
    const { kvSeparation: _k, ...noMode } = MID_SERVER;
    const inline = rec({}, noMode);
    const note = inline.warnings.find((w) => w.code === 'kv-separation-off')?.message ?? '';
    for (const text of ['400 B', '16,000 B', '2,000 B', '+17 %', '+48 %']) expect(note).toContain(text);
    expect(inline.input.kvSeparationMode).toBe('auto');
    expect(option(rec({ kvSeparation: 'on', valueSize: 100 }, auto), 'enable_blob_files')).toBe(true);
    expect(option(rec({ kvSeparation: 'off', valueSize: 100_000 }, auto), 'enable_blob_files')).toBeUndefined();
  });
  it('trocksdb always separates; off is a usage error, auto is fine', () => {
    expect(option(rec({ dialect: 'trocksdb', valueSize: 100 }, auto), 'vlogfile_max_size')).toBeGreaterThan(0);
    const off = recommend({ ...MID_SERVER, dialect: 'trocksdb', kvSeparation: 'off' });
    expect(off.ok).toBe(false);
  });
});

describe('rules.md R13: value files x compressionFactor, compressed with the chosen codec', () => {
  it('100,000 x 400 x 0.5 = 20,000,000 with LZ4; ZSTD names kZSTD', () => {
    expectOptions(rec(), { blob_file_size: 20_000_000, blob_compression_type: 'kLZ4Compression' });
    expectOptions(rec({ compression: 'zstd' }), { blob_compression_type: 'kZSTD' });
    expectOptions(rec({ dialect: 'trocksdb', compression: 'zstd' }), { ring_compression_style: 'kZSTD', vlogfile_max_size: 20_000_000 });
  });
  it('--compression none: no codec and a factor of 1.0 (100,000 x 400 = 40,000,000)', () => {
    expectOptions(rec({ compression: 'none' }), { blob_file_size: 40_000_000, blob_compression_type: 'kNoCompression' });
  });
  it('--compression-factor 0.25: 100,000 x 400 x 0.25 = 10,000,000', () => {
    expectOptions(rec({ compressionFactor: '0.25' }), { blob_file_size: 10_000_000 });
  });
  it('a factor outside (0, 1] is refused with the allowed range', () => {
    for (const bad of ['0', '1.5', '-0.2', 'half']) {
      const r = recommend({ ...MID_SERVER, compressionFactor: bad });
      expect(r.ok, bad).toBe(false);
      if (r.ok || r.code !== 'CALC_INVALID_INPUT') continue;
      const [e] = toFieldErrors(r.error);
      expect(e?.field).toBe('compressionFactor');
      expect(e?.message).toContain('greater than 0 and at most 1');
    }
  });
});

describe('rules.md R13b and R14', () => {
  it('level_compaction_dynamic_level_bytes=true is written for every preset and dialect', () => {
    for (const dialect of ['rocksdb', 'trocksdb'] as const) {
      const ini = toOptionsFile(rec({ dialect }), { rocktuneVersion: 'test' });
      expect(ini).toContain('  level_compaction_dynamic_level_bytes=true\n');
    }
  });
  it('the level table says it is the full database, filled from the last level', () => {
    expect(rec().levels.note).toContain('fills the last level first');
  });
  it("an info note outside the guide's 5-6 levels", () => {
    expect(codes(rec({ numLevels: 4 }))).toContain('levels-outside-guide');
    expect(codes(rec({ numLevels: 5 }))).not.toContain('levels-outside-guide');
    expect(codes(rec({ numLevels: 7 }))).toContain('levels-outside-guide');
  });
});

describe('rules.md R17 for TRocksDB: block_cache reported, written as a comment', () => {
  it('the file holds no block_cache line but says how to apply it', () => {
    const r = rec({ dialect: 'trocksdb' });
    expect(option(r, 'block_cache')).toBe(16_994_000_000);
    const ini = toOptionsFile(r, { rocktuneVersion: 'test' });
    expect(ini).not.toMatch(/^\s*block_cache=/m);
    expect(ini).toMatch(/^# block_cache=16994000000 is not set in this file: .*--cache_size.*BlockBasedTableOptions::block_cache/m);
  });
});

describe('rules.md R23: the memory guard', () => {
  it('the cache stays inside the budget on a small host (the 8 MiB floor used to exceed it)', () => {
    // 64 MiB x 0.8 = 53,687,091 budget, 13 buffers: memtables capped to leave min(8 MiB, budget / 8) for the cache
    const r = rec({ cpuThreads: 48, dramBytes: '64MiB', valueSize: 800 });
    expect(r.memory.memtableBytes + r.memory.blockCacheBytes).toBeLessThanOrEqual(r.memory.budgetBytes);
    expect(r.memory.blockCacheBytes).toBeGreaterThan(0);
  });
  it('read-heavy never writes block_cache=0, even when the memtables take the whole budget', () => {
    // 125 MB x 0.8 = 100,000,000 budget, 2 buffers of 1 MB values: v1 capped them at 50,000,000 each -> cache 0.
    // Now: floor((100,000,000 - 8,388,608) / 2) = 45,805,696 each; cache = 100,000,000 - 91,611,392 = 8,388,608
    const r = rec({ cpuThreads: 4, dramBytes: '125MB', valueSize: 1_000_000, workload: 'read-heavy' });
    expectOptions(r, { write_buffer_size: 45_805_696, block_cache: 8_388_608 });
  });
  it('memtables above DRAM are an error unless overcommit is allowed', () => {
    // 4,096 threads -> 1,025 buffers of at least 64 KiB = 67,174,400 bytes > 64 MiB of DRAM
    const raw = { cpuThreads: 4096, dramBytes: '64MiB' };
    const refused = recommend(raw);
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.code !== 'CALC_INFEASIBLE') throw new Error('expected CALC_INFEASIBLE');
    expect(refused.message).toContain('--allow-overcommit');
    const allowed = recommend(raw, { allowOvercommit: true });
    expect(allowed.ok).toBe(true);
    if (allowed.ok) expect(codes(allowed.recommendation)).toContain('memtables-over-dram');
  });
});
