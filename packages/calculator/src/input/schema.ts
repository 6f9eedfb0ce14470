import { z } from 'zod';
import { countField, enumField, fractionField, kvSeparationField, positiveFractionField, sizeField } from './fields.js';
import { LIMITS } from './limits.js';

export const PRESET_IDS = ['general', 'write-heavy', 'read-heavy', 'bulk-load', 'auto-tuned-compactions', 'dynamic-l0'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const DIALECTS = ['rocksdb', 'trocksdb'] as const;
export type Dialect = (typeof DIALECTS)[number];

export const COMPRESSIONS = ['none', 'lz4', 'zstd'] as const;
export type Compression = (typeof COMPRESSIONS)[number];

/** The guide's reference workload and its example server (G, "Key Elements Required for Tuning"). */
export const GUIDE_EXAMPLE = {
  cpuThreads: 48,
  dramBytes: 128e9,
  keySize: 20,
  keyOverhead: 20,
  valueSize: 800,
  totalKeys: 8e9,
  openFiles: 80_000,
  numLevels: 6,
} as const;

export const sizingInputSchema = z
  .strictObject({
    cpuThreads: countField(LIMITS.cpuThreads),
    dramBytes: sizeField(LIMITS.dramBytes),
    keySize: sizeField(LIMITS.keySize).default(GUIDE_EXAMPLE.keySize),
    keyOverhead: sizeField(LIMITS.keyOverhead).default(GUIDE_EXAMPLE.keyOverhead),
    valueSize: sizeField(LIMITS.valueSize).default(GUIDE_EXAMPLE.valueSize),
    totalKeys: countField(LIMITS.totalKeys).default(GUIDE_EXAMPLE.totalKeys),
    openFiles: countField(LIMITS.openFiles).default(GUIDE_EXAMPLE.openFiles),
    numLevels: countField(LIMITS.numLevels).default(GUIDE_EXAMPLE.numLevels),
    memoryFraction: fractionField(LIMITS.memoryFraction).default(0.8),
    workload: enumField(PRESET_IDS).default('general'),
    dialect: enumField(DIALECTS).default('rocksdb'),
    kvSeparation: kvSeparationField.default('auto'),
    compression: enumField(COMPRESSIONS).default('lz4'),
    compressionFactor: positiveFractionField(LIMITS.compressionFactor).optional(),
    diskWriteBytesPerSec: sizeField(LIMITS.diskWriteBytesPerSec).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.dialect === 'trocksdb' && input.kvSeparation === 'off') {
      ctx.addIssue({
        code: 'custom',
        path: ['kvSeparation'],
        message: 'off conflicts with dialect trocksdb, which always separates values into VLog files; allowed: on, or dialect rocksdb',
      });
    }
  });

/** What callers pass: numbers or the strings people type. */
export type SizingInputRaw = z.input<typeof sizingInputSchema>;
/** Validated input as the user gave it, every size in bytes; `auto` and absent defaults still open. */
export type ParsedSizingInput = z.output<typeof sizingInputSchema>;
export type KvSeparationMode = ParsedSizingInput['kvSeparation'];
/**
 * The input the sizing rules work on: key-value separation decided (rules.md X-kv-auto) and the value
 * files' compression factor chosen (rules.md R13). `kvSeparationMode` keeps what the user asked.
 */
export type SizingInput = Omit<ParsedSizingInput, 'kvSeparation' | 'compressionFactor'> & {
  kvSeparation: boolean;
  kvSeparationMode: KvSeparationMode;
  compressionFactor: number;
};
