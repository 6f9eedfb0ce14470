import type { MemoryPrediction } from '../memory/model.js';
import type { Derivation, LevelTable, MemoryBudget, Warning } from './types.js';

/** Every option the sizing can write, named as in the file: its derivation, or undefined where this input leaves it out. */
export interface OptionQuantities {
  max_background_jobs: Derivation | undefined;
  max_background_flushes: Derivation | undefined;
  max_background_compactions: Derivation | undefined;
  max_subcompactions: Derivation | undefined;
  max_open_files: Derivation;
  rate_limiter_bytes_per_sec: Derivation | undefined;
  write_buffer_size: Derivation;
  max_write_buffer_number: Derivation;
  level0_file_num_compaction_trigger: Derivation;
  level0_slowdown_writes_trigger: Derivation;
  level0_stop_writes_trigger: Derivation;
  soft_pending_compaction_bytes_limit: Derivation | undefined;
  hard_pending_compaction_bytes_limit: Derivation | undefined;
  disable_auto_compactions: Derivation<boolean> | undefined;
  max_compaction_bytes: Derivation<string> | undefined;
  target_file_size_base: Derivation;
  max_bytes_for_level_base: Derivation;
  max_bytes_for_level_multiplier: Derivation;
  level_compaction_dynamic_level_bytes: Derivation<boolean>;
  num_levels: Derivation;
  compression: Derivation<string> | undefined;
  compression_per_level: Derivation<string[]> | undefined;
  vlogring_activation_level: Derivation | undefined;
  vlogfile_max_size: Derivation | undefined;
  ring_compression_style: Derivation<string> | undefined;
  allow_trivial_move: Derivation<boolean> | undefined;
  enable_blob_files: Derivation<boolean> | undefined;
  min_blob_size: Derivation | undefined;
  blob_file_size: Derivation | undefined;
  blob_compression_type: Derivation<string> | undefined;
  enable_blob_garbage_collection: Derivation<boolean> | undefined;
  blob_garbage_collection_age_cutoff: Derivation | undefined;
  block_cache: Derivation;
  cache_index_and_filter_blocks: Derivation<boolean> | undefined;
  pin_l0_filter_and_index_blocks_in_cache: Derivation<boolean> | undefined;
  filter_policy: Derivation<string> | undefined;
}

/** rules.md X-small-db: whether the database is small on its host, and the sentence that says why. */
export interface SmallDatabase {
  small: boolean;
  text: string;
}

export interface MetadataFit {
  /** The block cache after rules.md R21 (grown by the metadata it now holds, within the budget). */
  cache: Derivation;
  /** Index and filter blocks moved into the cache by rules.md R21. */
  moved: boolean;
  warnings: Warning[];
}

/** The quantities between the input and the options, each derived once and read by name. */
export interface IntermediateQuantities {
  maxSstFiles: Derivation;
  keysPerFile: Derivation;
  flushFloorBytes: number;
  keysPerFlush: Derivation;
  memoryBudgetBytes: number;
  cacheReserveBytes: number;
  memtableBytes: Derivation;
  targetFileSizeCap: number;
  ruleTargetFileSize: number;
  databaseBytes: number;
  smallDatabase: SmallDatabase;
  compressionOff: boolean;
  valueFiles: 'vlog' | 'blob' | undefined;
  valueCompression: Derivation<string>;
  pageCacheServesInline: string | undefined;
  blockCacheRule: Derivation;
  predictionBeforeFit: MemoryPrediction;
  metadataFit: MetadataFit;
  memoryPrediction: MemoryPrediction;
}

/** What the sizing reports beside the options. */
export interface ReportQuantities {
  levelTable: { table: LevelTable; warnings: Warning[] };
  fileCountNotes: Warning[];
  advice: Warning[];
  overcommit: Warning[];
  memory: MemoryBudget;
}

export type Quantities = OptionQuantities & IntermediateQuantities & ReportQuantities;
