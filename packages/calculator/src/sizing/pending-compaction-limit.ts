import { thesis, type Source } from '../provenance.js';
import type { SizingContext } from './context.js';

/** Both pending-compaction limits come from PrepareForBulkLoad (bulk-load) or T §3.5.2 (auto-tuned). */
export const pendingCompactionSource = ({ preset }: SizingContext): Source =>
  preset.id === 'bulk-load' ? thesis('3.3.1 PrepareForBulkLoad()') : thesis('3.5.2 Pending compaction bytes');
