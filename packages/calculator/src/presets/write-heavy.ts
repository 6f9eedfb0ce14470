import { guide } from '../provenance.js';
import { general } from './general.js';
import { WRITE_CROSSOVER } from './kv-crossover.js';
import type { Preset } from './types.js';

/** rules.md P-write-heavy */
export const writeHeavy: Preset = {
  ...general,
  id: 'write-heavy',
  title: 'Write-heavy',
  summary: 'Fewer background jobs, twice the write buffers, the calculated file sizes (G Summary).',
  source: guide('Summary: write-oriented workload'),
  backgroundThreads: 'half',
  writeBufferNumberFactor: 2,
  kvSeparationFromValueBytes: WRITE_CROSSOVER,
};
