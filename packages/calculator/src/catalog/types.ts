/** Sections whose options the catalog lists (PlainTable is not covered). */
export type CatalogSection = 'DBOptions' | 'CFOptions' | 'TableOptions/BlockBasedTable';

/**
 * How RocksDB parses a value. Integer kinds follow the C++ field: `int` overflows silently
 * (`4g` -> 0), `uint32` refuses values past 2^32-1, 64-bit ones take anything that fits.
 * `any` is for deprecated keys whose value RocksDB throws away.
 */
export type OptionType =
  | 'bool'
  | 'int'
  | 'uint32'
  | 'int64'
  | 'uint64'
  | 'double'
  | 'enum'
  | 'string'
  | 'struct'
  | 'object'
  | 'cache'
  | 'list'
  | 'any';

export interface CatalogOption {
  readonly name: string;
  readonly section: CatalogSection;
  readonly type: OptionType;
  /** Element type of a colon list. */
  readonly item?: OptionType;
  /** Default as the library serializes it ('' = empty or not serialized). */
  readonly default: string;
  /** Accepted constant names of an enum (or of an enum list's items). */
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  readonly exclusiveMin?: boolean;
  /** The only legal values, when they are not a range. */
  readonly allowed?: readonly number[];
  /** What the engine uses instead of an out-of-range value (TRocksDB lists). */
  readonly sanitizedTo?: string;
  /** Why the option is deprecated; it loads and does nothing. */
  readonly deprecated?: string;
  /** false: RocksDB never writes it back to the OPTIONS files it persists. */
  readonly persisted?: false;
  readonly mutable?: boolean;
  /** First RocksDB version with the option, when newer than TRocksDB's base. */
  readonly since?: string;
}

export type CatalogDialect = 'rocksdb' | 'trocksdb';

export interface Catalog {
  readonly dialect: CatalogDialect;
  /** Engine version the catalog describes (7.8.3, or 6.4.6 for TRocksDB's base). */
  readonly version: string;
  /** Looks an option up in one section. */
  get(section: CatalogSection, name: string): CatalogOption | undefined;
  /** Every section that has an option of this name. */
  sectionsOf(name: string): CatalogSection[];
  /** Every option name of one section (for did-you-mean). */
  names(section: CatalogSection): readonly string[];
}
