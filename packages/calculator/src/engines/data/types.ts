import type { EngineProfile } from '../types.js';

/** What a profile data file holds: the profile without its lookup methods. */
export type ProfileData = Omit<EngineProfile, 'id' | 'get' | 'sectionsOf' | 'names'>;
