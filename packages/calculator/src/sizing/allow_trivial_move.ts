import { extension } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/** rules.md X-trocksdb-vlog: with rings, trivial moves skip VLog updates; tests only. */
export const allowTrivialMove = defineNode('allow_trivial_move', ['valueFiles'], (_ctx, { valueFiles }) =>
  valueFiles === 'vlog'
    ? constant(
        false,
        extension('TRocksDB requires allow_trivial_move=false with VLog rings (trivial moves would not update the VLog)'),
        'Keep false: VLog references stay correct.',
      )
    : undefined,
);
