import { describe, expect, it } from 'vitest';
import { GUIDE_EXAMPLE, predictShape, scaleModelFor, scaleRecommendation, type OptionLike } from '../../src/index.js';
import { rec } from '../helpers.js';

const guide = () => rec({ kvSeparation: 'on' }, { ...GUIDE_EXAMPLE });
const value = (opts: OptionLike[], name: string) => opts.find((o) => o.name === name)?.value;

describe('scale model', () => {
  it("the guide's 8e9-key example scaled to 20M keys keeps levels, files per level and the memtable ratio", () => {
    const m = scaleRecommendation(guide(), 20_000_000);
    expect(m.factor).toBe(2.5e-3);
    expect(value(m.options, 'write_buffer_size')).toBe(420_000); // 168,000,000 x 0.0025
    expect(value(m.options, 'target_file_size_base')).toBe(20_000); // 8,000,000 x 0.0025
    expect(value(m.options, 'max_bytes_for_level_base')).toBe(160_000);
    expect(value(m.options, 'blob_file_size')).toBe(200_000); // 80,000,000 x 0.0025
    expect(value(m.options, 'max_write_buffer_number')).toBe(13); // counts are not scaled
    expect(value(m.options, 'max_open_files')).toBe(80_000);
    expect(m.inexact).toEqual([]);
    expect(m.predictedScaled.levelsUsed).toBe(m.predictedFull.levelsUsed);
    expect(m.predictedScaled.levels.map((l) => l.files)).toEqual(m.predictedFull.levels.map((l) => l.files));
    expect(m.predictedScaled.memtableToData).toBeCloseTo(m.predictedFull.memtableToData, 12);
    expect(m.predictedScaled.blobFiles).toBe(m.predictedFull.blobFiles);
    // guide Figure 5: 8e9 x 40 B = 320 GB of keys fills L1-L5 and part of L6
    expect(m.predictedFull.levelsUsed).toBe(6);
    expect(m.predictedFull.levels.slice(0, 5).map((l) => l.files)).toEqual([8, 64, 512, 4096, 32768]);
    expect(m.transfers.join(' ')).toMatch(/write amplification/);
    expect(m.doesNotTransfer.join(' ')).toMatch(/cache hit rates/);
  });

  it('defaults the file leaves out are written out scaled (pending-compaction limits)', () => {
    const m = scaleRecommendation(guide(), 20_000_000);
    const soft = m.adjustments.find((a) => a.name === 'soft_pending_compaction_bytes_limit');
    expect(soft).toMatchObject({ fromDefault: true, fullValue: 64 * 2 ** 30 });
    expect(value(m.options, 'soft_pending_compaction_bytes_limit')).toBe(Math.round(64 * 2 ** 30 * 2.5e-3));
  });

  it('RocksDB minimums: write_buffer_size never below 64 KiB, and the clamp is reported', () => {
    const m = scaleRecommendation(guide(), 2_000_000); // factor 2.5e-4: 168 MB -> 42 KB
    expect(value(m.options, 'write_buffer_size')).toBe(65_536);
    expect(m.adjustments.find((a) => a.name === 'write_buffer_size')?.clamp).toMatch(/64 KiB/);
    expect(m.inexact.some((s) => s.startsWith('write_buffer_size'))).toBe(true);
    expect(m.inexact.some((s) => /memtable-to-data/.test(s))).toBe(true);
  });

  it('a test as large as the database scales nothing', () => {
    const r = guide();
    const m = scaleRecommendation(r, 8e9);
    expect(m.factor).toBe(1);
    expect(m.options).toEqual(r.options.map((o) => ({ ...o })));
    expect(m.inexact[0]).toMatch(/nothing to scale/);
  });

  it('unlimited markers (bulk-load) are kept, and bad key counts are errors', () => {
    const r = rec({ workload: 'bulk-load' });
    const m = scaleRecommendation(r, 1_000_000);
    expect(value(m.options, 'level0_stop_writes_trigger')).toBe(value(r.options, 'level0_stop_writes_trigger'));
    expect(value(m.options, 'max_compaction_bytes')).toBe(value(r.options, 'max_compaction_bytes'));
    expect(() => scaleRecommendation(r, 0)).toThrow(RangeError);
  });

  it('RocksDB defaults (no options) predict 64 MiB memtables and values inline', () => {
    const w = { keys: 2_000_000, keySize: 20, keyOverhead: 20, valueSize: 800, kvSeparation: true };
    const s = predictShape([], w);
    expect(s.blobFiles).toBe(0);
    expect(s.sstBytes).toBe(2_000_000 * 820);
    expect(s.levelsUsed).toBe(2); // 1.64 GB: L1 256 MiB, rest in L2
    const m = scaleModelFor([], { ...w, keys: 200_000_000 }, 2_000_000);
    expect(value(m.options, 'write_buffer_size')).toBe(Math.round(64 * 2 ** 20 * 0.01));
    expect(m.predictedScaled.levelsUsed).toBe(m.predictedFull.levelsUsed);
  });
});
