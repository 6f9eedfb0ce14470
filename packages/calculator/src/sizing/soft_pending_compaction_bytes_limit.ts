import type { SizingContext } from './context.js';
import { constant } from './constant.js';
import { pendingCompactionSource } from './pending-compaction-source.js';
import type { Derivation } from './types.js';

/** 0 = no slowdown for compaction debt (PrepareForBulkLoad, T §3.5.2). */
export const softPendingCompactionBytesLimit = (ctx: SizingContext): Derivation<number> =>
  constant(0, pendingCompactionSource(ctx), 'Never slow writes for pending compaction bytes; compactions are deferred.');
