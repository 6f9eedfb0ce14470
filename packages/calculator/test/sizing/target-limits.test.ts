import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../src/engines/build.js';
import { PROFILE as LINKED_STORED } from '../../src/engines/data/rocksdb-7.8.3.js';
import {
  defaultMemorySettings,
  getEngineProfile,
  isUnlimitedValue,
  predictShape,
  PRESETS,
  sizingInputSchema,
  type EngineProfile,
  type PresetId,
} from '../../src/index.js';
import { resolveSizingInput } from '../../src/sizing/resolve-input.js';
import { computeSizing } from '../../src/sizing/index.js';
import { MID_SERVER } from '../helpers.js';

// The sizing rules take RocksDB's limits and defaults from the profile of the target they write for. A profile
// whose numbers differ from every real one (below) shows that no rule keeps its own copy; the real targets show
// where releases differ.
const KIB = 2 ** 10;
const MIB = 2 ** 20;
const LINKED = LINKED_STORED.data();
const ODD: EngineProfile = buildProfile({
  ...LINKED,
  version: '0.0.1',
  bulkLoad: { level0Trigger: 2 ** 20, maxCompactionBytes: String(2n ** 40n) },
  options: LINKED.options.map((o) => {
    if (o.name === 'write_buffer_size') return { ...o, clippedTo: { min: 8 * MIB, max: 16 * MIB } };
    if (o.name === 'max_write_buffer_number') return { ...o, clippedTo: { min: 3 } };
    if (o.name === 'max_bytes_for_level_base') return { ...o, default: String(128 * MIB) };
    return o;
  }),
});

function sizing(raw: Record<string, unknown>, profile: EngineProfile) {
  const parsed = sizingInputSchema.parse(raw);
  const preset = PRESETS[parsed.workload as PresetId];
  return computeSizing(resolveSizingInput(parsed, preset), preset, profile);
}
const value = (s: ReturnType<typeof sizing>, name: string) => s.options.find((o) => o.name === name);

describe("sizing reads the target profile's limits and defaults", () => {
  it("bulk-load writes the profile's PrepareForBulkLoad values", () => {
    const s = sizing({ ...MID_SERVER, workload: 'bulk-load' }, ODD);
    for (const name of ['level0_file_num_compaction_trigger', 'level0_slowdown_writes_trigger', 'level0_stop_writes_trigger']) {
      expect(value(s, name)).toMatchObject({ value: 1048576, formula: '1 << 20 = 1048576' });
    }
    expect(value(s, 'max_compaction_bytes')).toMatchObject({ value: '1099511627776', formula: '1 << 40 = 1099511627776' });
  });

  it("raises max_write_buffer_number to the profile's minimum", () => {
    const s = sizing({ ...MID_SERVER, cpuThreads: 2 }, ODD);
    expect(value(s, 'max_write_buffer_number')?.value).toBe(3);
    expect(s.warnings.find((w) => w.code === 'write-buffer-number-raised')?.message).toMatch(/needs at least 3, so rocktune emits 3$/);
  });

  it("clips write_buffer_size into the profile's range, and says which", () => {
    // MID_SERVER's R15 write buffer is 43,600,000 (helpers.ts): above this profile's 16 MiB, inside RocksDB's.
    const s = sizing(MID_SERVER, ODD);
    expect(value(s, 'write_buffer_size')?.value).toBe(16 * MIB);
    expect(s.warnings.find((w) => w.code === 'write-buffer-size-clamped')?.message).toMatch(/outside RocksDB's range \[8 MiB, 16 MiB\]/);
    expect(value(sizing(MID_SERVER, getEngineProfile('rocksdb@7.8.3')), 'write_buffer_size')?.value).toBe(43_600_000);
  });

  it("caps inline SSTs at the profile's default level base / 8", () => {
    const inline = { ...MID_SERVER, kvSeparation: 'off', openFiles: 2000 };
    expect(value(sizing(inline, ODD), 'target_file_size_base')?.value).toBe((128 * MIB) / 8);
    // v7.8.3 include/rocksdb/options.h: max_bytes_for_level_base = 256 * 1048576
    expect(value(sizing(inline, getEngineProfile('rocksdb@7.8.3')), 'target_file_size_base')?.value).toBe((256 * MIB) / 8);
  });

  it('recognises the profile\'s own "unlimited" markers', () => {
    expect(isUnlimitedValue('level0_stop_writes_trigger', 2 ** 20, ODD)).toBe(true);
    expect(isUnlimitedValue('level0_stop_writes_trigger', 2 ** 20)).toBe(false);
    expect(isUnlimitedValue('max_compaction_bytes', 2n ** 40n, ODD)).toBe(true);
  });
});

describe('where releases differ: the default block cache', () => {
  // table/block_based/block_based_table_factory.cc: `co.capacity = 8 << 20` at v7.8.3, `32 << 20` at v9.11.2.
  const workload = { keys: 1e6, keySize: 16, keyOverhead: 20, valueSize: 400, kvSeparation: false };
  const userBytes = 1e6 * (16 + 400);

  it("the scale model predicts a file without block_cache with the target's default cache", () => {
    expect(predictShape([], workload, getEngineProfile('rocksdb@7.8.3')).cacheToData).toBe((8 * MIB) / userBytes);
    expect(predictShape([], workload, getEngineProfile('rocksdb@9.11.2')).cacheToData).toBe((32 * MIB) / userBytes);
  });

  it("the memory model's defaults follow the target", () => {
    expect(defaultMemorySettings(getEngineProfile('rocksdb@9.11.2')).blockCacheBytes).toBe(32 * MIB);
    expect(defaultMemorySettings(getEngineProfile('rocksdb@5.18.4'))).toMatchObject({
      blockCacheBytes: 8 * MIB,
      writeBufferSize: 64 * MIB,
      valueFileSize: 0,
    });
    expect(defaultMemorySettings(getEngineProfile('trocksdb@6.4.6')).valueFileSize).toBe(40 * MIB);
  });

  it("keeps the write buffer floor the scale model applies at the target's minimum (64 KiB in every release)", () => {
    for (const id of ['rocksdb@5.18.4', 'rocksdb@11.8.1', 'trocksdb@6.4.6']) {
      expect(getEngineProfile(id).get('CFOptions', 'write_buffer_size')?.clippedTo).toEqual({ min: 64 * KIB, max: 64 * 2 ** 30 });
    }
  });
});
