import { guide, thesis } from '../provenance.js';
import type { SizingContext } from './context.js';
import { GUIDE, ROCKSDB } from './limits.js';
import type { Derivation } from './types.js';

/** rules.md R3: always 4 (G "CPU Threads Tuning"); bulk-load: 1<<30 as PrepareForBulkLoad() does. */
export function level0FileNumCompactionTrigger({ preset }: SizingContext): Derivation {
  if (preset.l0Triggers === 'all-unlimited') {
    return {
      value: ROCKSDB.unlimitedTrigger,
      formula: `1 << 30 = ${ROCKSDB.unlimitedTrigger}`,
      source: thesis('3.3.1 PrepareForBulkLoad()'),
      why: 'No L0 compaction during the load: files stay in L0 until the final manual compaction.',
    };
  }
  return {
    value: GUIDE.l0CompactionTrigger,
    formula: `${GUIDE.l0CompactionTrigger} (constant)`,
    source: guide('CPU Threads Tuning: "always set to 4"'),
    why: 'Four full buffers flush into L0 files that one compaction merges.',
  };
}
