import { thesis } from '../provenance.js';
import { general } from './general.js';
import { WRITE_CROSSOVER } from './kv-crossover.js';
import type { Preset } from './types.js';

/** rules.md P-auto-tuned-compactions */
export const autoTunedCompactions: Preset = {
  ...general,
  id: 'auto-tuned-compactions',
  title: 'Auto-tuned compactions',
  summary:
    'Static part of the thesis configuration (T §3.5.6): no L0 or pending-bytes stalls, more flush than compaction threads, 6+ write buffers, 2 subcompactions, no compression, rate limiter at the disk rate. The engine toggles compactions at run time.',
  source: thesis('3.5.6 Resulting configuration'),
  backgroundThreads: 'flush-heavy',
  minWriteBufferNumber: 6,
  l0Triggers: 'writes-unlimited',
  unlimitedPendingCompactionBytes: true,
  compressionOff: true,
  maxSubcompactions: 2,
  rateLimiter: true,
  runtimeController: 'auto-tuned-compactions',
  kvSeparationFromValueBytes: WRITE_CROSSOVER,
};
