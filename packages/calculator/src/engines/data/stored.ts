import type { EngineProfileSummary } from '../types.js';
import type { ProfileData } from './types.js';

/** A profile's data without what names it. */
export type ProfileFacts = Omit<ProfileData, 'engine' | 'version' | 'source'>;

/** A profile as a data file exports it: what names it, and its data, built on first use (and kept). */
export interface StoredProfile extends Pick<EngineProfileSummary, 'engine' | 'version' | 'source'> {
  data(): ProfileData;
}

export function storedProfile(
  summary: Pick<EngineProfileSummary, 'engine' | 'version' | 'source'>,
  build: () => ProfileFacts,
): StoredProfile {
  let data: ProfileData | undefined;
  return { ...summary, data: () => (data ??= { ...build(), ...summary }) };
}
