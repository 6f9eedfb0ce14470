import type { OptionRef, ProfileOption } from '../types.js';
import type { ProfileFacts } from './stored.js';
import type { ProfileData } from './types.js';
import { compareNames } from '../compare-names.js';
import { PROFILE_SECTIONS } from '../build.js';

type Facts = Omit<ProfileFacts, 'options'>;

export interface ProfileChanges extends Partial<Facts> {
  /** Profile-wide facts the base has and this version does not. */
  readonly unset?: readonly (keyof Facts)[];
  /** Options new in this version, or different from the base's. */
  readonly set: readonly ProfileOption[];
  /** Options the base has and this version does not. */
  readonly drop: readonly OptionRef[];
}

const key = (o: OptionRef) => `${o.section}\t${o.name}`;
const ORDER: readonly string[] = PROFILE_SECTIONS;

/** A profile stored as its changes to another (tools/profiles/write.mjs writes both forms). */
export function derive(base: ProfileData, changes: ProfileChanges): ProfileFacts {
  const { set, drop, unset = [], ...ownFacts } = changes;
  const { options: baseOptions, engine: _engine, version: _version, source: _source, ...baseFacts } = base;
  const replaced = new Set([...set, ...drop].map(key));
  const options = [...baseOptions.filter((o) => !replaced.has(key(o))), ...set];
  options.sort((a, b) => ORDER.indexOf(a.section) - ORDER.indexOf(b.section) || compareNames(a.name, b.name));
  const facts: Partial<Facts> = { ...baseFacts, ...ownFacts };
  for (const k of unset) delete facts[k];
  return { ...(facts as Facts), options };
}
