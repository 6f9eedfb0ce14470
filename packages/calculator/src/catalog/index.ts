import { ROCKSDB_OPTIONS, ROCKSDB_VERSION } from './rocksdb-7.8.3.js';
import { NEWER_THAN_TROCKSDB, TROCKSDB_BASE_VERSION, TROCKSDB_OPTIONS } from './trocksdb.js';
import type { Catalog, CatalogDialect, CatalogOption, CatalogSection } from './types.js';

export type { Catalog, CatalogDialect, CatalogOption, CatalogSection, OptionType } from './types.js';
export { ENUM_VALUES, ROCKSDB_OPTIONS, ROCKSDB_VERSION } from './rocksdb-7.8.3.js';
export { NEWER_THAN_TROCKSDB, TROCKSDB_BASE_VERSION, TROCKSDB_OPTIONS } from './trocksdb.js';

export const CATALOG_SECTIONS: readonly CatalogSection[] = ['DBOptions', 'CFOptions', 'TableOptions/BlockBasedTable'];

function buildCatalog(dialect: CatalogDialect, version: string, options: readonly CatalogOption[]): Catalog {
  const bySection = new Map<CatalogSection, Map<string, CatalogOption>>(CATALOG_SECTIONS.map((s) => [s, new Map()]));
  for (const option of options) bySection.get(option.section)?.set(option.name, option);
  const names = new Map(CATALOG_SECTIONS.map((s) => [s, [...(bySection.get(s)?.keys() ?? [])]]));
  return {
    dialect,
    version,
    get: (section, name) => bySection.get(section)?.get(name),
    sectionsOf: (name) => CATALOG_SECTIONS.filter((s) => bySection.get(s)?.has(name)),
    names: (section) => names.get(section) ?? [],
  };
}

const newer = new Set(NEWER_THAN_TROCKSDB);
const CATALOGS: Record<CatalogDialect, Catalog> = {
  rocksdb: buildCatalog('rocksdb', ROCKSDB_VERSION, ROCKSDB_OPTIONS),
  // Approximation: TRocksDB = 7.8.3's options minus those newer than its 6.4.6 base, plus the VLog options.
  trocksdb: buildCatalog('trocksdb', TROCKSDB_BASE_VERSION, [...ROCKSDB_OPTIONS.filter((o) => !newer.has(o.name)), ...TROCKSDB_OPTIONS]),
};

/** The option catalog of a dialect; pure data, no engine needed. */
export function getCatalog(dialect: CatalogDialect): Catalog {
  return CATALOGS[dialect];
}
