export { recommend, type Recommendation, type RecommendOptions, type RecommendResult } from './recommend.js';
export type { SizingPolicy } from './sizing/context.js';
export {
  sizingInputSchema,
  SIZING_FIELDS,
  SIZING_DEFAULTS,
  DEFAULT_MEMORY_FRACTION,
  GUIDE_EXAMPLE,
  PRESET_IDS,
  DIALECTS,
  COMPRESSIONS,
  type SizingInput,
  type SizingInputRaw,
  type ParsedSizingInput,
  type KvSeparationMode,
  type PresetId,
  type Dialect,
  type Compression,
} from './input/schema.js';
export { KV_SEPARATION_MODES } from './input/kv-separation-modes.js';
export { LIMITS } from './input/limits.js';
export { DISK_HEADROOM, ENGINE_TEST_DEFAULTS, UNLIMITED_WRITER_GUESS } from './engine-test.js';
export { isUnlimitedValue } from './sizing/limits.js';
export { toFieldErrors, toText, type FieldError } from './input/format-errors.js';
export { PRESETS, type Preset } from './presets/index.js';
export { describeSource, SEED_TITLES, type Source, type SeedId } from './provenance.js';
export { parseSize, parseCount, parseDecimal, formatBytes, formatGib, formatInteger, plural, KIB, MIB, GIB, TIB } from './units.js';
export type {
  OptionValue,
  SectionName,
  Severity,
  Warning,
  InputStep,
  RecommendedOption,
  LevelRow,
  LevelTable,
  MemoryBudget,
  Derivation,
} from './sizing/types.js';
export { INPUT_FLAGS, reproduceCommand } from './input/flags.js';
export {
  toOptionsFile,
  defaultsOptionsFile,
  NOT_PERSISTED,
  PRESET_DIRECTIVE,
  CONTROLLER_DIRECTIVE,
  readDirective,
  type OptionsFileSettings,
} from './report/options-file.js';
export { toJsonReport, type JsonReport } from './report/json.js';
export * from './options-ini/index.js';
export * from './lint/index.js';
export * from './scale/index.js';
export * from './memory/index.js';
export * from './engines/index.js';
export * from './variants/index.js';
export * from './formats/index.js';
