// OPTIONS texts used by the engine tests, each with its provenance.

/** The KIOXIA 2-thread "tuned" file of the 2-core db_bench calibration (docs/evidence.md):
 *  L0 triggers 4/2/2, which RocksDB 7.8.3 sanitizes to 4/4/4 (verified there with db_bench). */
export const TUNED = `# RocksDB OPTIONS file (KIOXIA rules, 2 thr, k20 v800, 2M keys, 1000 open files)
[Version]
  rocksdb_version=7.8.3
  options_file_version=1.1

[DBOptions]
  create_if_missing=true
  max_background_jobs=2
  max_open_files=1000

[CFOptions "default"]
  compression=kNoCompression
  write_buffer_size=3360000
  max_write_buffer_number=2
  level0_file_num_compaction_trigger=4
  level0_slowdown_writes_trigger=2
  level0_stop_writes_trigger=2
  target_file_size_base=160000
  max_bytes_for_level_base=1280000
  max_bytes_for_level_multiplier=8

[TableOptions/BlockBasedTable "default"]
  block_size=4096
`;

/** RocksDB defaults plus compression=none (calibration opts/defaults.ini). */
export const DEFAULTS = `[Version]
  rocksdb_version=7.8.3
  options_file_version=1.1

[DBOptions]
  create_if_missing=true

[CFOptions "default"]
  compression=kNoCompression

[TableOptions/BlockBasedTable "default"]
`;

/** Small memtables so that a 50k-key test flushes and compacts a few times; no filter (the memory calibration adds its own). */
export const SMALL_NO_FILTER = `[Version]
  rocksdb_version=7.8.3
  options_file_version=1.1
[DBOptions]
  create_if_missing=true
  max_background_jobs=2
[CFOptions "default"]
  compression=kNoCompression
  write_buffer_size=4m
  level0_file_num_compaction_trigger=2
  max_bytes_for_level_base=16m
  target_file_size_base=4m
[TableOptions/BlockBasedTable "default"]
  block_size=4096
  block_cache=32m
`;

/** SMALL_NO_FILTER with a 10 bits/key bloom filter. */
export const SMALL = `${SMALL_NO_FILTER}  filter_policy=bloomfilter:10:false
`;

export function withLine(text: string, afterLine: string, extra: string): string {
  return text.replace(afterLine, `${afterLine}\n${extra}`);
}
