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
  it('1.5M keys: RocksDB-size files, L0 triggers 4/20/36, every level compressed', () => {
    const r = rec({ ...SMALL, totalKeys: 1.5e6 });
    // keysPerFile ceil(1.5e6 / 500) = 3,000 x 820 = 2.46 MB < 64 MiB: ceil(67,108,864 / 820) = 81,841 keys x 820
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
    expect(option(r, 'write_buffer_size')).toBe(67_109_620); // keysPerFile 80,000 x 820 = 65.6 MB, still floored
    expect(option(r, 'compression_per_level')).toEqual([NONE, NONE, NONE, LZ4, LZ4, LZ4, LZ4]);
  });

  it("1.5M keys in 512 MiB: a 10-bit bloom filter and RocksDB's 8 MiB block cache, the rest to the page cache", () => {
    const r = rec({ ...SMALL, totalKeys: 1.5e6 });
    expect(option(r, 'filter_policy')).toBe('bloomfilter:10:false'); // T 4.4's filter; L0-L2 hold >= a tenth
    // budget 0.8 x 536,870,912 = 429,496,729; memtables 2 x 67,109,620 = 134,219,240; a third of the rest
    // floor(295,277,489 / 3) = 98,425,829 < 134,219,240: RocksDB 7.8.3's default cache, 8 MiB
    expect(option(r, 'block_cache')).toBe(8_388_608);
  });

  it('40M keys: no filter (L0-L2 hold under a tenth); values separated in 512 MiB: R17 as written', () => {
    expect(option(rec({ ...SMALL, totalKeys: 4e7 }), 'filter_policy')).toBeUndefined();
    const separated = rec({ ...SMALL, totalKeys: 1.5e6, kvSeparation: 'on' });
    expect(Number(option(separated, 'write_buffer_size')) * Number(option(separated, 'max_write_buffer_number'))).toBe(84_000_000);
    expect(option(separated, 'block_cache')).toBe(115_165_576); // floor((429,496,729.6 - 84,000,000) / 3)
  });

  it('1.5M keys: ZSTD on the WAL where the target knows wal_compression; none for 40M keys, TRocksDB 6.4.6 or no compression', () => {
    expect(option(rec({ ...SMALL, totalKeys: 1.5e6 }), 'wal_compression')).toBe('kZSTD');
    expect(option(rec({ ...SMALL, totalKeys: 4e7 }), 'wal_compression')).toBeUndefined();
    expect(option(rec({ ...SMALL, totalKeys: 1.5e6, kvSeparation: 'on' }), 'wal_compression')).toBe('kZSTD');
    expect(option(rec({ ...SMALL, totalKeys: 1.5e6, kvSeparation: 'on', dialect: 'trocksdb' }), 'wal_compression')).toBeUndefined();
    expect(option(rec({ ...SMALL, totalKeys: 1.5e6, compression: 'none' }), 'wal_compression')).toBeUndefined();
  });
});
