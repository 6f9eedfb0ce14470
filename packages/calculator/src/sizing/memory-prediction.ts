import type { SizingContext } from './context.js';
import type { RecommendedOption } from './types.js';
import { defaultMemorySettings, predictMemory, type MemoryPrediction, type MemoryWorkload } from '../memory/model.js';
import { lookupEntries, memorySettingsFrom } from '../memory/settings.js';

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

/** rules.md R20 for the options a recommendation emits, on the full database (the target's defaults for the rest). */
export function predictForOptions(ctx: SizingContext, options: readonly Pick<RecommendedOption, 'name' | 'value'>[]): MemoryPrediction {
  return predictMemory(memorySettingsFrom(lookupEntries(options), defaultMemorySettings(ctx.profile)), memoryWorkload(ctx));
}

/** Index and filter bytes the model keeps outside the block cache. */
export function metadataOutsideCache(p: MemoryPrediction): number {
  return (p.indexBlocks.inCache ? 0 : p.indexBlocks.bytes) + (p.filterBlocks.inCache ? 0 : p.filterBlocks.bytes);
}
