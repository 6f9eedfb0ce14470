import { describe, expect, it } from 'vitest';
import { expectOptions, option, rec } from '../helpers.js';

// The capped regime's host and database (issue 19): 2 threads, 512 MiB, values inline, 1,000 open files.
const SMALL = {
  cpuThreads: 2,
  dramBytes: 536_870_912,
  keySize: 20,
  valueSize: 800,
  openFiles: 1000,
  numLevels: 6,
  kvSeparation: 'off' as const,
};
const LZ4 = 'kLZ4Compression';
const NONE = 'kNoCompression';

describe('small databases, values inline (rules.md X-inline-file-floor, X-small-db-compression, X-l0-small-host, X-small-db-filter, X-inline-small-cache)', () => {
  it("1.5M keys: RocksDB's 64 MiB memtable over 32 MiB SSTs, L0 triggers 4/20/36, every level compressed", () => {
    const r = rec({ ...SMALL, totalKeys: 1.5e6 });
    // keysPerFile ceil(1.5e6 / 500) = 3,000 x 820 = 2.46 MB < RocksDB's 64 MiB write buffer: ceil(67,108,864 / 820) =
    // 81,841 keys x 820 = 67,109,620
    expectOptions(r, {
      write_buffer_size: 67_109_620,
      target_file_size_base: 33_554_432, // 256 MiB / 8
      max_bytes_for_level_base: 268_435_456,
      level0_file_num_compaction_trigger: 4,
      level0_slowdown_writes_trigger: 20,
      level0_stop_writes_trigger: 36,
    });
    // L0-L2 capacity 4 x 67,109,620 + 268,435,456 x 9 = 2,684,357,584 >= 1.23e9 / 10
    expect(option(r, 'compression_per_level')).toEqual([LZ4, LZ4, LZ4, LZ4, LZ4, LZ4, LZ4]);
  });

  it("40M keys (32.8 GB, more than 10x L0-L2): M's rule, L0-L2 uncompressed", () => {
    const r = rec({ ...SMALL, totalKeys: 4e7 });
    expect(option(r, 'write_buffer_size')).toBe(67_109_620); // keysPerFile 80,000 x 820 = 65.6 MB, below the 64 MiB floor
    expect(option(r, 'compression_per_level')).toEqual([NONE, NONE, NONE, LZ4, LZ4, LZ4, LZ4]);
  });

  it("1.5M keys in 512 MiB: a 10-bit bloom filter and RocksDB's 8 MiB block cache, the rest to the page cache", () => {
    const r = rec({ ...SMALL, totalKeys: 1.5e6 });
    expect(option(r, 'filter_policy')).toBe('bloomfilter:10:false'); // T 4.4's filter; L0-L2 hold >= a tenth
    // budget 0.8 x 536,870,912 = 429,496,729; memtables 2 x 67,109,620 = 134,219,240; a third of the rest
    // (98,425,829) is below them: 8 MiB, and the database (1.5e6 x 820 = 1.23e9, small) is larger than the budget too
    expect(option(r, 'block_cache')).toBe(8_388_608);
    // 40M keys and 300k keys (246 MB, inside the budget) have the same memtables: 8 MiB as well
    expect(option(rec({ ...SMALL, totalKeys: 4e7 }), 'block_cache')).toBe(8_388_608);
    expect(option(rec({ ...SMALL, totalKeys: 3e5 }), 'block_cache')).toBe(8_388_608);
    // 2 GiB: a third of what the memtables leave, floor((1,717,986,918.4 - 134,219,240) / 3) = 527,922,559, is above
    // them and 300k keys fit the budget: R17 as written
    expect(option(rec({ ...SMALL, dramBytes: 2_147_483_648, totalKeys: 3e5 }), 'block_cache')).toBe(527_922_559);
  });

  it('40M keys: no filter (L0-L2 hold under a tenth); values separated in 512 MiB: R17 as written', () => {
    expect(option(rec({ ...SMALL, totalKeys: 4e7 }), 'filter_policy')).toBeUndefined();
    const separated = rec({ ...SMALL, totalKeys: 1.5e6, kvSeparation: 'on' });
    expect(Number(option(separated, 'write_buffer_size')) * Number(option(separated, 'max_write_buffer_number'))).toBe(84_000_000);
    expect(option(separated, 'block_cache')).toBe(115_165_576); // floor((429,496,729.6 - 84,000,000) / 3)
  });

  it("the WAL keeps RocksDB's default (no compression): ZSTD on it lost to defaults in db_bench where the CPU binds", () => {
    for (const kvSeparation of ['off', 'on'] as const)
      for (const totalKeys of [1.5e6, 4e7]) expect(option(rec({ ...SMALL, totalKeys, kvSeparation }), 'wal_compression')).toBeUndefined();
  });
});
