// The option catalog is a view over the engine profiles (../engines), kept for older imports.
export type {
  OptionType,
  ProfileOption as CatalogOption,
  ProfileSection as CatalogSection,
  EngineName as CatalogDialect,
  EngineProfile as Catalog,
} from '../engines/types.js';
