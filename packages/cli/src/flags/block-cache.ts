import type { FlagSpec } from '../cli-kit/command.js';
import { size } from '../cli-kit/flag-types.js';

/** validate and compare: the block cache the harness sets in code, for every variant alike. */
export const BLOCK_CACHE_FLAG = {
  'block-cache': {
    type: 'string',
    value: size({ min: 2 ** 20, max: 2 ** 40 }, 'binary'),
    valueName: 'SIZE',
    description:
      "every column family's block cache, set in code as an application does (BlockBasedTableOptions::block_cache), reported as the harness's setting: TRocksDB cannot read block_cache from a file",
    defaultText: "the file's block_cache (TRocksDB: its 8 MiB default)",
  },
} satisfies Record<string, FlagSpec>;
