// Which table factory a column family runs: one answer for the open-refusal conditions and lint's table rules.
import type { OptionsDocument, OptionsSection } from '../options-ini/index.js';
import { firstEntryOf, sectionsOfKind } from '../options-ini/index.js';
import { TABLE_FACTORY_NAME_BUILT, inRange } from './data/behaviours-observed.js';
import type { EngineProfile } from './types.js';

/** The table factories RocksDB builds by name. */
export const TABLE_FACTORIES: ReadonlySet<string> = new Set(['BlockBasedTable', 'PlainTable', 'CuckooTable']);

/** The factory a `table_factory` value names: `PlainTable` or `{id=PlainTable;...}`. */
export function tableFactoryName(value: string): string {
  const id = /^\{\s*id\s*=\s*([^;}]*)/.exec(value.trim());
  return (id ? (id[1] as string) : value).trim();
}

/** The column family's last [TableOptions/...] section: the loader builds the table factory from it. */
export function tableSectionOf(document: OptionsDocument, cf: string): OptionsSection | undefined {
  return sectionsOfKind(document, 'TableOptions', cf).at(-1);
}

/**
 * The factory `cf` runs and where it comes from: its table section's, else the CFOptions name where the release
 * builds it (TABLE_FACTORY_NAME_BUILT), else BlockBasedTable.
 */
export function builtTableFactory(
  document: OptionsDocument,
  profile: Pick<EngineProfile, 'engine' | 'version'>,
  cf: string,
): { factory: string; from: 'section' | 'name' | 'default'; section?: OptionsSection } {
  // A section naming no factory the engine builds is dropped (or the engine never opens: unknown-table-factory's).
  const section = tableSectionOf(document, cf);
  if (section?.factory && TABLE_FACTORIES.has(section.factory)) return { factory: section.factory, from: 'section', section };
  const cfSection = sectionsOfKind(document, 'CFOptions', cf)[0];
  const entry = cfSection ? firstEntryOf(cfSection, 'table_factory') : undefined;
  const name = entry ? tableFactoryName(entry.value) : undefined;
  if (name && TABLE_FACTORIES.has(name) && inRange(profile, TABLE_FACTORY_NAME_BUILT))
    return { factory: name, from: 'name', ...(cfSection ? { section: cfSection } : {}) };
  return { factory: 'BlockBasedTable', from: 'default' };
}
