import { guide } from '../provenance.js';
import type { SizingContext } from './context.js';
import { n } from './format.js';
import type { Derivation } from './types.js';

/** Rule 7: the open-file budget is split evenly between SSTs (keys) and VLog/blob files (values). */
export function maxSstFiles({ input }: SizingContext): Derivation {
  const value = Math.floor(input.openFiles / 2);
  return {
    value,
    formula: `floor(F / 2) = floor(${n(input.openFiles)} / 2) = ${n(value)}`,
    source: guide('Target File Size Tuning, Figure 4'),
    why: 'Half of the open-file budget for SSTs, half for value files (1:1, as KIOXIA found least fragmenting).',
  };
}

/** Rule 8: keys per SST, and values per VLog/blob file. */
export function keysPerFile(ctx: SizingContext): Derivation {
  const ssts = maxSstFiles(ctx).value;
  const value = Math.ceil(ctx.input.totalKeys / ssts);
  return {
    value,
    formula: `ceil(N / (F / 2)) = ceil(${n(ctx.input.totalKeys)} / ${n(ssts)}) = ${n(value)}`,
    source: guide('Target File Size Tuning, Figure 4'),
    why: 'Spreads the projected keys over the SST budget; each value file holds as many values.',
  };
}
