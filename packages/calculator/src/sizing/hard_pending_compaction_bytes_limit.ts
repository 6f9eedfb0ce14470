import type { SizingContext } from './context.js';
import { constant } from './constant.js';
import { pendingCompactionSource } from './pending-compaction-source.js';
import type { Derivation } from './types.js';

/** 0 = no stop for compaction debt. */
export const hardPendingCompactionBytesLimit = (ctx: SizingContext): Derivation<number> =>
  constant(0, pendingCompactionSource(ctx), 'Never stop writes for pending compaction bytes.');
