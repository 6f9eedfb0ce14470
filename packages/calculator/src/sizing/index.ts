import type { EngineProfile } from '../engines/types.js';
import type { Preset } from '../presets/types.js';
import type { SizingInput } from '../input/schema.js';
import { advice } from './advice.js';
import { fileCountNotes } from './file-count-notes.js';
import { allowTrivialMove } from './allow_trivial_move.js';
import { blobCompressionType } from './blob_compression_type.js';
import { blobFileSize } from './blob_file_size.js';
import { blobGarbageCollectionAgeCutoff } from './blob_garbage_collection_age_cutoff.js';
import { fitMetadata } from './metadata-fit.js';
import { predictForOptions } from './memory-prediction.js';
import { blockCache, markNotReadableFromFile, TROCKSDB_BLOCK_CACHE_NOTE } from './block_cache.js';
import { overcommit } from './overcommit.js';
import { cacheIndexAndFilterBlocks } from './cache_index_and_filter_blocks.js';
import { compression } from './compression.js';
import { compressionPerLevel } from './compression_per_level.js';
import type { SizingContext, SizingPolicy } from './context.js';
import { disableAutoCompactions } from './disable_auto_compactions.js';
import { enableBlobFiles } from './enable_blob_files.js';
import { enableBlobGarbageCollection } from './enable_blob_garbage_collection.js';
import { keysPerFile, keysPerFlush, maxSstFiles } from './file-budget.js';
import { filterPolicy, smallDatabaseFilter } from './filter_policy.js';
import { hardPendingCompactionBytesLimit } from './hard_pending_compaction_bytes_limit.js';
import { level0FileNumCompactionTrigger } from './level0_file_num_compaction_trigger.js';
import { level0SlowdownWritesTrigger } from './level0_slowdown_writes_trigger.js';
import { level0StopWritesTrigger } from './level0_stop_writes_trigger.js';
import { levelCompactionDynamicLevelBytes } from './level_compaction_dynamic_level_bytes.js';
import { levelTable } from './level-table.js';
import { maxBackgroundCompactions } from './max_background_compactions.js';
import { maxBackgroundFlushes } from './max_background_flushes.js';
import { maxBackgroundJobs } from './max_background_jobs.js';
import { maxBytesForLevelBase } from './max_bytes_for_level_base.js';
import { maxBytesForLevelMultiplier } from './max_bytes_for_level_multiplier.js';
import { maxCompactionBytes } from './max_compaction_bytes.js';
import { maxOpenFiles } from './max_open_files.js';
import { maxSubcompactions } from './max_subcompactions.js';
import { maxWriteBufferNumber } from './max_write_buffer_number.js';
import { memoryBudget } from './memory-budget.js';
import { memtableBytes } from './memtable-bytes.js';
import { minBlobSize } from './min_blob_size.js';
import { numLevels } from './num_levels.js';
import { pinL0FilterAndIndexBlocksInCache } from './pin_l0_filter_and_index_blocks_in_cache.js';
import { rateLimiterBytesPerSec } from './rate_limiter_bytes_per_sec.js';
import { ringCompressionStyle } from './ring_compression_style.js';
import { softPendingCompactionBytesLimit } from './soft_pending_compaction_bytes_limit.js';
import { targetFileSizeBase } from './target_file_size_base.js';
import type { Derivation, LevelTable, MemoryBudget, OptionValue, RecommendedOption, SectionName, Warning } from './types.js';
import { vlogfileMaxSize } from './vlogfile_max_size.js';
import { vlogringActivationLevel } from './vlogring_activation_level.js';
import { writeBufferSize } from './write_buffer_size.js';

export interface Sizing {
  options: RecommendedOption[];
  warnings: Warning[];
  levels: LevelTable;
  memory: MemoryBudget;
  /** Intermediate quantities of rules.md R7-R8, with their formulas. */
  derived: { maxSstFiles: Derivation; maxValueFiles: Derivation; keysPerFile: Derivation; keysPerFlush: Derivation };
}

/** Records one derivation as an option of the file (and its warnings); returns the value it set. */
type Emit = <T extends OptionValue>(section: SectionName, name: string, d: Derivation<T> | undefined) => T | undefined;

/**
 * Applies every sizing rule for one validated input and preset, with the defaults and limits of the target's
 * profile; the order is the order in the OPTIONS file.
 */
export function computeSizing(input: SizingInput, preset: Preset, profile: EngineProfile, policy: SizingPolicy = {}): Sizing {
  const ctx: SizingContext = { input, preset, profile, policy };
  const options: RecommendedOption[] = [];
  const warnings: Warning[] = [];
  const emit: Emit = (section, name, d) => {
    if (!d) return undefined;
    options.push({ name, section, value: d.value, formula: d.formula, source: d.source, why: d.why });
    warnings.push(...(d.warnings ?? []));
    return d.value;
  };

  emitDbOptions(ctx, emit);
  emitCfOptions(ctx, emit);
  const { memtables, cache, fitWarnings } = emitTableOptions(ctx, emit, options);
  warnings.push(...fitWarnings);

  const levels = levelTable(ctx);
  const ssts = maxSstFiles(ctx);
  const predicted = predictForOptions(ctx, options);
  const final = { targetFileSizeBytes: Number(options.find((o) => o.name === 'target_file_size_base')?.value), ...predicted.shape };
  warnings.push(...fileCountNotes(ctx, final), ...levels.warnings, ...advice(ctx));
  return {
    options,
    warnings: [...warnings, ...overcommit(ctx)],
    levels: levels.table,
    memory: memoryBudget(ctx, memtables, cache, predicted),
    derived: { maxSstFiles: ssts, maxValueFiles: ssts, keysPerFile: keysPerFile(ctx), keysPerFlush: keysPerFlush(ctx) },
  };
}

function emitDbOptions(ctx: SizingContext, emit: Emit): void {
  const { preset } = ctx;
  emit('DBOptions', 'max_background_jobs', maxBackgroundJobs(ctx));
  emit('DBOptions', 'max_background_flushes', maxBackgroundFlushes(ctx));
  emit('DBOptions', 'max_background_compactions', maxBackgroundCompactions(ctx));
  if (preset.maxSubcompactions) emit('DBOptions', 'max_subcompactions', maxSubcompactions(preset.maxSubcompactions));
  emit('DBOptions', 'max_open_files', maxOpenFiles(ctx));
  if (preset.rateLimiter) emit('DBOptions', 'rate_limiter_bytes_per_sec', rateLimiterBytesPerSec(ctx));
}

function emitCfOptions(ctx: SizingContext, emit: Emit): void {
  const { preset } = ctx;
  const cf = 'CFOptions';
  emit(cf, 'write_buffer_size', writeBufferSize(ctx));
  emit(cf, 'max_write_buffer_number', maxWriteBufferNumber(ctx));
  emit(cf, 'level0_file_num_compaction_trigger', level0FileNumCompactionTrigger(ctx));
  emit(cf, 'level0_slowdown_writes_trigger', level0SlowdownWritesTrigger(ctx));
  emit(cf, 'level0_stop_writes_trigger', level0StopWritesTrigger(ctx));
  if (preset.unlimitedPendingCompactionBytes) {
    emit(cf, 'soft_pending_compaction_bytes_limit', softPendingCompactionBytesLimit(ctx));
    emit(cf, 'hard_pending_compaction_bytes_limit', hardPendingCompactionBytesLimit(ctx));
  }
  if (preset.disableAutoCompactions) emit(cf, 'disable_auto_compactions', disableAutoCompactions());
  if (preset.unlimitedCompactionBytes) emit(cf, 'max_compaction_bytes', maxCompactionBytes(ctx));
  emit(cf, 'target_file_size_base', targetFileSizeBase(ctx));
  emit(cf, 'max_bytes_for_level_base', maxBytesForLevelBase(ctx));
  emit(cf, 'max_bytes_for_level_multiplier', maxBytesForLevelMultiplier());
  emit(cf, 'level_compaction_dynamic_level_bytes', levelCompactionDynamicLevelBytes());
  const levelCount = emit(cf, 'num_levels', numLevels(ctx)) as number;
  emit(cf, 'compression', compression(ctx));
  emit(cf, 'compression_per_level', compressionPerLevel(ctx, levelCount));
  emitValueSeparation(ctx, emit);
}

function emitValueSeparation(ctx: SizingContext, emit: Emit): void {
  const cf = 'CFOptions';
  if (ctx.input.dialect === 'trocksdb') {
    emit(cf, 'vlogring_activation_level', vlogringActivationLevel());
    emit(cf, 'vlogfile_max_size', vlogfileMaxSize(ctx));
    emit(cf, 'ring_compression_style', ringCompressionStyle(ctx));
    emit(cf, 'allow_trivial_move', allowTrivialMove());
  } else if (ctx.input.kvSeparation) {
    emit(cf, 'enable_blob_files', enableBlobFiles());
    emit(cf, 'min_blob_size', minBlobSize());
    emit(cf, 'blob_file_size', blobFileSize(ctx));
    emit(cf, 'blob_compression_type', blobCompressionType(ctx));
    emit(cf, 'enable_blob_garbage_collection', enableBlobGarbageCollection());
    emit(cf, 'blob_garbage_collection_age_cutoff', blobGarbageCollectionAgeCutoff());
  }
}

/** The table section: the cache fitted to the budget with the metadata the file's options predict (R17, R21), the filter. */
function emitTableOptions(ctx: SizingContext, emit: Emit, options: RecommendedOption[]) {
  const { input, preset } = ctx;
  const table = 'TableOptions/BlockBasedTable';
  const memtables = memtableBytes(ctx).value;
  const filter = preset.readOptimizedTable ? filterPolicy() : smallDatabaseFilter(ctx);
  const readTable = preset.readOptimizedTable
    ? { cache_index_and_filter_blocks: cacheIndexAndFilterBlocks(true), filter_policy: filter as Derivation<string> }
    : filter
      ? { filter_policy: filter }
      : {};
  const tableDraft = Object.entries(readTable).map(([name, d]) => ({ name, value: d.value }));
  const firstCache = blockCache(ctx);
  const fit = fitMetadata(
    ctx,
    firstCache,
    memtables,
    predictForOptions(ctx, [...options, ...tableDraft, { name: 'block_cache', value: firstCache.value }]),
  );
  const cache = emit(table, 'block_cache', fit.cache) as number;
  if (preset.readOptimizedTable || fit.moved) {
    emit(table, 'cache_index_and_filter_blocks', cacheIndexAndFilterBlocks(preset.readOptimizedTable));
    emit(table, 'pin_l0_filter_and_index_blocks_in_cache', pinL0FilterAndIndexBlocksInCache(preset.readOptimizedTable));
  }
  emit(table, 'filter_policy', filter);
  if (input.dialect === 'trocksdb') markNotReadableFromFile(options, 'block_cache', TROCKSDB_BLOCK_CACHE_NOTE);
  return { memtables, cache, fitWarnings: fit.warnings };
}
