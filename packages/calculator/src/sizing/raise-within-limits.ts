import { LIMITS } from '../input/limits.js';
import type { InputStep } from './types.js';

/** A raise the input accepts: the value needed, or the input's largest value where the need is beyond it (issue 35). */
export function raiseWithinLimits(input: 'openFiles' | 'numLevels', needed: number): { step: InputStep; words: string } {
  const max = LIMITS[input].max;
  const to = Math.min(needed, max);
  return { step: { input, change: 'raise', to }, words: needed > max ? ' (the most rocktune accepts)' : '' };
}
