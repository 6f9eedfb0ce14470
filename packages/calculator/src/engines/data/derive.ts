import type { OptionRef, ProfileOption } from '../types.js';
import type { ProfileData } from './types.js';
import { compareNames } from '../../compare-names.js';

export interface ProfileChanges extends Omit<ProfileData, 'options'> {
  /** Options new in this version, or different from the base's. */
  readonly set: readonly ProfileOption[];
  /** Options the base has and this version does not. */
  readonly drop: readonly OptionRef[];
}

const key = (o: OptionRef) => `${o.section}\t${o.name}`;

/** A profile stored as its changes to another (tools/profiles/write.mjs writes both forms). */
export function derive(base: ProfileData, changes: ProfileChanges): ProfileData {
  const { set, drop, ...ownFields } = changes;
  const replaced = new Set([...set, ...drop].map(key));
  const options = [...base.options.filter((o) => !replaced.has(key(o))), ...set];
  const order = ['DBOptions', 'CFOptions', 'TableOptions/BlockBasedTable'];
  options.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section) || compareNames(a.name, b.name));
  return { ...ownFields, options };
}
