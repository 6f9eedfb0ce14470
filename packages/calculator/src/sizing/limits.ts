/** Limits that RocksDB enforces by silently changing a value (db/column_family.cc SanitizeOptions, the linked engine's). */
export const ROCKSDB = {
  /** write_buffer_size is clipped to [64 KiB, 64 GiB] (column_family.cc SanitizeOptions). */
  minWriteBufferSize: 64 * 2 ** 10,
  maxWriteBufferSize: 64 * 2 ** 30,
  /** max_write_buffer_number below 2 is raised to 2. */
  minWriteBufferNumber: 2,
  /** PrepareForBulkLoad's "effectively unlimited" L0 trigger value. */
  unlimitedTrigger: 2 ** 30,
  /** PrepareForBulkLoad's max_compaction_bytes, so one manual compaction takes all of L0. */
  unlimitedCompactionBytes: 2n ** 60n,
  /** RocksDB defaults used as caps when values are stored inline (spec: kvSeparation off). */
  defaultTargetFileSize: 64 * 2 ** 20,
  defaultWriteBufferSize: 64 * 2 ** 20,
  defaultMaxWriteBufferNumber: 2,
  defaultBlobFileSize: 256 * 2 ** 20,
  defaultLevelBase: 256 * 2 ** 20,
} as const;

const L0_TRIGGERS = new Set(['level0_file_num_compaction_trigger', 'level0_slowdown_writes_trigger', 'level0_stop_writes_trigger']);

/**
 * The values that mean "no limit" in the files rocktune writes, which scaling and varying keep as they are:
 * PrepareForBulkLoad's L0 triggers (1 << 30) and max_compaction_bytes (1 << 60), and 0 for a pending-compaction
 * limit (0 turns that stall off). The one place these markers are recognised.
 */
export function isUnlimitedValue(name: string, value: number | bigint): boolean {
  if (L0_TRIGGERS.has(name)) return value >= ROCKSDB.unlimitedTrigger;
  if (name === 'max_compaction_bytes') return BigInt(value) >= ROCKSDB.unlimitedCompactionBytes;
  if (name === 'soft_pending_compaction_bytes_limit' || name === 'hard_pending_compaction_bytes_limit') return Number(value) === 0;
  return false;
}

/** The guide's limits (G, "Additional Considerations"): level base under 100 MB, so SSTs at most 1/8 of it. */
export const GUIDE = {
  levelMultiplier: 8,
  maxLevelBase: 100e6,
  maxTargetFileSize: 100e6 / 8,
  l0CompactionTrigger: 4,
  valueSizeLimit: 10e6,
} as const;

/** rocktune extension: smallest SST we emit (rules.md R12). */
export const MIN_TARGET_FILE_SIZE = 2e6;
