import { defaultMemorySettings, predictMemory, type MemoryPrediction, type MemoryWorkload } from '../memory/model.js';
import { lookupEntries, memorySettingsFrom } from '../memory/settings.js';
import type { SizingContext } from './context.js';
import type { OptionQuantities } from './quantities.js';
import type { Derivation, OptionValue } from './types.js';

/** The options of the LSM's shape the memory model reads (memorySettingsFrom); the block table's follow. */
export const LSM_MEMORY_OPTIONS = [
  'write_buffer_size',
  'max_write_buffer_number',
  'target_file_size_base',
  'max_open_files',
  'enable_blob_files',
  'vlogring_activation_level',
  'blob_file_size',
  'vlogfile_max_size',
] as const satisfies readonly (keyof OptionQuantities)[];

/** The block table's options the memory model reads. */
export const TABLE_MEMORY_OPTIONS = [
  'block_cache',
  'cache_index_and_filter_blocks',
  'filter_policy',
] as const satisfies readonly (keyof OptionQuantities)[];

export type MemoryOptionName = (typeof LSM_MEMORY_OPTIONS)[number] | (typeof TABLE_MEMORY_OPTIONS)[number];

/** The database the sizing input describes, as the memory model reads it. */
function memoryWorkload({ input }: SizingContext): MemoryWorkload {
  return {
    keys: input.totalKeys,
    keySize: input.keySize,
    valueSize: input.valueSize,
    keyOverhead: input.keyOverhead,
    compressionFactor: input.compressionFactor,
  };
}

/** rules.md R20 for the options a recommendation writes, on the full database (the target's defaults for the rest). */
export function predictForOptions(
  ctx: SizingContext,
  options: { readonly [N in MemoryOptionName]?: Pick<Derivation<OptionValue>, 'value'> | undefined },
): MemoryPrediction {
  const written = Object.entries(options).flatMap(([name, d]) => (d ? [{ name, value: d.value }] : []));
  return predictMemory(memorySettingsFrom(lookupEntries(written), defaultMemorySettings(ctx.profile)), memoryWorkload(ctx));
}

/** Index and filter bytes the model keeps outside the block cache. */
export function metadataOutsideCache(p: MemoryPrediction): number {
  return (p.indexBlocks.inCache ? 0 : p.indexBlocks.bytes) + (p.filterBlocks.inCache ? 0 : p.filterBlocks.bytes);
}
