import { defineNode } from './graph.js';
import { pendingCompactionLimit } from './pending-compaction-limit.js';

/** 0 = no stop for compaction debt. */
export const hardPendingCompactionBytesLimit = defineNode('hard_pending_compaction_bytes_limit', [], (ctx) =>
  pendingCompactionLimit(ctx, 'Never stop writes for pending compaction bytes.'),
);
