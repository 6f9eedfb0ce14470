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

/**
 * What an input left out becomes: one home for the defaults of the CLI's flags and the page's form.
 * Hardware has none here (the CLI detects the host, the page starts from the guide's server).
 */
export const INPUT_DEFAULTS = {
  keySize: GUIDE_EXAMPLE.keySize,
  keyOverhead: GUIDE_EXAMPLE.keyOverhead,
  valueSize: GUIDE_EXAMPLE.valueSize,
  totalKeys: GUIDE_EXAMPLE.totalKeys,
  openFiles: GUIDE_EXAMPLE.openFiles,
  numLevels: GUIDE_EXAMPLE.numLevels,
  memoryFraction: 0.8,
  workload: 'general',
  dialect: 'rocksdb',
  kvSeparation: 'auto',
  compression: 'lz4',
} as const;

export const sizingInputSchema = z
  .strictObject({
    cpuThreads: countField(LIMITS.cpuThreads),
    dramBytes: sizeField(LIMITS.dramBytes),
    keySize: z._default(sizeField(LIMITS.keySize), INPUT_DEFAULTS.keySize),
    keyOverhead: z._default(sizeField(LIMITS.keyOverhead), INPUT_DEFAULTS.keyOverhead),
    valueSize: z._default(sizeField(LIMITS.valueSize), INPUT_DEFAULTS.valueSize),
    totalKeys: z._default(countField(LIMITS.totalKeys), INPUT_DEFAULTS.totalKeys),
    openFiles: z._default(countField(LIMITS.openFiles), INPUT_DEFAULTS.openFiles),
    numLevels: z._default(countField(LIMITS.numLevels), INPUT_DEFAULTS.numLevels),
    memoryFraction: z._default(fractionField(LIMITS.memoryFraction), INPUT_DEFAULTS.memoryFraction),
    workload: z._default(enumField(PRESET_IDS), INPUT_DEFAULTS.workload),
    dialect: z._default(enumField(DIALECTS), INPUT_DEFAULTS.dialect),
    kvSeparation: z._default(kvSeparationField, INPUT_DEFAULTS.kvSeparation),
    compression: z._default(enumField(COMPRESSIONS), INPUT_DEFAULTS.compression),
    compressionFactor: z.optional(positiveFractionField(LIMITS.compressionFactor)),
    diskWriteBytesPerSec: z.optional(sizeField(LIMITS.diskWriteBytesPerSec)),
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
