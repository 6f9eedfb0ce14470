import { PROFILE_SECTIONS } from '../engines/build.js';
import { defaultTargetFor, getEngineProfile } from '../engines/registry.js';
import type { Catalog, CatalogDialect } from './types.js';

export type { Catalog, CatalogDialect, CatalogOption, CatalogSection, OptionType } from './types.js';
export { ENUM_VALUES, ROCKSDB_OPTIONS, ROCKSDB_VERSION } from './rocksdb-7.8.3.js';
export { NEWER_THAN_TROCKSDB, TROCKSDB_BASE_VERSION, TROCKSDB_OPTIONS } from './trocksdb.js';

export const CATALOG_SECTIONS = PROFILE_SECTIONS;

/** The profile of a dialect's default target. */
export function getCatalog(dialect: CatalogDialect): Catalog {
  return getEngineProfile(defaultTargetFor(dialect));
}
