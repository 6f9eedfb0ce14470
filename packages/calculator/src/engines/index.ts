export type {
  BulkLoadValues,
  ClipRange,
  EngineName,
  EngineProfile,
  EngineProfileSummary,
  OpenRefusal,
  OptionRef,
  OptionType,
  ProfileDefaults,
  ProfileOption,
  ProfileSection,
  ProfileSource,
  StructField,
  UnknownKeyRule,
  ValueCondition,
} from './types.js';
export { PROFILE_SECTIONS } from './build.js';
export { compareVersions, minorOf, parseVersion } from './versions.js';
export {
  DEFAULT_TARGET,
  defaultTargetFor,
  engineProfileIds,
  getEngineProfile,
  listEngineProfiles,
  profileForFileVersion,
  type ProfileChoice,
} from './registry.js';
export { isTrocksdbOnlyKey, keyHistory, namesInAnyVersion, type KeyHistory } from './known-names.js';
export { bulkLoadCompactionBytes, clipRange, defaultNumber, defaultProfile, numericDefault } from './facts.js';
export { engineLabel } from './label.js';
export { l0TriggersAsRun } from './l0-triggers.js';
