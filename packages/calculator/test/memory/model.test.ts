import { describe, expect, it } from 'vitest';
import {
  entriesPerBlock,
  filterBytes,
  memorySettingsFromText,
  memtablePeakBytes,
  MAX_ENGINE_BYTES,
  predictMemoryForOptionsFile,
  toOptionsFile,
} from '../../src/index.js';
import { rec } from '../helpers.js';

describe('rules.md R23: exact memory products', () => {
  it('16 GiB x 2^30 buffers is 2^64 bytes, beyond what the engine can hold (wraps to 0 in uint64)', () => {
    const peak = memtablePeakBytes(17_179_869_184, 1_073_741_824);
    expect(peak).toBe(2n ** 64n);
    expect(peak > MAX_ENGINE_BYTES).toBe(true);
  });
  it('a max_write_buffer_number below 2 counts as 2, as RocksDB runs it', () => {
    expect(memtablePeakBytes(64 * 2 ** 20, 1)).toBe(BigInt(128 * 2 ** 20));
  });
});

describe('rules.md R20: the memory model, worked by hand', () => {
  it('data blocks close at 4,096 bytes or within 10 % (FlushBlockBySizePolicy)', () => {
    // 39-byte entries (K 16 + P 20 + 3): 104 entries = 4,056 + 7 restarts x 4 = 4,084; the next would pass 4,096
    expect(entriesPerBlock(39, 4096)).toBe(104);
    // 831-byte inline entries: 4 = 3,328 < 3,686 (90 %), so a 5th is added: 4,159 >= 4,096
    expect(entriesPerBlock(831, 4096)).toBe(5);
  });
  it('a 10 bits/key filter for 100,000 keys: 125,000 bytes rounded up to 1,954 cache lines, + 5', () => {
    expect(filterBytes(100_000, 10)).toBe(1_954 * 64 + 5);
    expect(filterBytes(100_000, 0)).toBe(0);
  });
  it('the mid server: index of 1e9 keys outside the cache, no filter', () => {
    // ceil(1e9 / 104) = 9,615,385 blocks x (16 + 12) = 269,230,780 index bytes
    const r = rec();
    expect(r.memory.predicted.indexBlocks).toMatchObject({ bytes: 269_230_780, inCache: false });
    expect(r.memory.predicted.filterBlocks.bytes).toBe(0);
    expect(r.memory.metadataOutsideCacheBytes).toBe(269_230_780);
    expect(r.memory.predicted.memtables.bytes).toBe(218_000_000);
  });
  it('read-heavy caches index and filter: nothing outside the cache', () => {
    const r = rec({ workload: 'read-heavy' });
    expect(r.memory.predicted.indexBlocks.inCache).toBe(true);
    expect(r.memory.metadataOutsideCacheBytes).toBe(0);
    expect(r.memory.predicted.filterBlocks.bytes).toBeGreaterThan((1e9 * 10) / 8);
  });
  it('reads an OPTIONS file: defaults where absent, binary units as RocksDB reads them', () => {
    const text =
      '[CFOptions "default"]\n  write_buffer_size=4m\n[TableOptions/BlockBasedTable "default"]\n  block_cache=32m\n  filter_policy=bloomfilter:10:false\n';
    const s = memorySettingsFromText(text);
    expect(s).toMatchObject({
      writeBufferSize: 4 * 2 ** 20,
      maxWriteBufferNumber: 2,
      blockCacheBytes: 32 * 2 ** 20,
      filterBitsPerKey: 10,
      blockSize: 4096,
      separated: false,
    });
    // 60,000 keys of 20/800 inline: 12,000 blocks of 5 -> cacheable 60,000 x 831 = 49,860,000 > 32 MiB
    const p = predictMemoryForOptionsFile(text, { keys: 60_000, keySize: 20, valueSize: 800, keyOverhead: 20 });
    expect(p.shape.dataBlocks).toBe(12_000);
    expect(p.indexBlocks.bytes).toBe(12_000 * 32);
    expect(p.blockCache.bytes).toBe(32 * 2 ** 20);
    expect(p.memtables.bytes).toBe(8 * 2 ** 20);
  });
  it('predicts for a generated file what it predicted when generating it', () => {
    const r = rec();
    const text = toOptionsFile(r, { rocktuneVersion: 'test' });
    const p = predictMemoryForOptionsFile(text, { keys: 1e9, keySize: 16, valueSize: 400, keyOverhead: 20, compressionFactor: 0.5 });
    expect(p.totalBytes).toBe(r.memory.predicted.totalBytes);
  });
});

describe('rules.md R21: metadata over the budget moves into the cache', () => {
  it('E2-like: index blocks do not fit beside the memtables: cached, pinned, and the shortfall named', () => {
    const r = rec({ cpuThreads: 256, dramBytes: '128GB', valueSize: 150_000, totalKeys: 8e9, openFiles: 80_000, keySize: 20 });
    expect(r.options.find((o) => o.name === 'cache_index_and_filter_blocks')?.value).toBe(true);
    expect(r.options.find((o) => o.name === 'pin_l0_filter_and_index_blocks_in_cache')?.value).toBe(true);
    const w = r.warnings.map((x) => x.code);
    expect(w).toContain('metadata-exceeds-budget');
    expect(w).toContain('memory-exceeds-budget');
  });
});
