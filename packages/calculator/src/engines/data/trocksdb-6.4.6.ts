// Interim: 7.8.3's options minus the newer ones plus the VLog options, until tools/profiles/generate.mjs writes this file.
import { NEWER_THAN_TROCKSDB, TROCKSDB_OPTIONS } from '../../catalog/trocksdb.js';
import { PROFILE as ROCKSDB } from './rocksdb-7.8.3.js';
import type { ProfileData } from './types.js';

const newer = new Set(NEWER_THAN_TROCKSDB);

export const PROFILE: ProfileData = {
  ...ROCKSDB,
  engine: 'trocksdb',
  version: '6.4.6',
  source: { repo: 'KioxiaAmerica/trocksdb', tag: 'master', commit: 'd4b2d9f90a433d78dd636dfa4abd5e8fe9e9e18a' },
  options: [...ROCKSDB.options.filter((o) => !newer.has(o.name)), ...TROCKSDB_OPTIONS],
  notReadableFromFile: [
    {
      section: 'TableOptions/BlockBasedTable',
      name: 'block_cache',
      reason: 'TRocksDB 6.4.6 refuses the whole file ("Can\'t parse BlockBasedTableOptions:: block_cache Unrecognized option"); size the cache in code',
    },
  ],
  hasIntegratedBlobDb: false,
};
