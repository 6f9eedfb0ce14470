import { DEFAULT_TARGET } from './registry.js';
import { getEngineProfile } from './resolve.js';
import type { ClipRange, EngineProfile, ProfileSection } from './types.js';

/** An option's default in a profile as a number (a colon list's first item); throws when the profile has none. */
export function defaultNumber(profile: EngineProfile, name: string, section: ProfileSection = 'CFOptions'): number {
  const text = profile.get(section, name)?.default.split(':')[0] ?? '';
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new Error(`${profile.id} has no numeric default for ${name}`);
  return value;
}

/**
 * An option's default in a profile as a positive number (a colon list's first item): what a file that leaves
 * the option out runs. Throws when the profile has no such default, so a rule never sizes from a guess.
 */
export function numericDefault(profile: EngineProfile, name: string, section: ProfileSection = 'CFOptions'): number {
  const value = defaultNumber(profile, name, section);
  if (value <= 0) throw new Error(`${profile.id} has no numeric default for ${name}`);
  return value;
}

/** The range SanitizeOptions clips a CF option into (write_buffer_size, max_write_buffer_number). */
export function clipRange(profile: EngineProfile, name: string): ClipRange {
  const range = profile.get('CFOptions', name)?.clippedTo;
  if (!range) throw new Error(`${profile.id} names no clip range for ${name}`);
  return range;
}

/** PrepareForBulkLoad's max_compaction_bytes, exactly. */
export function bulkLoadCompactionBytes(profile: EngineProfile): bigint {
  return BigInt(profile.bulkLoad.maxCompactionBytes);
}

/** The profile a caller that names no target works with: the linked engine's. */
export function defaultProfile(): EngineProfile {
  return getEngineProfile(DEFAULT_TARGET);
}
