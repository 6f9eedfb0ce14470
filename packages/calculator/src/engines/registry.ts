import { buildProfile } from './build.js';
import { PROFILE_DATA } from './data/index.js';
import { LINKED_PROFILE_ID } from './data/linked.js';
import type { EngineName, EngineProfile, EngineProfileSummary } from './types.js';
import { compareVersions, minorOf, parseVersion } from './versions.js';
import { compareNames } from '../compare-names.js';

const PROFILES: readonly EngineProfile[] = PROFILE_DATA.map(buildProfile).sort(
  (a, b) => compareNames(a.engine, b.engine) || compareVersions(parseVersion(a.version) ?? [], parseVersion(b.version) ?? []),
);
const BY_ID = new Map(PROFILES.map((p) => [p.id, p]));

function mustGet(id: string): EngineProfile {
  const profile = BY_ID.get(id);
  if (!profile) throw new Error(`engine profile data has no ${id}`);
  return profile;
}

/** The engine rocktune is linked to: what lint judges by and generate writes for when nothing says otherwise. */
export const DEFAULT_TARGET: string = mustGet(LINKED_PROFILE_ID).id;

const ENGINES: readonly EngineName[] = ['rocksdb', 'trocksdb'];

function profilesOf(engine: EngineName): EngineProfile[] {
  return PROFILES.filter((p) => p.engine === engine);
}

/** The default target of an engine: the linked one for its engine, else that engine's newest profile. */
export function defaultTargetFor(engine: EngineName): string {
  const linked = mustGet(LINKED_PROFILE_ID);
  if (linked.engine === engine) return linked.id;
  const newest = profilesOf(engine).at(-1);
  if (!newest) throw new Error(`no engine profile for ${engine}`);
  return newest.id;
}

/** Every known profile: rocksdb oldest to newest, then trocksdb. */
export function listEngineProfiles(): EngineProfileSummary[] {
  return PROFILES.map(({ id, engine, version, source }) => ({ id, engine, version, source }));
}

/** All known profile ids, for error messages and --list-targets. */
export function engineProfileIds(): string[] {
  return PROFILES.map((p) => p.id);
}

/**
 * A profile by id: `rocksdb@X.Y.Z`, or `rocksdb@X.Y` / another patch of a known minor (the
 * newest known patch of that minor; options do not change within a minor release line).
 * Throws an error that lists the known ids otherwise.
 */
export function getEngineProfile(id: string): EngineProfile {
  const exact = BY_ID.get(id);
  if (exact) return exact;
  const match = /^(rocksdb|trocksdb)@(\d+\.\d+)(?:\.\d+)?$/.exec(id.trim());
  const sameMinor = match ? profilesOf(match[1] as EngineName).filter((p) => minorOf(p.version) === match[2]) : [];
  const newest = sameMinor.at(-1);
  if (newest) return newest;
  throw new Error(`unknown engine target '${id}': known targets are ${engineProfileIds().join(', ')} (a minor such as rocksdb@9.11 picks its newest known patch)`);
}

export interface ProfileChoice {
  readonly profile: EngineProfile;
  /** Why this profile, in words for the user. */
  readonly reason: string;
}

/**
 * The profile that judges a file declaring `[Version] rocksdb_version=version`: the nearest known
 * profile at or below it, the oldest one for a file older than all of them, and the default
 * target when the file names no (valid) version.
 */
export function profileForFileVersion(version: string | undefined, engine: EngineName = 'rocksdb'): ProfileChoice {
  if (!ENGINES.includes(engine)) throw new Error(`unknown engine '${String(engine)}': use ${ENGINES.join(' or ')}`);
  const fallback = mustGet(defaultTargetFor(engine));
  if (version === undefined) return { profile: fallback, reason: `no [Version] in the file: judged as ${fallback.id}, the default target` };
  const parsed = parseVersion(version);
  if (!parsed) return { profile: fallback, reason: `rocksdb_version=${version} is not a version: judged as ${fallback.id}, the default target` };
  const candidates = profilesOf(engine);
  const atOrBelow = candidates.filter((p) => compareVersions(parseVersion(p.version) ?? [], parsed) <= 0).at(-1);
  if (atOrBelow) {
    const same = compareVersions(parseVersion(atOrBelow.version) ?? [], parsed) === 0;
    return { profile: atOrBelow, reason: same ? `the file declares ${version}` : `the file declares ${version}: judged as ${atOrBelow.id}, the nearest known version at or below it` };
  }
  const oldest = candidates[0] ?? fallback;
  return { profile: oldest, reason: `the file declares ${version}, older than every known profile: judged as ${oldest.id}, the oldest` };
}
