import { describe, expect, it } from 'vitest';
import { blobOptions, codes, expectOptions, rec } from '../helpers.js';

describe('file rules, rules.md R7-R14 (G "Target File Size Tuning")', () => {
  it('rules.md R7-R10, R13 on the mid server', () => {
    const r = rec();
    expect(r.derived.maxSstFiles.value).toBe(10_000);
    expect(r.derived.keysPerFile.value).toBe(100_000);
    expectOptions(r, {
      target_file_size_base: 3_600_000,
      max_bytes_for_level_base: 28_800_000,
      max_bytes_for_level_multiplier: 8,
      blob_file_size: 20_000_000, // 100,000 x 400 x 0.5
      num_levels: 7,
    });
  });

  it('rules.md R8 rounds keys per file up: N=1e9+1 gives 100,001', () => {
    expect(rec({ totalKeys: 1e9 + 1 }).derived.keysPerFile.value).toBe(100_001);
  });

  it('rules.md R11: 10x the keys caps the SST at 12.5 MB and reports the files needed', () => {
    // keysPerFile 1,000,000 x 36 = 36 MB > 12.5 MB; at least ceil(1e10 x 36 / 12.5e6) = 28,800 SSTs of keys and pointers.
    const r = rec({ totalKeys: 1e10 });
    expectOptions(r, { target_file_size_base: 12_500_000, max_bytes_for_level_base: 100_000_000 });
    const w = r.warnings.find((x) => x.code === 'target-file-size-capped');
    // The count is the final shape's, the one the page's Levels card names too (issue 24: the two disagreed).
    const { sstFiles, valueFiles } = r.memory.predicted.shape;
    expect(sstFiles).toBeGreaterThanOrEqual(28_800);
    expect(w?.message).toContain(`about ${(sstFiles + valueFiles).toLocaleString('en-US')} files`);
    expect(w?.steps).toEqual([{ input: 'openFiles', change: 'raise', to: sstFiles + valueFiles }]);
  });

  it('rules.md R12 (extension): a tiny database gets 2 MB SSTs, with a note', () => {
    // keysPerFile = 1e6 / 10,000 = 100; 100 x 36 = 3,600 bytes
    const r = rec({ totalKeys: 1e6 });
    expectOptions(r, { target_file_size_base: 2_000_000, max_bytes_for_level_base: 16_000_000 });
    expect(codes(r)).toContain('target-file-size-floored');
    expect(r.options.find((o) => o.name === 'target_file_size_base')?.source.kind).toBe('extension');
  });

  it('rules.md R12 carries to memtables and value files: a flush fills one floor-size SST (extension)', () => {
    // keysPerFlush = ceil(2,000,000 / 36) = 55,556; write buffer 55,556 x 436 = 24,222,416; blob 55,556 x 400 x 0.5 = 11,111,200
    const r = rec({ totalKeys: 1e6 });
    expect(r.derived.keysPerFlush.value).toBe(55_556);
    expectOptions(r, { write_buffer_size: 24_222_416, blob_file_size: 11_111_200 });
    expect(codes(r)).toContain('small-database-floor');
    expect(rec().derived.keysPerFlush.value).toBe(100_000);
  });

  it('rules.md R14: level table and the levels the data needs', () => {
    const r = rec();
    expect(r.levels.rows.map((x) => x.files)).toEqual([8, 64, 512, 4096, 32768, 262144]);
    expect(r.levels.rows[0]?.bytes).toBe(28_800_000);
    expect(r.levels.rows[2]?.bytes).toBe(1_843_200_000);
    // data 1e9 x 36 = 36 GB; cumulative L1..L4 = 16.848 GB < 36 GB <= L1..L5 = 134.8 GB
    expect(r.levels.dataBytes).toBe(36e9);
    expect(r.levels.levelsNeeded).toBe(5);
    expect(codes(r)).not.toContain('levels-insufficient');
  });

  it('rules.md R14: too few levels is a warning naming the levels needed', () => {
    const r = rec({ numLevels: 4 });
    expect(r.levels.rows).toHaveLength(4);
    expect(r.warnings.find((w) => w.code === 'levels-insufficient')?.message).toContain('--levels 5');
    expect(r.options.find((o) => o.name === 'num_levels')?.value).toBe(5);
  });

  it('kvSeparation off (extension): record K + V, RocksDB default caps, no blob options', () => {
    // keysPerFile 100,000 x (16 + 400) = 41.6 MB > 256 MiB / 8 = 33,554,432: the SST is capped; the memtable is
    // raised to RocksDB's 64 MiB write buffer (rules.md X-inline-file-floor): ceil(67,108,864 / 416) = 161,320 x 416
    const r = rec({ kvSeparation: 'off' });
    expectOptions(r, { target_file_size_base: 33_554_432, write_buffer_size: 67_109_120 });
    expect(blobOptions(r)).toEqual([]);
    expect(codes(r)).toEqual(expect.arrayContaining(['target-file-size-capped', 'kv-separation-off']));
  });
});
