import { thesis } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { defineNode } from './graph.js';

/** T §3.5.1 (presets with a rate limiter): the rate limiter at the disk's write rate is the tuner's 100% I/O mark. */
export const rateLimiterBytesPerSec = defineNode('rate_limiter_bytes_per_sec', [], ({ input, preset }) => {
  if (!preset.rateLimiter || input.diskWriteBytesPerSec === undefined) return undefined;
  const value = input.diskWriteBytesPerSec;
  return {
    value,
    formula: `disk write rate = ${formatInteger(value)} (${formatBytes(value)}/s)`,
    source: thesis('3.5.1 Rate-limiting'),
    why: 'The auto-tuner measures flush and compaction I/O as a share of this rate. RocksDB does not persist it: the engine re-applies it.',
  };
});
