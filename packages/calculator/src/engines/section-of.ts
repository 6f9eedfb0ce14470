import type { OptionsSection } from '../options-ini/index.js';
import type { ProfileSection } from './types.js';

/** The profile section whose options an OPTIONS section holds (undefined for [Version], PlainTable, unknown ones). */
export function profileSectionOf(section: OptionsSection): ProfileSection | undefined {
  if (section.kind === 'DBOptions' || section.kind === 'CFOptions') return section.kind;
  return section.kind === 'TableOptions' && section.factory === 'BlockBasedTable' ? 'TableOptions/BlockBasedTable' : undefined;
}
