import { thesis } from '../provenance.js';
import { constant } from './constant.js';
import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';

/**
 * 0 (no limit) for both pending-compaction limits where the preset lifts them: from PrepareForBulkLoad (bulk-load)
 * or T §3.5.2 (auto-tuned); undefined elsewhere.
 */
export function pendingCompactionLimit({ preset }: SizingContext, why: string): Derivation<number> | undefined {
  if (!preset.unlimitedPendingCompactionBytes) return undefined;
  const source = preset.id === 'bulk-load' ? thesis('3.3.1 PrepareForBulkLoad()') : thesis('3.5.2 Pending compaction bytes');
  return constant(0, source, why);
}
