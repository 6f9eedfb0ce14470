// The engine's own memory figures after T2 and T5 (src/memory_usage.cc): RocksDB's properties,
// MemoryUtil by type, and the process RSS, on the real library.
import { describe, expect, it } from 'vitest';

import { loadTest, runTest } from '../lib/index.js';
import { SMALL, withLine } from './fixtures.js';
import { tempRoot, withWorkspace } from './with-workspace.js';

const root = tempRoot('mem');

const KEYS = 60_000;
const MiB = 2 ** 20;

function loadAndRun(options: string) {
  return withWorkspace({ tmpRoot: root }, async (ws) => {
    const load = await loadTest({ options, workspace: ws, keys: KEYS });
    const run = await runTest({ options, workspace: ws, readers: 2, durationSec: 1.5, writerRateBytesPerSec: 2 * MiB });
    return { load, run };
  });
}

describe('measured memory (RocksDB properties, MemoryUtil, RSS)', () => {
  it('reports memtables, table readers, the 32 MiB block cache and the process RSS', async () => {
    const { load, run } = await loadAndRun(SMALL);
    for (const m of [load.memory, run.memory]) {
      expect(m.blockCacheCapacityBytes).toBe(32 * MiB); // block_cache=32m in the file
      expect(m.memtablesBytes).toBeGreaterThan(0);
      expect(m.memtablesBytes).toBeLessThan(2 * 4 * MiB * 1.2); // write_buffer_size=4m, at most 2 buffers (+ arena slack)
      // index + bloom filter blocks of ~49 MB of 20/800 data, held outside the cache (the default)
      expect(m.tableReadersBytes).toBeGreaterThan(KEYS * 1); // 10 bits per key of filter alone
      expect(m.tableReadersBytes).toBeLessThan(4 * MiB);
      expect(m.byType.memTableTotal).toBe(m.memtablesAllBytes);
      expect(m.byType.tableReadersTotal).toBe(m.tableReadersBytes);
      expect(m.byType.cacheTotal).toBe(m.blockCacheBytes);
      expect(m.rocksdbTotalBytes).toBe(m.memtablesAllBytes + m.tableReadersBytes + m.blockCacheBytes);
      expect(m.rssBaselineBytes).toBeGreaterThan(10 * MiB); // Node itself
      expect(m.rssPeakBytes).toBeGreaterThanOrEqual(m.rssBytes);
      expect(m.engineRssPeakBytes).toBeGreaterThan(m.memtablesBytes * 0.5);
    }
    // T5's random reads bring data blocks into the cache
    expect(run.memory.blockCacheBytes).toBeGreaterThan(MiB);
    expect(run.memory.blockCacheBytes).toBeLessThanOrEqual(32 * MiB);
  });

  it('moves index and filter blocks into the block cache with cache_index_and_filter_blocks', async () => {
    const outside = (await loadAndRun(SMALL)).load.memory;
    const inCache = (await loadAndRun(withLine(SMALL, '  block_cache=32m', '  cache_index_and_filter_blocks=true'))).load.memory;
    expect(inCache.tableReadersBytes).toBeLessThan(outside.tableReadersBytes / 4);
    expect(inCache.blockCacheBytes).toBeGreaterThan(outside.blockCacheBytes);
  });
});
