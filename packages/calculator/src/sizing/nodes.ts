import { dependencyOrder, type SizingNode } from './graph.js';
import { advice } from './advice.js';
import { allowTrivialMove } from './allow_trivial_move.js';
import { blobCompressionType } from './blob_compression_type.js';
import { blobFileSize } from './blob_file_size.js';
import { blobGarbageCollectionAgeCutoff } from './blob_garbage_collection_age_cutoff.js';
import { blockCacheRule } from './block-cache-rule.js';
import { blockCache } from './block_cache.js';
import { cacheReserveBytes } from './cache-reserve-bytes.js';
import { cacheIndexAndFilterBlocks } from './cache_index_and_filter_blocks.js';
import { compressionOff } from './compression-off.js';
import { compression } from './compression.js';
import { compressionPerLevel } from './compression_per_level.js';
import { databaseBytes } from './database-bytes.js';
import { disableAutoCompactions } from './disable_auto_compactions.js';
import { enableBlobFiles } from './enable_blob_files.js';
import { enableBlobGarbageCollection } from './enable_blob_garbage_collection.js';
import { fileCountNotes } from './file-count-notes.js';
import { filterPolicy } from './filter_policy.js';
import { flushFloorBytes } from './flush-floor-bytes.js';
import { hardPendingCompactionBytesLimit } from './hard_pending_compaction_bytes_limit.js';
import { keysPerFile } from './keys-per-file.js';
import { keysPerFlush } from './keys-per-flush.js';
import { levelTable } from './level-table.js';
import { level0FileNumCompactionTrigger } from './level0_file_num_compaction_trigger.js';
import { level0SlowdownWritesTrigger } from './level0_slowdown_writes_trigger.js';
import { level0StopWritesTrigger } from './level0_stop_writes_trigger.js';
import { levelCompactionDynamicLevelBytes } from './level_compaction_dynamic_level_bytes.js';
import { maxSstFiles } from './max-sst-files.js';
import { maxBackgroundCompactions } from './max_background_compactions.js';
import { maxBackgroundFlushes } from './max_background_flushes.js';
import { maxBackgroundJobs } from './max_background_jobs.js';
import { maxBytesForLevelBase } from './max_bytes_for_level_base.js';
import { maxBytesForLevelMultiplier } from './max_bytes_for_level_multiplier.js';
import { maxCompactionBytes } from './max_compaction_bytes.js';
import { maxOpenFiles } from './max_open_files.js';
import { maxSubcompactions } from './max_subcompactions.js';
import { maxWriteBufferNumber } from './max_write_buffer_number.js';
import { memoryBudgetBytes } from './memory-budget-bytes.js';
import { memoryBudget } from './memory-budget.js';
import { memoryPrediction } from './memory-prediction.js';
import { memtableBytes } from './memtable-bytes.js';
import { metadataFit } from './metadata-fit.js';
import { minBlobSize } from './min_blob_size.js';
import { numLevels } from './num_levels.js';
import { overcommit } from './overcommit.js';
import { pageCacheServesInline } from './page-cache-serves-inline.js';
import { pinL0FilterAndIndexBlocksInCache } from './pin_l0_filter_and_index_blocks_in_cache.js';
import { predictionBeforeFit } from './prediction-before-fit.js';
import { rateLimiterBytesPerSec } from './rate_limiter_bytes_per_sec.js';
import { ringCompressionStyle } from './ring_compression_style.js';
import { ruleTargetFileSize } from './rule-target-file-size.js';
import { smallDatabase } from './small-database.js';
import { softPendingCompactionBytesLimit } from './soft_pending_compaction_bytes_limit.js';
import { targetFileSizeCap } from './target-file-size-cap.js';
import { targetFileSizeBase } from './target_file_size_base.js';
import { valueCompression } from './value-compression.js';
import { valueFiles } from './value-files.js';
import { vlogfileMaxSize } from './vlogfile_max_size.js';
import { vlogringActivationLevel } from './vlogring_activation_level.js';
import { writeBufferSize } from './write_buffer_size.js';

/** Every quantity of the sizing, each declared in its own file with the quantities it reads. */
export const SIZING_NODES: readonly SizingNode[] = [
  advice,
  allowTrivialMove,
  blobCompressionType,
  blobFileSize,
  blobGarbageCollectionAgeCutoff,
  blockCacheRule,
  blockCache,
  cacheReserveBytes,
  cacheIndexAndFilterBlocks,
  compressionOff,
  compression,
  compressionPerLevel,
  databaseBytes,
  disableAutoCompactions,
  enableBlobFiles,
  enableBlobGarbageCollection,
  fileCountNotes,
  filterPolicy,
  flushFloorBytes,
  hardPendingCompactionBytesLimit,
  keysPerFile,
  keysPerFlush,
  levelTable,
  level0FileNumCompactionTrigger,
  level0SlowdownWritesTrigger,
  level0StopWritesTrigger,
  levelCompactionDynamicLevelBytes,
  maxSstFiles,
  maxBackgroundCompactions,
  maxBackgroundFlushes,
  maxBackgroundJobs,
  maxBytesForLevelBase,
  maxBytesForLevelMultiplier,
  maxCompactionBytes,
  maxOpenFiles,
  maxSubcompactions,
  maxWriteBufferNumber,
  memoryBudgetBytes,
  memoryBudget,
  memoryPrediction,
  memtableBytes,
  metadataFit,
  minBlobSize,
  numLevels,
  overcommit,
  pageCacheServesInline,
  pinL0FilterAndIndexBlocksInCache,
  predictionBeforeFit,
  rateLimiterBytesPerSec,
  ringCompressionStyle,
  ruleTargetFileSize,
  smallDatabase,
  softPendingCompactionBytesLimit,
  targetFileSizeCap,
  targetFileSizeBase,
  valueCompression,
  valueFiles,
  vlogfileMaxSize,
  vlogringActivationLevel,
  writeBufferSize,
];

/** The order computeSizing derives them in, checked when this module loads: an undeclared input or a cycle throws here. */
export const SIZING_ORDER: readonly SizingNode[] = dependencyOrder(SIZING_NODES);
