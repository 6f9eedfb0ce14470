import type { OptionsSection } from '../options-ini/index.js';
import type { ProfileSection } from './types.js';

const TABLE_SECTIONS: ReadonlySet<string> = new Set(['BlockBasedTable', 'PlainTable', 'CuckooTable']);

/** The profile section whose options an OPTIONS section holds (undefined for [Version] and unknown ones). */
export function profileSectionOf(section: OptionsSection): ProfileSection | undefined {
  if (section.kind === 'DBOptions' || section.kind === 'CFOptions') return section.kind;
  return section.kind === 'TableOptions' && TABLE_SECTIONS.has(section.factory ?? '')
    ? (`TableOptions/${section.factory}` as ProfileSection)
    : undefined;
}
