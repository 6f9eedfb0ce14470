import { builtProfile, defaultTargetFor, mustGet, summariesOf } from './registry.js';
import type { EngineName, EngineProfile, EngineProfileSummary } from './types.js';
import { compareVersions, minorOf, parseVersion } from './versions.js';

export interface ProfileChoice {
  readonly profile: EngineProfile;
  /** Why this profile, in words for the user. */
  readonly reason: string;
}

const ENGINES: readonly EngineName[] = ['rocksdb', 'trocksdb'];

/**
 * The one rule for a file's [Version] and for --target: the profile of the same major.minor (patch releases of a
 * line share its options: X.Y.4 is judged by the X.Y profile), else the nearest release line below; undefined
 * when the version is older than every profile of the engine.
 */
function lineAtOrBelow(engine: EngineName, version: readonly number[]): EngineProfileSummary | undefined {
  return summariesOf(engine)
    .filter((p) => compareVersions(parseVersion(p.version) ?? [], version, 2) <= 0)
    .at(-1);
}

/** How `asked` (a file's version or a target) came to be judged by `profile`. */
function why(asked: string, version: readonly number[], profile: EngineProfile): string {
  if (profile.version === asked) return '';
  const own = parseVersion(profile.version) ?? [];
  if (compareVersions(own, version, 2) === 0)
    return `judged as ${profile.id}, the ${minorOf(profile.version)} release line (its patch releases share its options)`;
  return `judged as ${profile.id}, the nearest release line below it (rocktune has no ${version.slice(0, 2).join('.')} profile)`;
}

/**
 * The profile that judges a file declaring `[Version] rocksdb_version=version` for `engine`: lineAtOrBelow, the
 * oldest profile for a file older than all of them, the default target when the file names no (valid) version.
 */
export function profileForFileVersion(version: string | undefined, engine: EngineName = 'rocksdb'): ProfileChoice {
  if (!ENGINES.includes(engine)) throw new Error(`unknown engine '${String(engine)}': use ${ENGINES.join(' or ')}`);
  const fallback = mustGet(defaultTargetFor(engine));
  if (version === undefined) return { profile: fallback, reason: `no [Version] in the file: judged as ${fallback.id}, the default target` };
  const parsed = parseVersion(version);
  if (!parsed)
    return { profile: fallback, reason: `rocksdb_version=${version} is not a version: judged as ${fallback.id}, the default target` };
  const line = lineAtOrBelow(engine, parsed);
  if (!line) {
    const oldest = mustGet(summariesOf(engine)[0]?.id ?? fallback.id);
    return { profile: oldest, reason: `the file declares ${version}, older than every known profile: judged as ${oldest.id}, the oldest` };
  }
  const profile = mustGet(line.id);
  const how = why(version, parsed, profile);
  return { profile, reason: `the file declares ${version}${how ? `: ${how}` : ''}` };
}

function unknownTarget(id: string, why: string): Error {
  const ranges = ENGINES.map((engine) => summariesOf(engine))
    .filter((list) => list.length > 0)
    .map((list) => (list.length === 1 ? list[0]?.id : `${list[0]?.id} to ${list.at(-1)?.id}`));
  return new Error(
    `unknown engine target '${id}'${why}: known targets are ${ranges.join(', ')} (every minor release line: see --list-targets; a patch or minor such as rocksdb@9.11 picks that line's profile)`,
  );
}

/**
 * The profile `--target id` names: `engine@X.Y.Z`, `engine@X.Y` or `engine@X`, resolved as a file's [Version] is
 * (same major.minor, else the nearest release line below). Refuses an unknown engine and a version older than
 * every profile of the engine, listing the known targets.
 */
export function resolveTarget(id: string): ProfileChoice {
  const exact = builtProfile(id);
  if (exact) return { profile: exact, reason: `--target ${id}` };
  const match = /^(rocksdb|trocksdb)@(\S+)$/.exec(id.trim());
  const version = match?.[2] ? parseVersion(match[2]) : undefined;
  if (!match || !version) throw unknownTarget(id, '');
  const line = lineAtOrBelow(match[1] as EngineName, version);
  if (!line) throw unknownTarget(id, `, older than every ${match[1]} profile`);
  const profile = mustGet(line.id);
  const how = why(match[2] ?? '', version, profile);
  return { profile, reason: `--target ${id.trim()}${how ? `: ${how}` : ''}` };
}

/** A profile by id or by a version `resolveTarget` resolves; throws an error that lists the known ids otherwise. */
export function getEngineProfile(id: string): EngineProfile {
  return resolveTarget(id).profile;
}
