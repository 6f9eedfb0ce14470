import { thesis } from '../provenance.js';
import { general } from './general.js';
import { WRITE_CROSSOVER } from './kv-crossover.js';
import type { Preset } from './types.js';

/** rules.md P-bulk-load */
export const bulkLoad: Preset = {
  ...general,
  id: 'bulk-load',
  title: 'Bulk load',
  summary: "RocksDB's PrepareForBulkLoad(): no automatic compactions, no L0 or pending-bytes stalls; compact once at the end (T §3.3.1).",
  source: thesis('3.3.1 PrepareForBulkLoad()'),
  minWriteBufferNumber: 6,
  l0Triggers: 'all-unlimited',
  unlimitedPendingCompactionBytes: true,
  disableAutoCompactions: true,
  unlimitedCompactionBytes: true,
  kvSeparationFromValueBytes: WRITE_CROSSOVER,
};
