import { numericDefault } from '../engines/facts.js';
import { defineNode } from './graph.js';
import { MIN_TARGET_FILE_SIZE } from './limits.js';

/**
 * The smallest flush rocktune sizes for: the 2 MB SST floor (rules.md R12, X-sst-floor) with values separated; with
 * values inline, RocksDB's own write buffer, never below the inline SST cap (rules.md X-inline-file-floor).
 */
export const flushFloorBytes = defineNode('flushFloorBytes', ['targetFileSizeCap'], ({ input, profile }, { targetFileSizeCap }) =>
  input.kvSeparation ? MIN_TARGET_FILE_SIZE : Math.max(targetFileSizeCap, numericDefault(profile, 'write_buffer_size')),
);
