// Loader and DB::Open behaviours that differ between releases, each with the versions it holds for: the
// range it was observed on (the linked 7.8.3, TRocksDB 6.4.6, the release jars of issue 23) or read in that
// release's source, said per entry. A profile outside a range is judged by the stricter older answer.
import { compareVersions, parseVersion } from '../versions.js';
import type { EngineName } from '../types.js';

export interface VersionRange {
  /** None = RocksDB and TRocksDB alike. */
  readonly engine?: EngineName;
  /** First major.minor the behaviour holds for (inclusive); none = every release. */
  readonly from?: string;
  /** First major.minor it no longer holds for. */
  readonly below?: string;
}

export function inRange(profile: { readonly engine: EngineName; readonly version: string }, range: VersionRange): boolean {
  if (range.engine !== undefined && profile.engine !== range.engine) return false;
  const v = parseVersion(profile.version) ?? [];
  if (range.from !== undefined && compareVersions(v, parseVersion(range.from) ?? [], 2) < 0) return false;
  return range.below === undefined || compareVersions(v, parseVersion(range.below) ?? [], 2) < 0;
}

/**
 * `[TableOptions/CuckooTable "cf"]` builds a CuckooTable factory: the loader calls TableFactory::CreateFromString
 * from 6.14 on (options_parser.cc; 6.11 and older call GetTableFactoryFromMap, which knows two factories).
 * Observed on 7.8.3: the file opens and persists table_factory=CuckooTable.
 */
export const CUCKOO_SECTION_BUILT: VersionRange = { engine: 'rocksdb', from: '6.14' };

/**
 * A [TableOptions/<Name> "cf"] section naming no table factory the release builds (BlackBasedTable) is dropped by 6.15
 * to 7.3: the file loads, opens and runs (observed on the jars 6.15.5 to 7.3.1). 5.18.4 to 6.13.3 abort, 6.14.6 and
 * 7.4.5 to 11.1.2 fail DB::Open ("Missing configurable object: table_factory"). A name with '=' (BlockBasedTab=e,
 * Foo=Bar) fails DB::Open on 6.15.5, 6.29.5 and 7.3.1 too; Foo;x and Foo{x} are dropped (observed, lint-vs-engine seed 31).
 */
export const UNKNOWN_TABLE_SECTION_DROPPED: VersionRange = { engine: 'rocksdb', from: '6.15', below: '7.4' };

/**
 * A column family without a [TableOptions/...] section gets the factory its `table_factory` names from 6.14 on
 * (TableFactory::CreateFromString); a name it cannot build keeps BlockBasedTable. Before 6.14 the name is ignored.
 * Observed on the jars (issue 23): ttl=2592000 with table_factory=PlainTable and no table section opens on 5.18.4
 * to 6.13.3 and is refused ("TTL is only supported in Block-Based Table format.") by 6.14.6 to 11.1.2; with
 * table_factory=BlockBasedTaxble it opens on 5.18.4 to 9.7.4.
 */
export const TABLE_FACTORY_NAME_BUILT: VersionRange = { engine: 'rocksdb', from: '6.14' };

/**
 * A second `[TableOptions/<Factory> "cf"]` for one column family is accepted and the later section wins
 * (observed on 7.8.3, and on the jars of 5.18.4 to 11.1.2: block_size from the second section runs).
 */
export const LATER_TABLE_SECTION_WINS: VersionRange = { engine: 'rocksdb' };

/**
 * A `nan`, `inf` or `-inf` double the engine runs as written fails the read-back check of the OPTIONS file DB::Open
 * writes (it compares doubles by their difference, NaN here). Up to 8.7 the open goes on without the file; from 8.8
 * DB::Open fails ("Unable to persist Options file"). Observed on the jars (6.29.5, 7.8.3 and 8.7.3 open, 8.8.1 and
 * 11.1.2 refuse: max_bytes_for_level_multiplier=inf, blob_garbage_collection_age_cutoff=-inf, =nan) and on the
 * linked 7.8.3 (opens, persists nothing). A value SanitizeOptions replaces (max_bytes_for_level_multiplier=-inf
 * runs 1, memtable_prefix_bloom_size_ratio=inf runs 0.25) persists and opens everywhere.
 */
export const NAN_FAILS_OPEN: VersionRange = { engine: 'rocksdb', from: '8.8' };

/**
 * `filter_policy=rocksdb.BuiltinBloomFilter`, the name 6.x writes for every bloom or ribbon filter, builds no
 * filter when read back (FilterPolicy::CreateFromString maps it to nullptr in 6.20.3 and 6.29.5's source;
 * observed on the 6.29.5 jar, issue 23); 7.0 and later read it as the builtin filter's metadata name.
 */
export const BUILTIN_BLOOM_BUILDS_NOTHING: VersionRange = { engine: 'rocksdb', from: '6.20', below: '7.0' };

/**
 * Universal compaction folds a ttl above 0 into periodic_compaction_seconds: it runs min(ttl, periodic), or ttl when
 * periodic is 0 or unset (ColumnFamilyData's SanitizeOptions). Observed on the linked 7.8.3 and the jars of 6.6.4 to
 * 11.1.2 (ttl=1000 with periodic_compaction_seconds=5000 persists periodic 1000); 6.5.3 keeps 5000.
 */
export const UNIVERSAL_TTL_FOLDS: VersionRange = { engine: 'rocksdb', from: '6.6' };

/**
 * 6.20 to 6.29 parse filter_policy by hand (FilterPolicy::CreateFromString): `bloomfilter:X:B` needs its B (true,
 * false, 1 or 0), `ribbonfilter:X[:N]`, and X is read by ParseDouble, which stops at the first non-number (10x and
 * 1e are 10 and 1). Observed on the 6.29.5 jar: bloomfilter:10, bloomfilter:abc:false and ribbonfilter:abc build no
 * filter; bloomfilter:10x:false, bloomfilter:1e:false, ribbonfilter:1e build one. 7.0 on match whole patterns.
 */
export const HAND_PARSED_FILTER_POLICY: VersionRange = { engine: 'rocksdb', from: '6.20', below: '7.0' };

/**
 * A prefix extractor named by its family (`fixed:`, `capped:`, `rocksdb.FixedPrefix.`, `rocksdb.CappedPrefix.`) whose
 * length does not start with an integer is refused ("Error parsing prefix_extractor:stoi") before 6.26 and by
 * TRocksDB; from 6.26 the loader ignores it and runs no prefix extractor. Observed on the jars (5.18.4 to 6.25.3
 * refuse `fixed:x`, 6.26.1 to 11.1.2 load it) and on TRocksDB 6.4.6 (`capped:t2` refused, `capped:8x` loads).
 */
export const PREFIX_LENGTH_MUST_PARSE: readonly VersionRange[] = [{ engine: 'rocksdb', below: '6.26' }, { engine: 'trocksdb' }];

/**
 * `name.field=value` in an OPTIONS file: the Configurable framework reads it as `field` of the struct or object `name`
 * (`memtable` is the alias of memtable_factory). Observed on the jars (lint-vs-engine seed 31 found 7.10.2 opening
 * memtable.prefix_bloom_size_ratio=0): 5.18.4 to 6.10.2 refuse every dotted name; a struct's known field
 * (compression_opts.level=3) runs on 6.12.7 to 11.1.2 and an unknown one (compression_opts.nonsense) is refused by all;
 * table_factory.block_size runs on 6.14.6 to 11.1.2 (6.13.3 refuses) and table_factory.nonsense on 6.14.6 to 9.7.4
 * (9.8.4 to 11.1.2 refuse it); compaction_filter.x runs on 6.25.3 to 11.1.2 (6.22.1 refuses; no 6.23 or 6.24 jar);
 * memtable.x and memtable_factory.x run on 6.27.3 to 11.1.2 (6.26.1 refuses: "Missing configurable object"); a name
 * that is neither (blob_cache.capacity, foo.bar) is refused by all.
 */
export const DOTTED_STRUCT_FIELD: VersionRange = { engine: 'rocksdb', from: '6.12' };
export const DOTTED_TABLE_OPTION: VersionRange = { engine: 'rocksdb', from: '6.14' };
export const DOTTED_TABLE_ANY_FIELD: VersionRange = { engine: 'rocksdb', from: '6.14', below: '9.8' };
export const DOTTED_MEMTABLE_ANY_FIELD: VersionRange = { engine: 'rocksdb', from: '6.27' };
export const DOTTED_OBJECT_ANY_FIELD: VersionRange = { engine: 'rocksdb', from: '6.25' };

/**
 * BlockBasedTableFactory's sanitize sets index_block_restart_interval=1 with kHashSearch (the v6.7.3 to v11.1.2
 * source; v6.6 lacks it). The 6.29.5 to 11.1.2 jars persist 1 for 4; the 5.18.4 jar keeps 4.
 */
export const HASH_INDEX_RESTART_ONE: VersionRange = { engine: 'rocksdb', from: '6.7' };

/**
 * From 7.0 FilterPolicy::CreateFromString builds filters from ObjectLibrary patterns (table/block_based/filter_policy.cc):
 * a bloom filter takes the suffix `:false` or `:true` only (`bloomfilter:10:1` builds none: the 7.8.3 to 11.1.2 jars
 * persist nullptr), and `:true`, once the block-based filter, builds the full filter and is persisted as `:false`
 * (the 7.8.3 to 11.1.2 jars). Before 7.0 the suffix is read by ParseBoolean (true, false, 1, 0).
 */
export const FILTER_POLICY_OBJECT_LIBRARY: VersionRange = { engine: 'rocksdb', from: '7.0' };

/**
 * VectorRepFactory::IsInsertConcurrentlySupported() is true from 10.4 (include/rocksdb/memtablerep.h: absent at
 * v10.2.1, there at v10.4.2): memtable_factory=vector opens with allow_concurrent_memtable_write=true on the 10.10.1
 * and 11.1.2 jars and fails DB::Open on 6.29.5 to 9.11.2 ("Memtable doesn't concurrent writes").
 */
export const VECTOR_MEMTABLE_CONCURRENT: VersionRange = { engine: 'rocksdb', from: '10.4' };

/**
 * block_based_table_factory={...} and plain_table_factory={...} (kAlias, never written back) configure the column
 * family's table factory from their fields: a field the factory does not take refuses the file (the 6.29.5 to 11.1.2
 * jars: "Could not find option: : block_based_table_factory", from 10.x "Extra option not recognized"). Observed from
 * 6.29 only; 5.18.4 refuses a braced value outright.
 */
export const TABLE_FACTORY_ALIASES_APPLIED: VersionRange = { engine: 'rocksdb', from: '6.29' };

/**
 * 5.x parses the table factory aliases by name (ParseColumnFamilyOption) with Get{BlockBased,Plain}TableOptionsFromString
 * on the value as written, braces included: every braced value is refused ("unable to parse the specified CF option
 * block_based_table_factory"; the 5.18.4 jar on RocksDB's options_test.cc cases, `{}` and `{block_size=4;}` alike).
 */
export const TABLE_FACTORY_ALIAS_BRACES_REFUSED: VersionRange = { engine: 'rocksdb', below: '6.0' };

/**
 * From 9.8 TableFactoryParseFn (options/cf_options.cc) modifies only a factory of the alias's own kind: anything else is
 * refused ("Cannot modify BlockBasedTable as plain_table_factory": the 9.11.2 to 11.1.2 jars; 8.11.4 loads it).
 */
export const TABLE_FACTORY_ALIAS_SAME_KIND: VersionRange = { engine: 'rocksdb', from: '9.8' };
