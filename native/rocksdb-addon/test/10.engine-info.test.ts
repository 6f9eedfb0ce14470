import { describe, expect, it } from 'vitest';

import { engineInfo } from '../lib/index.js';
import { LINKED_VERSION } from './linked-version.js';

describe('engineInfo (real librocksdb)', () => {
  it('reports the linked RocksDB version and its compressions', async () => {
    const info = await engineInfo();
    expect(info.engine).toBe('rocksdb');
    expect(info.rocksdbVersion).toBe(LINKED_VERSION);
    expect(info.compressions).toContain('kNoCompression');
    // Debian links snappy, zlib, bz2, lz4 and zstd (ldd /usr/lib/x86_64-linux-gnu/librocksdb.so.7.8).
    for (const c of ['kSnappyCompression', 'kZlibCompression', 'kLZ4Compression', 'kZSTD']) expect(info.compressions).toContain(c);
  });
});
