import { numericDefault } from '../engines/facts.js';
import { defaultTargetFor } from '../engines/registry.js';
import { getEngineProfile } from '../engines/resolve.js';
import { extension } from '../provenance.js';
import { constant } from './constant.js';
import type { Derivation } from './types.js';

/** rules.md X-blobdb: TRocksDB's default fraction_remapped_during_compaction (its profile, a percentage) -> age cutoff. */
export function blobGarbageCollectionAgeCutoff(): Derivation<number> {
  const percent = numericDefault(getEngineProfile(defaultTargetFor('trocksdb')), 'fraction_remapped_during_compaction');
  return constant(
    percent / 100,
    extension(`TRocksDB's default fraction_remapped_during_compaction (${percent}%) / 100`),
    `Compactions rewrite values from the oldest ${percent}% of blob files.`,
  );
}
