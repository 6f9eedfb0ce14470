import { defineNode } from './graph.js';
import { pendingCompactionLimit } from './pending-compaction-limit.js';

/** 0 = no slowdown for compaction debt (PrepareForBulkLoad, T §3.5.2). */
export const softPendingCompactionBytesLimit = defineNode('soft_pending_compaction_bytes_limit', [], (ctx) =>
  pendingCompactionLimit(ctx, 'Never slow writes for pending compaction bytes; compactions are deferred.'),
);
