import { z } from 'zod/mini';
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

/** Each input field as people write it (numbers or `128GB`, `8e9`), without defaults: what sizing and lint both read. */
export const SIZING_FIELDS = {
  cpuThreads: countField(LIMITS.cpuThreads),
  dramBytes: sizeField(LIMITS.dramBytes),
  keySize: sizeField(LIMITS.keySize),
  keyOverhead: sizeField(LIMITS.keyOverhead),
  valueSize: sizeField(LIMITS.valueSize),
  totalKeys: countField(LIMITS.totalKeys),
  openFiles: countField(LIMITS.openFiles),
  numLevels: countField(LIMITS.numLevels),
  memoryFraction: fractionField(LIMITS.memoryFraction),
  workload: enumField(PRESET_IDS),
  dialect: enumField(DIALECTS),
  kvSeparation: kvSeparationField,
  compression: enumField(COMPRESSIONS),
  compressionFactor: positiveFractionField(LIMITS.compressionFactor),
  diskWriteBytesPerSec: sizeField(LIMITS.diskWriteBytesPerSec),
};

/** Share of DRAM for memtables + block cache when the input does not say. */
export const DEFAULT_MEMORY_FRACTION = 0.8;

/** What an input that leaves a field out sizes with (the guide's reference workload, rules.md X-kv-auto). */
export const SIZING_DEFAULTS = {
  keySize: GUIDE_EXAMPLE.keySize,
  keyOverhead: GUIDE_EXAMPLE.keyOverhead,
  valueSize: GUIDE_EXAMPLE.valueSize,
  totalKeys: GUIDE_EXAMPLE.totalKeys,
  openFiles: GUIDE_EXAMPLE.openFiles,
  numLevels: GUIDE_EXAMPLE.numLevels,
  memoryFraction: DEFAULT_MEMORY_FRACTION,
  workload: 'general',
  dialect: 'rocksdb',
  kvSeparation: 'auto',
  compression: 'lz4',
} as const;

const F = SIZING_FIELDS;
const D = SIZING_DEFAULTS;

export const sizingInputSchema = z
  .strictObject({
    cpuThreads: F.cpuThreads,
    dramBytes: F.dramBytes,
    keySize: z._default(F.keySize, D.keySize),
    keyOverhead: z._default(F.keyOverhead, D.keyOverhead),
    valueSize: z._default(F.valueSize, D.valueSize),
    totalKeys: z._default(F.totalKeys, D.totalKeys),
    openFiles: z._default(F.openFiles, D.openFiles),
    numLevels: z._default(F.numLevels, D.numLevels),
    memoryFraction: z._default(F.memoryFraction, D.memoryFraction),
    workload: z._default(F.workload, D.workload),
    dialect: z._default(F.dialect, D.dialect),
    kvSeparation: z._default(F.kvSeparation, D.kvSeparation),
    compression: z._default(F.compression, D.compression),
    compressionFactor: z.optional(F.compressionFactor),
    diskWriteBytesPerSec: z.optional(F.diskWriteBytesPerSec),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.dialect === 'trocksdb' && input.kvSeparation === 'off') {
        ctx.addIssue({
          code: 'custom',
          path: ['kvSeparation'],
          message: 'off conflicts with dialect trocksdb, which always separates values into VLog files; allowed: on, or dialect rocksdb',
        });
      }
    }),
  );

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
