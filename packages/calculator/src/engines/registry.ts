import { buildProfile } from './build.js';
import { COMPLETE, PROFILES as SHIPPED } from './data/every.js';
import { LINKED_PROFILE_ID } from './data/linked.js';
import type { StoredProfile } from './data/stored.js';
import type { EngineName, EngineProfile, EngineProfileSummary } from './types.js';
import { compareVersions, parseVersion } from './versions.js';
import { compareNames } from './compare-names.js';

// The profiles known so far, by id. Node loads every profile (data/every.ts); the page's first screen loads only
// data/first-screen.ts and registers the rest when its lazy script arrives (web/src/state/profiles.ts).
// A profile is built (derived from its stored changes and indexed) on first use.
const stored = new Map<string, StoredProfile>();
const built = new Map<string, EngineProfile>();
let summaries: EngineProfileSummary[] = [];
let complete = false;

const idOf = (p: Pick<EngineProfileSummary, 'engine' | 'version'>) => `${p.engine}@${p.version}`;
const byVersion = (a: EngineProfileSummary, b: EngineProfileSummary) =>
  compareNames(a.engine, b.engine) || compareVersions(parseVersion(a.version) ?? [], parseVersion(b.version) ?? []);

/** Adds profiles (again: the same id keeps its first copy); `everyProfile` says the list holds all of them. */
export function registerProfiles(profiles: readonly StoredProfile[], everyProfile = true): void {
  for (const p of profiles) if (!stored.has(idOf(p))) stored.set(idOf(p), p);
  summaries = [...stored.values()]
    .map(({ engine, version, source }) => ({ id: idOf({ engine, version }), engine, version, source }))
    .sort(byVersion);
  complete ||= everyProfile;
}
registerProfiles(SHIPPED, COMPLETE);

/** Whether every profile rocktune ships is registered (always in Node; on the page once its lazy script ran). */
export function everyProfileRegistered(): boolean {
  return complete;
}

/** The profile of a registered id, built on first use; undefined for an id not registered. */
export function builtProfile(id: string): EngineProfile | undefined {
  const cached = built.get(id);
  if (cached) return cached;
  const source = stored.get(id);
  if (!source) return undefined;
  const profile = buildProfile(source.data());
  built.set(id, profile);
  return profile;
}

export function mustGet(id: string): EngineProfile {
  const profile = builtProfile(id);
  if (!profile) throw new Error(`engine profile data has no ${id}`);
  return profile;
}

/** The engine rocktune is linked to: what lint judges by and generate writes for when nothing says otherwise. */
export const DEFAULT_TARGET: string = mustGet(LINKED_PROFILE_ID).id;

/** The registered profiles of one engine, oldest first. */
export function summariesOf(engine: EngineName): EngineProfileSummary[] {
  return summaries.filter((p) => p.engine === engine);
}

/** The default target of an engine: the linked one for its engine, else that engine's newest profile. */
export function defaultTargetFor(engine: EngineName): string {
  if (stored.get(LINKED_PROFILE_ID)?.engine === engine) return LINKED_PROFILE_ID;
  const newest = summariesOf(engine).at(-1);
  if (!newest) throw new Error(`no engine profile for ${engine}`);
  return newest.id;
}

/** Every registered profile: rocksdb oldest to newest, then trocksdb. Builds none. */
export function listEngineProfiles(): EngineProfileSummary[] {
  return [...summaries];
}

/** All registered profile ids, for error messages and --list-targets. */
export function engineProfileIds(): string[] {
  return summaries.map((p) => p.id);
}
