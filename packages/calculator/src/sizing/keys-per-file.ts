import { guide } from '../provenance.js';
import { formatInteger } from '../units.js';
import { defineNode } from './graph.js';

/** rules.md R8: keys per SST, and values per VLog/blob file. */
export const keysPerFile = defineNode('keysPerFile', ['maxSstFiles'], ({ input }, { maxSstFiles }) => {
  const ssts = maxSstFiles.value;
  const value = Math.ceil(input.totalKeys / ssts);
  return {
    value,
    formula: `ceil(N / (F / 2)) = ceil(${formatInteger(input.totalKeys)} / ${formatInteger(ssts)}) = ${formatInteger(value)}`,
    source: guide('Target File Size Tuning, Figure 4'),
    why: 'Spreads the projected keys over the SST budget; each value file holds as many values.',
  };
});
