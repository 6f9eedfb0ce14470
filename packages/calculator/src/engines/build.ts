import type { ProfileData } from './data/types.js';
import type { EngineProfile, ProfileOption, ProfileSection } from './types.js';

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  'DBOptions',
  'CFOptions',
  'TableOptions/BlockBasedTable',
  'TableOptions/PlainTable',
  'TableOptions/CuckooTable',
];

/** Indexes a profile's options by section and name. */
export function buildProfile(data: ProfileData): EngineProfile {
  const bySection = new Map<ProfileSection, Map<string, ProfileOption>>(PROFILE_SECTIONS.map((s) => [s, new Map()]));
  for (const option of data.options) bySection.get(option.section)?.set(option.name, option);
  const names = new Map(PROFILE_SECTIONS.map((s) => [s, [...(bySection.get(s)?.keys() ?? [])]]));
  return {
    ...data,
    id: `${data.engine}@${data.version}`,
    get: (section, name) => bySection.get(section)?.get(name),
    sectionsOf: (name) => PROFILE_SECTIONS.filter((s) => bySection.get(s)?.has(name)),
    names: (section) => names.get(section) ?? [],
  };
}
