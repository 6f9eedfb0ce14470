import { describe, expect, it } from 'vitest';
import { decodeState } from '../src/state/share-url.js';

describe('a shared link the page changes says so (issue 35 minor)', () => {
  it('dialect=trocksdb with a RocksDB target: the target decides, and a notice names both', () => {
    const { state, notices } = decodeState('#dialect=trocksdb&target=rocksdb@7.8.3');
    expect(state.values.dialect).toBe('rocksdb');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/TRocksDB/);
    expect(notices[0]).toMatch(/RocksDB 7\.8\.3/);
  });

  it('a version rocktune does not have: the notice names the version used', () => {
    const { notices } = decodeState('#target=rocksdb@99.1');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/99\.1/);
    expect(notices[0]).toMatch(/RocksDB \d+\.\d+\.\d+/);
  });

  it('a minor the page knows (rocksdb@7.8) and a matching dialect: no notice', () => {
    expect(decodeState('#dialect=rocksdb&target=rocksdb@7.8').notices).toEqual([]);
  });
});
