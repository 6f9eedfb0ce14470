// Interim: built from the library-checked catalog until tools/profiles/generate.mjs writes this file.
import { ROCKSDB_OPTIONS } from '../../catalog/rocksdb-7.8.3.js';
import type { ProfileData } from './types.js';

export const PROFILE: ProfileData = {
  engine: 'rocksdb',
  version: '7.8.3',
  source: { repo: 'facebook/rocksdb', tag: 'v7.8.3', commit: 'bf2c335184de16a3cc1787fa97ef9f22f7114238' },
  options: ROCKSDB_OPTIONS,
  unknownKeyRule: { comparedParts: 2, skippedWhenNewerWith: 'ignore_unknown_options' },
  pathOptions: [
    { section: 'DBOptions', name: 'wal_dir' },
    { section: 'DBOptions', name: 'db_log_dir' },
  ],
  notReadableFromFile: [],
  hasIntegratedBlobDb: true,
  openRefusals: [
    {
      id: 'block_align-with-compression',
      when: [
        { section: 'TableOptions/BlockBasedTable', name: 'block_align', equals: 'true' },
        { section: 'CFOptions', name: 'compression', notEquals: 'kNoCompression' },
      ],
      message: 'Enable block_align, but compression enabled',
    },
  ],
  defaults: { levelCompactionDynamicLevelBytes: false, blockCacheBytes: 8388608 },
};
