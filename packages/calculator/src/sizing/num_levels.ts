import { guide } from '../provenance.js';
import { defineNode } from './graph.js';

/** RocksDB's num_levels counts L0; the guide's "6-level database" counts the levels below it. */
export const numLevels = defineNode('num_levels', [], ({ input }) => {
  const value = input.numLevels + 1;
  return {
    value,
    formula: `levels below L0 + 1 = ${input.numLevels} + 1 = ${value}`,
    source: guide('Target File Size Tuning: "a 6-level database"'),
    why: 'L0 plus the levels of the level table.',
  };
});
