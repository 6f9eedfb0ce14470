// What the engine's memory guard counts for a variant's options: memtables at their peak + the block cache.
import { describe, expect, it } from 'vitest';
import { lookupEntries, memorySettingsFrom, memtablesAndCacheBytes, ROCKSDB_DEFAULT_MEMORY_SETTINGS } from '../../src/index.js';

describe('memtablesAndCacheBytes', () => {
  it('one buffer runs as two (SanitizeOptions), plus the cache the options name', () => {
    const options = [
      { name: 'write_buffer_size', value: 64 * 2 ** 20 },
      { name: 'max_write_buffer_number', value: 1 },
      { name: 'block_cache', value: 8 * 2 ** 20 },
    ];
    expect(memtablesAndCacheBytes(memorySettingsFrom(lookupEntries(options)))).toBe(2 * 64 * 2 ** 20 + 8 * 2 ** 20);
  });

  it("what the options leave out is the linked engine's default", () => {
    const d = ROCKSDB_DEFAULT_MEMORY_SETTINGS;
    const bytes = memtablesAndCacheBytes(memorySettingsFrom(lookupEntries([{ name: 'max_write_buffer_number', value: 4 }])));
    expect(bytes).toBe(d.writeBufferSize * 4 + d.blockCacheBytes);
  });
});
