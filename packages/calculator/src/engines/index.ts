export type {
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
