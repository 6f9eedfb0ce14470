import { thesis } from '../provenance.js';
import type { SizingContext } from './context.js';
import { constant } from './constant.js';
import { ROCKSDB } from './limits.js';
import { n } from './format.js';
import type { Derivation } from './types.js';

const presetSource = ({ preset }: SizingContext) =>
  preset.id === 'bulk-load' ? thesis('3.3.1 PrepareForBulkLoad()') : thesis('3.5.2 Pending compaction bytes');

/** 0 = no slowdown for compaction debt (PrepareForBulkLoad, T §3.5.2). */
export const softPendingCompactionBytesLimit = (ctx: SizingContext): Derivation<number> =>
  constant(0, presetSource(ctx), 'Never slow writes for pending compaction bytes; compactions are deferred.');

/** 0 = no stop for compaction debt. */
export const hardPendingCompactionBytesLimit = (ctx: SizingContext): Derivation<number> =>
  constant(0, presetSource(ctx), 'Never stop writes for pending compaction bytes.');

export const disableAutoCompactions = (): Derivation<boolean> =>
  constant(true, thesis('3.3.1 PrepareForBulkLoad()'), 'No compactions while loading; run one manual compaction at the end.');

export const maxCompactionBytes = (): Derivation<number> => ({
  value: ROCKSDB.unlimitedCompactionBytes,
  formula: `1 << 60 = ${n(ROCKSDB.unlimitedCompactionBytes)}`,
  source: thesis('3.3.1 PrepareForBulkLoad()'),
  why: 'The final manual compaction takes all L0 files in one run.',
});

/** T §3.5.4: 2 subcompactions split the L0 -> L1 compaction; more did not help. */
export const maxSubcompactions = (value: number): Derivation<number> =>
  constant(value, thesis('3.5.4 Subcompactions'), 'Range-partitions the big L0 -> L1 compaction after a write peak (30-50 s faster in the thesis).');
