// @rocktune/rocksdb-addon: the system RocksDB, TRocksDB or a newer upstream build as the judge of OPTIONS files
// (after @rocktune/calculator's lint), and the T2/T5 tests.
// Every call runs the native code in a child process; a crash there becomes an EngineError here.
export { engineInfo, type EngineInfo } from './engine-info.js';
export { checkOptions, type CheckOptionsOptions, type CheckResult } from './check-options.js';
export { loadTest, type LoadTestOptions } from './load-test.js';
export { runTest, type RunTestOptions } from './run-test.js';
export type { WorkloadOptions } from './workload-run.js';
export { Workspace, type WorkspaceOptions } from './workspace.js';
export { removeAfterRun, type AfterRunKind } from './after-run.js';
export { EngineError, ENGINE_ERROR_CODES, type EngineErrorCode, type EngineErrorDetails } from './errors.js';
export type { LoadResult, RunResult, LevelStats, SamplePoint } from './results.js';
export type { MeasuredMemory } from './memory.js';
export type { EngineProgress } from './schema.js';
export { DEFAULT_KEY_SIZE, DEFAULT_VALUE_SIZE, DEFAULT_RUN_SECONDS, DEFAULT_WRITER_RATE } from './schema.js';
export type { CheckFinding } from './lint-gate.js';
export type { OptionChange } from './diff.js';
export type { MappedOption, UnmappedOption } from './blob-mapping.js';
export {
  addonBuilt,
  addonPathFor,
  builtEngines,
  buildHintFor,
  engineBuildCommand,
  BUILD_HINT,
  ENGINE_IDS,
  type EngineId,
} from './addon-path.js';
export { chooseEngine, type Dialect, type EngineChoice } from './engine-choice.js';
export { validateOptions, type ValidateOptions, type ValidateReport } from './validate.js';
export { formatValidateReport, formatCheck, formatLoad, formatRun } from './report-text.js';
export { sineTest, phaseTest, resolveController } from './tuner-test.js';
export type {
  SineTestOptions,
  PhaseTestOptions,
  SineSpec,
  PhaseSpec,
  TunerResult,
  TunerProgress,
  TunerSamplePoint,
} from './tuner-types.js';
export {
  CONTROLLER_IDS,
  CONTROLLER_DIRECTIVE,
  COMPACTION_TUNER_DEFAULTS,
  L0_TUNER_DEFAULTS,
  MIN_TUNE_INTERVAL_MS,
  controllerDirective,
  type ControllerId,
  type ControllerDecision,
  type CompactionTunerConfig,
  type L0TunerConfig,
} from './controllers.js';
export {
  validateTuner,
  formatValidateTunerReport,
  formatTunerResult,
  DEFAULT_SINE,
  DEFAULT_PHASES,
  type ValidateTunerOptions,
  type ValidateTunerReport,
} from './tuner-validate.js';
export { BatchChecker, type BatchCheckerOptions, type BatchVerdict } from './batch-check.js';
