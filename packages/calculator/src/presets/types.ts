import type { PresetId } from '../input/schema.js';
import type { Source } from '../provenance.js';

/**
 * A workload preset as data: which variant of each sizing rule applies. The formulas themselves
 * live in sizing/; a preset only chooses among them (pgtune's per-workload tables).
 */
export interface Preset {
  id: PresetId;
  title: string;
  summary: string;
  source: Source;
  /** threads: rules.md R1; half: G Summary write-oriented; flush-heavy: T §3.5.3 more flush than compaction threads. */
  backgroundThreads: 'threads' | 'half' | 'flush-heavy';
  /** Multiplies rules.md R2 (write-heavy doubles it). */
  writeBufferNumberFactor: number;
  /** Lower bound on max_write_buffer_number (T §3.5.5: at least 6). */
  minWriteBufferNumber: number;
  /** Multiplies rules.md R9 (read-heavy halves it). */
  targetFileSizeFactor: number;
  /** memtables: G footnote 7; max: rules.md R17 read-heavy. */
  blockCache: 'memtables' | 'max';
  /** rules: rules.md R3-R5; writes-unlimited: slowdown/stop at PrepareForBulkLoad's L0 trigger (T §3.5.6); all-unlimited: PrepareForBulkLoad. */
  l0Triggers: 'rules' | 'writes-unlimited' | 'all-unlimited';
  unlimitedPendingCompactionBytes: boolean;
  disableAutoCompactions: boolean;
  /** M / T §4.4: bloom filter, index and filter blocks in cache, L0 metadata pinned. */
  readOptimizedTable: boolean;
  /** Compression forced off (T §2.6 / §3.5.6), whatever the input says. */
  compressionOff: boolean;
  maxSubcompactions?: number;
  rateLimiter: boolean;
  /** PrepareForBulkLoad's max_compaction_bytes so the final manual compaction takes all of L0. */
  unlimitedCompactionBytes: boolean;
  /**
   * Value size from which `kvSeparation: auto` separates values in the rocksdb dialect (rules.md X-kv-auto):
   * KIOXIA's payload-size paper found separation ahead for writes from 2,000 B, for mixed work from 16,000 B.
   */
  kvSeparationFromValueBytes: number;
  /** The part no OPTIONS file can express: runs in the engine. */
  runtimeController?: 'auto-tuned-compactions' | 'dynamic-l0';
}
