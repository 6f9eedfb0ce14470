// How a release reads `name.field=value` (engines/data/behaviours-observed.ts, DOTTED_*): as a field of a struct or
// object option, or not at all (then the key is unknown like any other).
import {
  DOTTED_MEMTABLE_ANY_FIELD,
  DOTTED_OBJECT_ANY_FIELD,
  DOTTED_STRUCT_FIELD,
  DOTTED_TABLE_ANY_FIELD,
  DOTTED_TABLE_OPTION,
  inRange,
} from './data/behaviours-observed.js';
import type { EngineProfile, ProfileSection } from './types.js';

/** The option a dotted key names and the field it sets, when `profile` reads the key instead of refusing it. */
export function dottedField(profile: EngineProfile, section: ProfileSection, key: string): { option: string; field: string } | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0 || dot === key.length - 1) return undefined;
  const prefix = key.slice(0, dot);
  const field = key.slice(dot + 1);
  const option = profile.get(section, prefix);
  if (!option) return undefined;
  const found = { option: prefix, field };
  if (option.type === 'struct') return inRange(profile, DOTTED_STRUCT_FIELD) && option.fields?.[field] ? found : undefined;
  if (prefix === 'table_factory') {
    const tableOption = profile.get('TableOptions/BlockBasedTable', field) !== undefined;
    return (tableOption && inRange(profile, DOTTED_TABLE_OPTION)) || inRange(profile, DOTTED_TABLE_ANY_FIELD) ? found : undefined;
  }
  if (prefix === 'memtable_factory' || prefix === 'memtable') return inRange(profile, DOTTED_MEMTABLE_ANY_FIELD) ? found : undefined;
  return option.type === 'object' && inRange(profile, DOTTED_OBJECT_ANY_FIELD) ? found : undefined;
}
