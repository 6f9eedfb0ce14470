import { thesis } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/** T §3.5.4: 2 subcompactions split the L0 -> L1 compaction; more did not help. */
export const maxSubcompactions = defineNode('max_subcompactions', [], ({ preset }) =>
  preset.maxSubcompactions
    ? constant(
        preset.maxSubcompactions,
        thesis('3.5.4 Subcompactions'),
        'Range-partitions the big L0 -> L1 compaction after a write peak (30-50 s faster in the thesis).',
      )
    : undefined,
);
