import { OPTION_HISTORY } from './data/history.js';
import { LINKED_PROFILE_ID } from './data/linked.js';
import { PROFILE_SECTIONS } from './build.js';
import { builtProfile, listEngineProfiles, mustGet } from './registry.js';
import type { EngineName, ProfileSection } from './types.js';

export interface KeyHistory {
  /** First release line that accepts the key ('' = before the oldest line read). */
  readonly added: string;
  /** First release line that parses the key but ignores it. */
  readonly deprecated: string;
  /** First release line that no longer knows the key. */
  readonly removed: string;
}

/** What upstream RocksDB's releases did with a key of a section, or undefined for a key no release knew. */
export function keyHistory(section: ProfileSection, name: string): KeyHistory | undefined {
  const record = OPTION_HISTORY[section]?.[name] ?? (inEveryLine(section, name) ? '||' : undefined);
  if (record === undefined) return undefined;
  const [added = '', deprecated = '', removed = ''] = record.split('|');
  return { added, deprecated, removed };
}

/** history.ts leaves out keys every release line has: the linked profile lists them. */
function inEveryLine(section: ProfileSection, name: string): boolean {
  return mustGet(LINKED_PROFILE_ID).get(section, name) !== undefined;
}

function profilesOf(engine: EngineName) {
  return listEngineProfiles().flatMap((p) => (p.engine === engine ? (builtProfile(p.id) ?? []) : []));
}

let everyName: Map<ProfileSection, string[]> | undefined;
let namedFrom = 0;
/** Every key any registered version accepts in a section (for did-you-mean across versions). */
export function namesInAnyVersion(section: ProfileSection): readonly string[] {
  if (!everyName || namedFrom !== listEngineProfiles().length) {
    namedFrom = listEngineProfiles().length;
    everyName = new Map();
    const add = (s: ProfileSection, names: Iterable<string>) => everyName?.set(s, [...new Set([...(everyName.get(s) ?? []), ...names])]);
    for (const [s, names] of Object.entries(OPTION_HISTORY)) add(s as ProfileSection, Object.keys(names));
    for (const p of [...profilesOf('rocksdb'), ...profilesOf('trocksdb')]) for (const s of PROFILE_SECTIONS) add(s, p.names(s));
  }
  return everyName.get(section) ?? [];
}

let trocksdbOnly: Set<string> | undefined;
/** Keys only TRocksDB has (its VLog options): no upstream release knows them. */
export function isTrocksdbOnlyKey(name: string): boolean {
  if (!trocksdbOnly) {
    trocksdbOnly = new Set(
      profilesOf('trocksdb').flatMap((p) => p.options.filter((o) => keyHistory(o.section, o.name) === undefined).map((o) => o.name)),
    );
  }
  return trocksdbOnly.has(name);
}
