import { numericDefault } from '../engines/facts.js';
import { defineNode } from './graph.js';
import { GUIDE } from './limits.js';

/** The largest SST rocktune emits (rules.md R11, X-kv-inline): the guide's 12.5 MB, or the target's default level base / 8 when values are inline. */
export const targetFileSizeCap = defineNode('targetFileSizeCap', [], ({ input, profile }) =>
  input.kvSeparation ? GUIDE.maxTargetFileSize : numericDefault(profile, 'max_bytes_for_level_base') / GUIDE.levelMultiplier,
);
