import { defaultTargetFor } from '../engines/registry.js';
import { getEngineProfile } from '../engines/resolve.js';
import type { SizingContext } from './context.js';
import type { RecommendedOption } from './types.js';

/** rules.md R17: TRocksDB refuses a whole OPTIONS file that sets block_cache (its profile's notReadableFromFile). */
const TROCKSDB_BLOCK_CACHE_NOTE = `TRocksDB ${getEngineProfile(defaultTargetFor('trocksdb')).version} cannot read block_cache from an OPTIONS file (it refuses the whole file): apply it with db_bench --cache_size or BlockBasedTableOptions::block_cache`;

/** Keeps TRocksDB's block_cache in the report but has the file write it as a comment that says how to apply it. */
export function markNotReadableFromFile({ input }: SizingContext, options: RecommendedOption[]): void {
  const option = input.dialect === 'trocksdb' ? options.find((o) => o.name === 'block_cache') : undefined;
  if (option) option.notInFile = TROCKSDB_BLOCK_CACHE_NOTE;
}
