import { thesis } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';

/** T §3.5.1: the rate limiter at the disk's write rate is the tuner's 100% I/O mark. */
export function rateLimiterBytesPerSec({ input }: SizingContext): Derivation | undefined {
  if (input.diskWriteBytesPerSec === undefined) return undefined;
  const value = input.diskWriteBytesPerSec;
  return {
    value,
    formula: `disk write rate = ${formatInteger(value)} (${formatBytes(value)}/s)`,
    source: thesis('3.5.1 Rate-limiting'),
    why: 'The auto-tuner measures flush and compaction I/O as a share of this rate. RocksDB does not persist it: the engine re-applies it.',
  };
}
