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
