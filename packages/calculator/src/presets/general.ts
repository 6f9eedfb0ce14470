import { guide } from '../provenance.js';
import { MIXED_WORK_CROSSOVER } from './kv-crossover.js';
import type { Preset } from './types.js';

/** rules.md P-general */
export const general: Preset = {
  id: 'general',
  title: 'General purpose',
  summary: "The guide's rules as written ('optimized for general-purposes').",
  source: guide('Test Equipment: optimized for general-purposes'),
  backgroundThreads: 'threads',
  writeBufferNumberFactor: 1,
  minWriteBufferNumber: 0,
  targetFileSizeFactor: 1,
  blockCache: 'memtables',
  l0Triggers: 'rules',
  unlimitedPendingCompactionBytes: false,
  disableAutoCompactions: false,
  readOptimizedTable: false,
  compressionOff: false,
  rateLimiter: false,
  unlimitedCompactionBytes: false,
  kvSeparationFromValueBytes: MIXED_WORK_CROSSOVER,
};
