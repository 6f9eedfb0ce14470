import { describe, expect, it } from 'vitest';
import { recommend } from '../../src/index.js';
import { codes, expectOptions, rec } from '../helpers.js';

describe('memory rules, rules.md R15-R19 (G "Write Buffer Size Tuning", "Cache Size Configuration")', () => {
  it('rules.md R15-R17 general: buffer 43.6 MB, memtables 218 MB, cache a third of the rest', () => {
    // cache = max(floor((51.2e9 - 218e6) / 3), 218e6) = 16,994,000,000
    const r = rec();
    expectOptions(r, { write_buffer_size: 43_600_000, block_cache: 16_994_000_000 });
    expect(r.memory).toMatchObject({ memtableBytes: 218_000_000, blockCacheBytes: 16_994_000_000, budgetBytes: 51_200_000_000 });
    expect(r.memory.totalBytes).toBe(218_000_000 + 16_994_000_000 + r.memory.metadataOutsideCacheBytes);
    expect(r.memory.dramShare).toBeCloseTo(r.memory.totalBytes / 64e9, 12);
  });

  it('rules.md R17 general: never below G footnote 7 (memtables) when the third is smaller', () => {
    // 1 GB DRAM, 0.8 -> 800,000,000 budget; 218e6 memtables; third = floor(582e6 / 3) = 194,000,000 < 218e6
    expectOptions(rec({ dramBytes: '1GB' }), { block_cache: 218_000_000 });
  });

  it('rules.md R17 read-heavy: cache = 0.8 x 64e9 - 218e6 = 50,982,000,000', () => {
    expectOptions(rec({ workload: 'read-heavy' }), { block_cache: 50_982_000_000 });
  });

  it('rules.md R18: memtables over the budget are capped per buffer with a warning', () => {
    // 8 GB DRAM, 0.8 -> 6.4e9 budget; V=100,000: 100,000 x 100,036 = 10,003,600,000 per buffer x 5;
    // capped at floor((6.4e9 - 8 MiB cache reserve) / 5) = floor(6,391,611,392 / 5) = 1,278,322,278 (rules.md R23)
    const r = rec({ dramBytes: '8GB', valueSize: 100_000 });
    expectOptions(r, { write_buffer_size: 1_278_322_278 });
    expect(codes(r)).toContain('memtables-exceed-dram');
    expect(r.memory.memtableBytes).toBeLessThanOrEqual(r.memory.budgetBytes);
  });

  it('rules.md R18: when not even one record per buffer fits, it is an error (CALC_INFEASIBLE)', () => {
    // 64 MiB x 0.05 = 3,355,443 budget; 13 buffers x 1,000,040-byte records = 13,000,520
    const result = recommend({ cpuThreads: 48, dramBytes: '64MiB', memoryFraction: 0.05, valueSize: 1_000_000 });
    expect(result.ok).toBe(false);
    if (result.ok || result.code !== 'CALC_INFEASIBLE') throw new Error('expected CALC_INFEASIBLE');
    expect(result.message).toContain('one record');
  });

  it('rules.md R19: values above 10 MB warn that the guide does not cover them', () => {
    expect(codes(rec({ valueSize: 10_000_001 }))).toContain('value-size-beyond-guide');
    expect(codes(rec({ valueSize: 10_000_000 }))).not.toContain('value-size-beyond-guide');
  });

  it('a value file never exceeds one write buffer (extension)', () => {
    const r = rec({ dramBytes: '8GB', valueSize: 100_000 });
    // 100,000 x 100,000 x 0.5 = 5e9 > one 1,278,322,278-byte write buffer
    expectOptions(r, { blob_file_size: 1_278_322_278 });
    expect(codes(r)).toContain('value-file-size-capped');
  });
});
