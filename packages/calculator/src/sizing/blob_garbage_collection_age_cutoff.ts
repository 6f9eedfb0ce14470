import { numericDefault } from '../engines/facts.js';
import { defaultTargetFor } from '../engines/registry.js';
import { getEngineProfile } from '../engines/resolve.js';
import { extension } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/** rules.md X-blobdb: TRocksDB's default fraction_remapped_during_compaction (its profile, a percentage) -> age cutoff. */
export const blobGarbageCollectionAgeCutoff = defineNode('blob_garbage_collection_age_cutoff', ['valueFiles'], (_ctx, { valueFiles }) => {
  if (valueFiles !== 'blob') return undefined;
  const percent = numericDefault(getEngineProfile(defaultTargetFor('trocksdb')), 'fraction_remapped_during_compaction');
  return constant(
    percent / 100,
    extension(`TRocksDB's default fraction_remapped_during_compaction (${percent}%) / 100`),
    `Compactions rewrite values from the oldest ${percent}% of blob files.`,
  );
});
