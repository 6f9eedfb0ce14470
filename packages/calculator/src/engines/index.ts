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
  everyProfileRegistered,
  listEngineProfiles,
  registerProfiles,
} from './registry.js';
export type { StoredProfile } from './data/stored.js';
export { getEngineProfile, profileForFileVersion, resolveTarget, type ProfileChoice } from './resolve.js';
export { fileEngine, judgeOf, type Judge, type JudgeRequest } from './judge.js';
export { profileSectionOf } from './section-of.js';
export { isTrocksdbOnlyKey, keyHistory, namesInAnyVersion, type KeyHistory } from './known-names.js';
export { bulkLoadCompactionBytes, clipRange, defaultNumber, defaultProfile, numericDefault } from './facts.js';
export { engineLabel } from './label.js';
export { parseScalar, type ParsedValue } from './values.js';
export { l0TriggersAsRun } from './l0-triggers.js';
export { findOpenRefusals, openRefusalsOf, type FoundRefusal } from './open-refusals.js';
