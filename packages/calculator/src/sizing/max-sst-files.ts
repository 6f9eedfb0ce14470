import { guide } from '../provenance.js';
import { formatInteger } from '../units.js';
import { defineNode } from './graph.js';

/** rules.md R7: the open-file budget is split evenly between SSTs (keys) and VLog/blob files (values). */
export const maxSstFiles = defineNode('maxSstFiles', [], ({ input }) => {
  const value = Math.floor(input.openFiles / 2);
  return {
    value,
    formula: `floor(F / 2) = floor(${formatInteger(input.openFiles)} / 2) = ${formatInteger(value)}`,
    source: guide('Target File Size Tuning, Figure 4'),
    why: 'Half of the open-file budget for SSTs, half for value files (1:1, as KIOXIA found least fragmenting).',
  };
});
