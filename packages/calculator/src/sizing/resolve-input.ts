import type { ParsedSizingInput, SizingInput } from '../input/schema.js';
import type { Preset } from '../presets/types.js';
import { compressionFor } from './preset-overrides.js';

/** G Figure 1 row 11: compressed / raw size of the values in VLog files. */
export const GUIDE_COMPRESSION_FACTOR = 0.5;

/**
 * rules.md X-kv-auto: TRocksDB always separates values; RocksDB separates them (integrated BlobDB) under
 * `auto` once V reaches the preset's crossover, and as the user says under `on` / `off`.
 */
export function separatesValues(input: ParsedSizingInput, preset: Preset): boolean {
  if (input.dialect === 'trocksdb') return true;
  if (input.kvSeparation === 'auto') return input.valueSize >= preset.kvSeparationFromValueBytes;
  return input.kvSeparation === 'on';
}

/**
 * rules.md R13: the value files' compression factor, G's 0.5 by default, 1.0 when values are not
 * compressed (`--compression none`, or a preset that turns compression off).
 */
export function compressionFactorOf(input: ParsedSizingInput, preset: Preset): number {
  const uncompressed = input.compression === 'none' || preset.compressionOff;
  return input.compressionFactor ?? (uncompressed ? 1 : GUIDE_COMPRESSION_FACTOR);
}

/** The decided input the sizing rules work on. */
export function resolveSizingInput(input: ParsedSizingInput, preset: Preset): SizingInput {
  return {
    ...input,
    compression: compressionFor(input, preset),
    kvSeparation: separatesValues(input, preset),
    kvSeparationMode: input.kvSeparation,
    compressionFactor: compressionFactorOf(input, preset),
  };
}
