import { thesis } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/** PrepareForBulkLoad (rules.md P-bulk-load): no automatic compactions while loading. */
export const disableAutoCompactions = defineNode('disable_auto_compactions', [], ({ preset }) =>
  preset.disableAutoCompactions
    ? constant(true, thesis('3.3.1 PrepareForBulkLoad()'), 'No compactions while loading; run one manual compaction at the end.')
    : undefined,
);
