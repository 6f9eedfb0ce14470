import { extension } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/** VLog is on only when vlogring_activation_level is non-empty; TRocksDB's db_bench uses one ring from level 0 (rules.md X-trocksdb-vlog). */
export const vlogringActivationLevel = defineNode('vlogring_activation_level', ['valueFiles'], (_ctx, { valueFiles }) =>
  valueFiles === 'vlog'
    ? constant(
        0,
        extension('TRocksDB enables the VLog only when vlogring_activation_level is set; one ring from L0 as its db_bench does'),
        'Turns on key-value separation: values go to the VLog ring.',
      )
    : undefined,
);
