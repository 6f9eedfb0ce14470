import { describe, expect, it } from 'vitest';

import { checkOptions, chooseEngine } from '../lib/index.js';
import { smallOptions, TROCKSDB_VERSION } from './fixtures.js';

// Which engine runs a file comes from the calculator's judgeOf, the answer lint uses too: a [Version] of the
// TRocksDB base alone is upstream RocksDB; TRocksDB's VLog options (it writes them into every OPTIONS file) say TRocksDB.
describe('chooseEngine', () => {
  it('validates a file that declares 6.29.5 as upstream RocksDB 6.29, on the linked RocksDB', async () => {
    const text = smallOptions('6.29.5', { cf: ['write_buffer_size=8388608'] });
    const choice = chooseEngine(text);
    expect(choice).toMatchObject({ engine: 'rocksdb', dialect: 'rocksdb', profile: 'rocksdb@6.29.5', blobMapping: false });
    expect(choice.reason).toBe(
      'line 2: rocksdb_version=6.29.5, no TRocksDB option in the file; runs on the linked RocksDB; judged by rocksdb@6.29.5 (the file declares 6.29.5)',
    );
    const r = await checkOptions(text);
    expect(r).toMatchObject({ ok: true, accepted: true, engine: 'rocksdb', dialect: 'rocksdb' });
    expect(r.engineReason).toBe(choice.reason);
  });

  it('keeps the TRocksDB base version upstream without VLog options, and calls a file with them TRocksDB', () => {
    expect(chooseEngine(smallOptions(TROCKSDB_VERSION))).toMatchObject({ dialect: 'rocksdb', profile: `rocksdb@${TROCKSDB_VERSION}` });
    const trocks = chooseEngine(smallOptions(TROCKSDB_VERSION, { cf: ['min_indirect_val_size=0'] }));
    expect(trocks).toMatchObject({ dialect: 'trocksdb', profile: `trocksdb@${TROCKSDB_VERSION}` });
    expect(trocks.reason).toMatch(/^line 8: min_indirect_val_size is a TRocksDB option; runs on TRocksDB; judged by trocksdb@/);
  });

  it('says which patch release line judges a file: 8.11.4 by the 8.11 profile', () => {
    expect(chooseEngine(smallOptions('8.11.4')).reason).toMatch(
      /judged by rocksdb@8\.11\.\d+ \(the file declares 8\.11\.4: judged as rocksdb@8\.11\.\d+, the 8\.11 release line/,
    );
  });
});
