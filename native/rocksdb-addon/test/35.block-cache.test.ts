// blockCacheBytes: the harness sets every column family's block cache in code (BlockBasedTableOptions::block_cache), as
// an application does; the check reads it back from the open DB and lists it as the harness's setting. On TRocksDB,
// which cannot read block_cache from a file, this is the only way a validation runs with the cache the guide sizes.
import { describe, expect, it } from 'vitest';

import { addonBuilt, checkOptions, validateOptions } from '../lib/index.js';
import { SMALL, TROCKSDB_VERSION } from './fixtures.js';
import { LINKED_VERSION } from './linked-version.js';

const MIB = 2 ** 20;
const TWO_CF = `${SMALL}[CFOptions "hot"]
  compression=kNoCompression
[TableOptions/BlockBasedTable "hot"]
  block_size=4096
`;

describe('blockCacheBytes (the block cache set in code)', () => {
  it("overrides the file's block_cache in every column family, and says it is the harness's", async () => {
    const r = await checkOptions(TWO_CF, { blockCacheBytes: 48 * MIB });
    expect(r.ok).toBe(true);
    const caches = r.changes.filter((c) => c.key === 'block_cache');
    expect(caches).toEqual([
      expect.objectContaining({
        section: 'TableOptions/BlockBasedTable default',
        line: 15,
        requested: '32m',
        effective: String(48 * MIB),
        kind: 'harness',
      }),
      expect.objectContaining({
        section: 'TableOptions/BlockBasedTable hot',
        line: 19,
        requested: '(not set)',
        effective: String(48 * MIB),
        kind: 'harness',
      }),
    ]);
    expect(caches[0]?.message).toMatch(/test harness sets the block cache in code \(BlockBasedTableOptions::block_cache/);
  });

  it("without it, the file's own block_cache is what runs (read back from the live DB)", async () => {
    const r = await checkOptions(SMALL);
    expect(r.changes.find((c) => c.key === 'block_cache')).toMatchObject({ kind: 'not-persisted', effective: String(32 * MIB) });
  });

  it('validateOptions applies it to the check, T2 and T5', async () => {
    const report = await validateOptions(SMALL, { keys: 20_000, durationSec: 0.5, readers: 1, blockCacheBytes: 16 * MIB });
    expect(report.check.changes.find((c) => c.key === 'block_cache')).toMatchObject({ kind: 'harness', effective: String(16 * MIB) });
    expect(report.load?.ops).toBe(20_000);
    expect(report.run?.readOps).toBeGreaterThan(0);
  });

  it.runIf(addonBuilt('trocksdb'))('on TRocksDB (no block_cache in the file): the cache reaches the engine', async () => {
    const text = SMALL.replace(`rocksdb_version=${LINKED_VERSION}`, `rocksdb_version=${TROCKSDB_VERSION}`)
      .replace('  block_cache=32m\n', '')
      .replace('  write_buffer_size=4m', '  write_buffer_size=4m\n  vlogring_activation_level=0');
    const r = await checkOptions(text, { blockCacheBytes: 64 * MIB });
    expect(r).toMatchObject({ ok: true, engine: 'trocksdb' });
    expect(r.changes.find((c) => c.key === 'block_cache')).toMatchObject({
      kind: 'harness',
      requested: '(not set)',
      effective: String(64 * MIB),
    });
  });
});
