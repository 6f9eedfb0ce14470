import { describe, expect, it } from 'vitest';

import { engineInfo } from '../lib/index.js';

describe('engineInfo (real librocksdb)', () => {
  it('reports the linked RocksDB version and its compressions', async () => {
    const info = await engineInfo();
    expect(info.engine).toBe('rocksdb');
    if (process.env.ROCKTUNE_ROCKSDB_BUILD === 'prefix') expect(Number(info.rocksdbVersion.split('.')[0])).toBeGreaterThanOrEqual(8);
    else expect(info.rocksdbVersion).toBe('7.8.3'); // Debian 12 librocksdb-dev 7.8.3-2
    expect(info.compressions).toContain('kNoCompression');
    // Debian links snappy, zlib, bz2, lz4 and zstd (ldd /usr/lib/x86_64-linux-gnu/librocksdb.so.7.8).
    for (const c of ['kSnappyCompression', 'kZlibCompression', 'kLZ4Compression', 'kZSTD']) expect(info.compressions).toContain(c);
  });
});
