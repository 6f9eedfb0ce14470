import { describe, expect, it } from 'vitest';
import { PRESET_IDS } from '../src/index.js';
import { blobOptions, codes, expectOptions, option, rec } from './helpers.js';

const UNLIMITED = 2 ** 30;

describe('workload presets (spec "Workload presets")', () => {
  it('write-heavy: jobs max(2, 16/2) = 8, buffers 2 x 5 = 10, ulimit advice', () => {
    const r = rec({ workload: 'write-heavy' });
    expectOptions(r, { max_background_jobs: 8, max_write_buffer_number: 10, target_file_size_base: 3_600_000 });
    expect(r.memory.memtableBytes).toBe(436_000_000);
    expect(codes(r)).toContain('raise-ulimit');
  });

  it('read-heavy: half-size SSTs (1.8 MB floored to 2 MB), bloom filter, cached and pinned metadata', () => {
    const r = rec({ workload: 'read-heavy' });
    expectOptions(r, {
      target_file_size_base: 2_000_000,
      cache_index_and_filter_blocks: true,
      pin_l0_filter_and_index_blocks_in_cache: true,
      filter_policy: 'bloomfilter:10:false',
    });
    expect(codes(r)).toContain('raise-open-files');
    // E1-sized read-heavy: 200,000 x 40 / 2 = 4,000,000 (no floor)
    expect(
      option(rec({ workload: 'read-heavy', totalKeys: 8e9, openFiles: 80_000, keySize: 20, keyOverhead: 20 }), 'target_file_size_base'),
    ).toBe(4_000_000);
  });

  it("bulk-load: PrepareForBulkLoad's triggers and limits, compactions off, 6 buffers", () => {
    const r = rec({ workload: 'bulk-load' });
    expectOptions(r, {
      level0_file_num_compaction_trigger: UNLIMITED,
      level0_slowdown_writes_trigger: UNLIMITED,
      level0_stop_writes_trigger: UNLIMITED,
      soft_pending_compaction_bytes_limit: 0,
      hard_pending_compaction_bytes_limit: 0,
      disable_auto_compactions: true,
      max_compaction_bytes: '1152921504606846976',
      max_write_buffer_number: 6,
    });
    expect(codes(r)).toContain('compact-after-bulk-load');
  });

  it('auto-tuned-compactions: T §3.5.6 static part, flush-heavy threads, no compression', () => {
    const r = rec({ workload: 'auto-tuned-compactions', diskWriteBytesPerSec: '500MB' });
    expectOptions(r, {
      max_background_jobs: undefined,
      max_background_flushes: 8,
      max_background_compactions: 4,
      max_subcompactions: 2,
      max_write_buffer_number: 6,
      level0_file_num_compaction_trigger: 4,
      level0_slowdown_writes_trigger: UNLIMITED,
      level0_stop_writes_trigger: UNLIMITED,
      soft_pending_compaction_bytes_limit: 0,
      hard_pending_compaction_bytes_limit: 0,
      compression: 'kNoCompression',
      compression_per_level: undefined,
      rate_limiter_bytes_per_sec: 500_000_000,
    });
    expect(r.preset.runtimeController).toBe('auto-tuned-compactions');
  });

  it('auto-tuned-compactions keeps more flush than compaction threads on 2 threads: 2 flush, 1 compaction', () => {
    expectOptions(rec({ workload: 'auto-tuned-compactions', cpuThreads: 2 }), { max_background_flushes: 2, max_background_compactions: 1 });
    // thesis host, 8 threads: 4 flush, 2 compaction (T §3.5.3)
    expectOptions(rec({ workload: 'auto-tuned-compactions', cpuThreads: 8 }), { max_background_flushes: 4, max_background_compactions: 2 });
  });

  it('auto-tuned-compactions without a disk rate warns instead of guessing', () => {
    const r = rec({ workload: 'auto-tuned-compactions' });
    expect(option(r, 'rate_limiter_bytes_per_sec')).toBeUndefined();
    expect(codes(r)).toContain('rate-limiter-needs-disk-rate');
  });

  it("dynamic-l0: the guide's rules as the start, with the run-time controller named", () => {
    const r = rec({ workload: 'dynamic-l0' });
    expectOptions(r, { level0_slowdown_writes_trigger: 12, level0_stop_writes_trigger: 16 });
    expect(r.preset.runtimeController).toBe('dynamic-l0');
    expect(codes(r)).toContain('runtime-controller');
  });

  it('general: per-level compression, none on L0-L2 (M)', () => {
    expect(option(rec(), 'compression_per_level')).toEqual([
      'kNoCompression',
      'kNoCompression',
      'kNoCompression',
      'kLZ4Compression',
      'kLZ4Compression',
      'kLZ4Compression',
      'kLZ4Compression',
    ]);
    expect(option(rec({ compression: 'none' }), 'compression')).toBe('kNoCompression');
  });

  it('every preset yields a recommendation', () => {
    for (const workload of PRESET_IDS) expect(rec({ workload }).preset.id).toBe(workload);
  });
});

describe('dialects', () => {
  it('trocksdb: VLog ring on, vlogfile_max_size by rules.md R13, trivial moves off, RocksDB 6.4.6', () => {
    const r = rec({ dialect: 'trocksdb' });
    expectOptions(r, { vlogring_activation_level: 0, vlogfile_max_size: 20_000_000, allow_trivial_move: false });
    expect(blobOptions(r)).toEqual([]);
    expect(r.rocksdbVersion).toBe('6.4.6');
  });

  it('rocksdb: integrated BlobDB emulates the VLog (rules.md X-blobdb)', () => {
    expectOptions(rec(), {
      enable_blob_files: true,
      min_blob_size: 24,
      enable_blob_garbage_collection: true,
      blob_garbage_collection_age_cutoff: 0.2,
    });
  });
});
