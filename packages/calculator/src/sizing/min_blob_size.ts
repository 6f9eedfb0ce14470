import { numericDefault } from '../engines/facts.js';
import { defaultTargetFor } from '../engines/registry.js';
import { getEngineProfile } from '../engines/resolve.js';
import { extension } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/** rules.md X-blobdb: TRocksDB's default min_indirect_val_size (its profile), mapped to min_blob_size. */
export const minBlobSize = defineNode('min_blob_size', ['valueFiles'], (_ctx, { valueFiles }) => {
  if (valueFiles !== 'blob') return undefined;
  const bytes = numericDefault(getEngineProfile(defaultTargetFor('trocksdb')), 'min_indirect_val_size');
  return constant(
    bytes,
    extension(`TRocksDB's default min_indirect_val_size (${bytes}), mapped to min_blob_size`),
    'Values smaller than a blob pointer gain nothing from separation.',
  );
});
