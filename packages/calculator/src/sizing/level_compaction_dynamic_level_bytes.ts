import { guide } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

/**
 * rules.md R13b: always true and always written. G Figure 1 row 13 ("True for Trocks"); RocksDB's own
 * default became true only in 8.4, so a file that leaves it out runs with other level sizes on 7.x.
 */
export const levelCompactionDynamicLevelBytes = defineNode('level_compaction_dynamic_level_bytes', [], () =>
  constant(
    true,
    guide('Figure 1, row 13: level_compaction_dynamic_level_bytes TRUE, "True for Trocks"'),
    'Level targets follow the last level, so the LSM keeps its 8x shape while the database grows; written explicitly because RocksDB before 8.4 defaults to false.',
  ),
);
