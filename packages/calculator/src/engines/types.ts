/** The engines rocktune writes and lints OPTIONS files for. */
export type EngineName = 'rocksdb' | 'trocksdb';

/** Sections whose options a profile lists (PlainTable is not covered). */
export type ProfileSection =
  'DBOptions' | 'CFOptions' | 'TableOptions/BlockBasedTable' | 'TableOptions/PlainTable' | 'TableOptions/CuckooTable';

/**
 * How the engine parses a value. Integer kinds follow the C++ field: `int` overflows silently
 * (`4g` -> 0); `int32`, `uint8` and `uint32` refuse values outside their range; 64-bit ones take
 * anything that fits.
 * `any` is for deprecated keys whose value the engine throws away.
 */
export type OptionType =
  | 'bool'
  | 'int'
  | 'int32'
  | 'uint8'
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

/** One field of a struct value such as `compression_opts={level=3;...}`. */
export interface StructField {
  readonly type: OptionType;
  readonly values?: readonly string[];
  readonly default?: string;
  /** The engine parses the field and ignores it. */
  readonly deprecated?: boolean;
}

export interface ProfileOption {
  readonly name: string;
  readonly section: ProfileSection;
  readonly type: OptionType;
  /** Element type of a colon list. */
  readonly item?: OptionType;
  /** Default as the engine serializes it ('' = empty or not serialized). */
  readonly default: string;
  /** Accepted constant names of an enum (or of an enum list's items). */
  readonly values?: readonly string[];
  /** Fields of a struct value; a field not listed here makes the engine refuse the file. */
  readonly fields?: Readonly<Record<string, StructField>>;
  readonly min?: number;
  readonly max?: number;
  readonly exclusiveMin?: boolean;
  /** The only legal values, when they are not a range. */
  readonly allowed?: readonly number[];
  /** What the engine uses instead of an out-of-range value; without it, out of range means DB::Open refuses. */
  readonly sanitizedTo?: string;
  /**
   * SanitizeOptions moves a value below `min` (above `max`) to that bound and the database runs it:
   * the file loads, nothing is refused (write_buffer_size, max_write_buffer_number). Kept apart from
   * `min` / `max`, which mean a refusal or one `sanitizedTo` value.
   */
  readonly clippedTo?: ClipRange;
  /** Set when the option loads and does nothing: what to use instead ('' when RocksDB names nothing). */
  readonly deprecated?: string;
  /** false: the engine never writes it back to the OPTIONS files it persists. */
  readonly persisted?: false;
  readonly mutable?: boolean;
  /**
   * The C++ field's type when the engine parses the value as `type` and then truncates it into a
   * narrower field on purpose (read_amp_bytes_per_bit: read as uint64 because 6.10-6.14 wrote 8 bytes).
   */
  readonly storedAs?: OptionType;
  /**
   * Release lines (major.minor) whose files hold this value written too wide on purpose of the truncation:
   * read_amp_bytes_per_bit=8589934592 from 6.10-6.14 is their 0, which the engine restores.
   */
  readonly wideWriters?: readonly string[];
  /**
   * The engine parses 8 bytes into this 4-byte field: the high 32 bits land in the next field, `spillsInto`
   * (6.4's read_amp_bytes_per_bit over format_version), in whichever order the loader applies the two keys.
   */
  readonly spillsInto?: string;
  /**
   * The value is read by position, `a:b:c`, not as `{field=...}` (compression_opts before it became a struct):
   * braces, fewer than `required` items or more than `items` make the engine refuse the file.
   */
  readonly colonForm?: {
    readonly items: readonly { readonly field: string; readonly type: OptionType }[];
    readonly required: number;
    /** Item `at` is read as this field instead when it is the last (parallel_threads, else enabled). */
    readonly lastIs?: { readonly at: number; readonly field: string; readonly type: OptionType };
    /** A value with '=' is a `{field=value;...}` struct instead (6.11 on). */
    readonly orStruct?: true;
  };
}

/** The range SanitizeOptions clips a value into (64-bit build); no `max`: only raised. */
export interface ClipRange {
  readonly min: number;
  readonly max?: number;
}

export interface OptionRef {
  readonly section: ProfileSection;
  readonly name: string;
}

/** A condition on the value the engine runs with (the file's, else the default). */
export interface ValueCondition extends OptionRef {
  /** A field of the struct option `name` (compression_opts' zstd_max_train_bytes): its value written, else its default. */
  readonly field?: string;
  readonly equals?: string;
  readonly notIn?: readonly string[];
  /** Holds when the value is a number that is not a power of two. */
  readonly notPowerOfTwo?: true;
  /** Holds when the value is a number above 0. */
  readonly positive?: true;
  /** Holds when the value is a number below 0. */
  readonly negative?: true;
  /** Holds when the value is a number at or below 0 (`<= 0`: NaN does not hold). */
  readonly notPositive?: true;
  /** Holds when the value is a number below this one. */
  readonly below?: number;
}

/** A combination `DB::Open` refuses even though every value parses. */
export interface OpenRefusal {
  readonly id: string;
  /** All must hold for the refusal. */
  readonly when: readonly ValueCondition[];
  /** The engine's status message. */
  readonly message: string;
  /**
   * 'read': DB::Open succeeds and every read of a flushed table fails with the message; 'write': DB::Open succeeds and
   * every write fails with it (no stage: DB::Open fails).
   */
  readonly stage?: 'read' | 'write';
}

/**
 * RocksDB's rule for keys it does not know (options_parser.cc): fatal when the file's
 * [Version] major.minor is at or below the engine's; when the file is newer, skipped only by
 * loaders that set `ignore_unknown_options`. A file without [Version] keeps the loader's flag.
 */
export interface UnknownKeyRule {
  /** Version parts compared (2 = major.minor). */
  readonly comparedParts: number;
  readonly skippedWhenNewerWith: 'ignore_unknown_options';
}

/** How the engine splits a colon list (max_bytes_for_level_multiplier_additional, compression_per_level). */
export interface ListSyntax {
  /**
   * An item may be wrapped in braces, `1:{1}:{1}` (what 6.14-6.23 write for
   * max_bytes_for_level_multiplier_additional): ParseVector reads items with OptionTypeInfo::NextToken.
   * false: the older ParseVectorInt splits on ':' alone and cannot parse `{1}`.
   */
  readonly bracedItems: boolean;
  /** The whole list may be wrapped in braces, `{1:1:1}` (StripOuterBraces); false: a wrapped list is one item. */
  readonly bracedList: boolean;
}

/** Defaults the sizing rules depend on (they differ across versions). */
export interface ProfileDefaults {
  readonly levelCompactionDynamicLevelBytes: boolean;
  /** Capacity of the LRU cache the table factory creates when no block_cache is given. */
  readonly blockCacheBytes: number;
}

/**
 * Options::PrepareForBulkLoad's values that mean "no limit": the L0 triggers no load reaches and a
 * max_compaction_bytes that lets one manual compaction take all of L0.
 */
export interface BulkLoadValues {
  /** level0_file_num_compaction_trigger, level0_slowdown_writes_trigger and level0_stop_writes_trigger. */
  readonly level0Trigger: number;
  /** max_compaction_bytes in decimal (above 2^53, so not a number). */
  readonly maxCompactionBytes: string;
}

export interface ProfileSource {
  /** GitHub owner/name. */
  readonly repo: string;
  readonly tag: string;
  readonly commit: string;
}

export interface EngineProfileSummary {
  /** `rocksdb@X.Y.Z`, `trocksdb@X.Y.Z`: engine and version. */
  readonly id: string;
  readonly engine: EngineName;
  /** Version the engine writes as `[Version] rocksdb_version` (TRocksDB: its RocksDB base). */
  readonly version: string;
  readonly source: ProfileSource;
}

export interface EngineProfile extends EngineProfileSummary {
  /** Looks an option up in one section. */
  get(section: ProfileSection, name: string): ProfileOption | undefined;
  /** Every section that has an option of this name. */
  sectionsOf(name: string): ProfileSection[];
  /** Every option name of one section (for did-you-mean). */
  names(section: ProfileSection): readonly string[];
  /** Every option, section by section. */
  readonly options: readonly ProfileOption[];
  readonly unknownKeyRule: UnknownKeyRule;
  /** Options whose value is a filesystem path the loader or DB::Open reads. */
  readonly pathOptions: readonly OptionRef[];
  /** Options the engine knows in code but refuses to read from an OPTIONS file. */
  readonly notReadableFromFile: readonly (OptionRef & { readonly reason: string })[];
  /** Options an OPTIONS file may name but the loader silently drops (the database runs without them); absent: none. */
  readonly droppedFromFile?: readonly (OptionRef & { readonly reason: string })[];
  /** Integrated BlobDB (enable_blob_files, ...), RocksDB 6.18 and later. */
  readonly hasIntegratedBlobDb: boolean;
  readonly listSyntax: ListSyntax;
  /**
   * The OPTIONS reader never returns (it re-appends its last read forever, growing in memory) when the file does
   * not end with a line break and its last read, of this many bytes, holds none: a one-line file without one.
   */
  readonly unterminatedReadLoop?: number;
  /**
   * Struct values go through the legacy ParseStructOptions (before 6.6): split on ';' with nothing trimmed, so
   * `{a=1; }` or `{ a=1}` name fields the engine does not know and it refuses the file.
   */
  readonly legacyStructParser?: true;
  readonly openRefusals: readonly OpenRefusal[];
  readonly defaults: ProfileDefaults;
  readonly bulkLoad: BulkLoadValues;
}
