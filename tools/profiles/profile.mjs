// Assembles one engine profile (the data file's content) from a source tree at a ref.
import { evaluate, fieldInitializers, serializeDefault, structInitializers } from './defaults.mjs';
import { commitOf, show } from './git.mjs';
import { readSanitizing } from './sanitize.mjs';
import {
  CACHE_OPTIONS,
  CODE_PARSED,
  DEFAULT_OVERRIDES,
  DEPRECATION_HINTS,
  OBJECT_DEFAULTS,
  OPEN_REFUSALS,
  PATH_OPTIONS,
  RANGES,
  DROPPED_REASON,
  SET_OPTIONS_ONLY_REASON,
  VLOG_DEFAULTS,
  VLOG_SANITIZE,
  WIDE_WRITERS,
} from './overlay.mjs';
import { SECTION_MAPS, TABLE_STRUCTS, readTables } from './tables.mjs';

const TABLE_FACTORY_FILES = ['table/block_based/block_based_table_factory.cc', 'table/block_based_table_factory.cc'];

function versionOf(repo, ref) {
  const header = show(repo, ref, 'include/rocksdb/version.h') ?? '';
  const part = (name) =>
    /#define\s+ROCKSDB_(\w+)\s+(\d+)/g.exec('') ?? new RegExp(`#define\\s+ROCKSDB_${name}\\s+(\\d+)`).exec(header)?.[1];
  const [major, minor, patch] = ['MAJOR', 'MINOR', 'PATCH'].map(part);
  if (!major || !minor || !patch) throw new Error(`${ref}: include/rocksdb/version.h has no ROCKSDB_MAJOR/MINOR/PATCH`);
  return `${major}.${minor}.${patch}`;
}

/**
 * options_parser.cc: unknown keys are skipped only for files newer than the engine with
 * ignore_unknown_options; "newer" compares major.minor until 9.x, major.minor.patch after.
 */
function unknownKeyRule(repo, ref) {
  const parser = show(repo, ref, 'options/options_parser.cc') ?? show(repo, ref, 'util/options_parser.cc') ?? '';
  const rule = (comparedParts) => ({ comparedParts, skippedWhenNewerWith: 'ignore_unknown_options' });
  if (/VTuple\(db_version\[0\],\s*db_version\[1\],\s*db_version\[2\]\)\s*<=/.test(parser)) return rule(3);
  if (/db_version\[1\]\s*<=\s*ROCKSDB_MINOR/.test(parser)) return rule(2);
  throw new Error(`${ref}: options_parser.cc compares versions in a way the generator does not know; review unknownKeyRule`);
}

/**
 * How ParseVector reads a colon list: items through OptionTypeInfo::NextToken (`{1}` is an item; 6.11
 * and later) and the whole list through StripOuterBraces (`{1:1}`); before 6.11 ParseVectorInt split on ':'.
 */
export function listSyntax(repo, ref) {
  const header = ['include/rocksdb/utilities/options_type.h', 'options/options_type.h'].map((p) => show(repo, ref, p)).find(Boolean) ?? '';
  const parseVector = /Status ParseVector\([^;]*?\)\s*\{[\s\S]*?\n\}/.exec(header)?.[0] ?? '';
  return { bracedItems: /NextToken\(\s*\w+,\s*separator/.test(parseVector), bracedList: /StripOuterBraces\(value\)/.test(parseVector) };
}

const POSITIONAL_TYPES = { ParseBoolean: 'bool', ParseUint64: 'uint64', ParseUint32: 'uint32' };

/**
 * compression_opts' colon form: ParseCompressionOptions (options_helper.cc before the struct, cf_options.cc after) reads
 * the fields by position, `w:l:s[:d[:z[:...]]]`; the fields after the comment "is optional" may be left out. A field read
 * one way when more follow and another when it is the last (parallel_threads, else enabled) is `lastIs`. From the
 * struct on (`orStruct`), only a value without '=' takes this form.
 */
function compressionColonForm(repo, ref) {
  const cf = show(repo, ref, 'options/cf_options.cc') ?? '';
  const modern = /Status ParseCompressionOptions\([\s\S]*?\n\}/.exec(cf)?.[0];
  const helper = show(repo, ref, 'options/options_helper.cc') ?? show(repo, ref, 'util/options_helper.cc') ?? '';
  const body = modern ?? /Status ParseCompressionOptions\([\s\S]*?\n\}/.exec(helper)?.[0];
  if (!body) return undefined;
  const items = [];
  for (const [, field, parser] of body.matchAll(/compression_opts\.(\w+)\s*=\s*(Parse\w+)\(/g)) {
    if (!items.some((i) => i.field === field)) items.push({ field, type: POSITIONAL_TYPES[parser] ?? 'int' });
  }
  const alternative =
    /compression_opts\.(\w+)\s*=\s*Parse\w+\([^;]*;\s*\}\s*else\s*\{[^}]*?compression_opts\.(\w+)\s*=\s*(Parse\w+)\(/.exec(body);
  const at = alternative ? items.findIndex((i) => i.field === alternative[1]) : -1;
  const orStruct = /value\.find\(\s*['"]=['"]\s*\)\s*==\s*std::string::npos\)\s*\{[^}]*ParseCompressionOptions/.test(cf);
  return {
    items,
    required: items.length - (body.match(/is optional/g) ?? []).length,
    ...(alternative && at !== -1 ? { lastIs: { at, field: alternative[2], type: POSITIONAL_TYPES[alternative[3]] ?? 'int' } } : {}),
    ...(orStruct ? { orStruct: true } : {}),
  };
}

/** The legacy struct splitter (options_helper.cc ParseStructOptions), replaced by OptionTypeInfo::ParseStruct. */
function legacyStructParser(repo, ref) {
  return /bool ParseStructOptions\(/.test(show(repo, ref, 'options/options_helper.cc') ?? '');
}

/**
 * The options file reader of 5.x to 6.19 (ReadOneLine in util/file_reader_writer.cc, file/read_write_util.cc from 6.6) never returns when the
 * last read (kBufferSize bytes) holds no line break and the file does not end with one: it appends that read
 * forever. Its read size, or undefined for the later LineFileReader.
 */
const READ_ONE_LINE_FILES = ['util/file_reader_writer.cc', 'file/read_write_util.cc'];
function unterminatedReadLoop(repo, ref) {
  const parser = show(repo, ref, 'options/options_parser.cc') ?? show(repo, ref, 'util/options_parser.cc') ?? '';
  if (!/ReadOneLine\(/.test(parser)) return undefined;
  const size = READ_ONE_LINE_FILES.map((p) => /bool ReadOneLine\([\s\S]*?kBufferSize\s*=\s*(\d+)/.exec(show(repo, ref, p) ?? '')?.[1]).find(
    Boolean,
  );
  if (!size) throw new Error(`${ref}: options_parser.cc uses ReadOneLine but ${READ_ONE_LINE_FILES.join(' / ')} has no kBufferSize for it`);
  return Number(size);
}

/**
 * BlockBasedTableOptions fields declared uint32_t and followed by another 4-byte field, by name: an option the
 * table parses as 8 bytes into such a field (6.4's read_amp_bytes_per_bit, kSizeT) writes its high half there.
 */
function fourByteNeighbours(repo, ref) {
  const header = show(repo, ref, 'include/rocksdb/table.h') ?? '';
  const body = /struct BlockBasedTableOptions\s*\{([\s\S]*?)\n\};/.exec(header)?.[1] ?? '';
  const decls = [...body.matchAll(/^\s*([\w:<>]+(?:\s+const)?)\s+(\w+)\s*(?:=[^;]*)?;/gm)].map(([, type, name]) => ({ type, name }));
  const four = (t) => t === 'uint32_t' || t === 'int' || t === 'int32_t';
  return new Map(
    decls.flatMap((d, i) => (d.type === 'uint32_t' && decls[i + 1] && four(decls[i + 1].type) ? [[d.name, decls[i + 1].name]] : [])),
  );
}

function tableFactorySource(repo, ref) {
  return TABLE_FACTORY_FILES.map((p) => show(repo, ref, p)).find(Boolean) ?? '';
}

/** Capacity of the cache BlockBasedTableFactory creates when none is given. */
function blockCacheBytes(factory) {
  const m = /(?:capacity\s*=\s*|NewLRUCache\(\s*|Options\s*\w*\s*\{\s*size_t\{)(\d+)\}?\s*<<\s*(\d+)/.exec(factory);
  if (!m) throw new Error('cannot find the default block cache capacity in the table factory');
  return Number(BigInt(m[1]) << BigInt(m[2]));
}

function latestFormatVersion(repo, ref) {
  const format = show(repo, ref, 'table/format.h') ?? '';
  const m =
    /kLatest(?:Bbt)?FormatVersion\s*=\s*(\d+)/.exec(format) ??
    /(?:IsSupportedFormatVersion|BlockBasedTableSupportedVersion)\(uint32_t version\)\s*\{\s*return version <= (\d+)/.exec(format);
  return m ? Number(m[1]) : undefined;
}

/** What to do instead of a deprecated key ('' when RocksDB names no replacement); the same in every version. */
function deprecation(name) {
  return DEPRECATION_HINTS[name] ?? '';
}

function structFields(tables, mapName, fields) {
  const entries = tables.structs.get(mapName);
  if (!entries || entries.size === 0) return undefined;
  const out = {};
  for (const [name, e] of [...entries].sort(([a], [b]) => a.localeCompare(b))) {
    const values = e.enumMap ? tables.enums.get(e.enumMap) : undefined;
    const def = e.deprecated ? undefined : serializeDefault(evaluate(fields.get(e.field ?? name) ?? '', fields), e.type);
    out[name] = {
      type: e.deprecated ? 'any' : e.type,
      ...(values ? { values } : {}),
      ...(def !== undefined ? { default: def } : {}),
      ...(e.deprecated ? { deprecated: true } : {}),
    };
  }
  return out;
}

/**
 * Cache::CreateFromString (cache/cache.cc, 6.x and later) reads a cache value with `=` as the fields of
 * LRUCacheOptions (`block_cache={capacity=1g;strict_capacity_limit=true}`); an unknown field refuses the file.
 */
function cacheFields(tables, fields) {
  return /Cache::CreateFromString[\s\S]*?ParseStruct\([^;]*lru_cache_options_type_info/.test(tables.cacheSource ?? '')
    ? structFields(tables, 'lru_cache_options_type_info', fields)
    : undefined;
}

function option(section, name, e, ctx) {
  const { tables, fields, formatMax, clips } = ctx;
  const cache = CACHE_OPTIONS.includes(name) && e.type === 'object';
  const type = e.deprecated ? 'any' : cache ? 'cache' : e.type;
  const values = e.enumMap ? tables.enums.get(e.enumMap) : undefined;
  const structMap = e.structMap ? structFields(tables, e.structMap, fields) : type === 'cache' ? cacheFields(tables, fields) : undefined;
  let def =
    e.deprecated || e.alias
      ? ''
      : serializeDefault(evaluate(fields.get(e.field ?? name) ?? '', fields), (e.item ?? type === 'list') ? undefined : type);
  if (structMap && def === undefined && Object.values(structMap).every((f) => f.deprecated || f.default !== undefined)) {
    def = `{${Object.entries(structMap)
      .filter(([, f]) => !f.deprecated)
      .map(([k, f]) => `${k}=${f.default}`)
      .join(';')};}`;
  }
  if (type === 'object' && e.persisted) def = OBJECT_DEFAULTS[name] ?? 'nullptr';
  def = VLOG_DEFAULTS[name] ?? DEFAULT_OVERRIDES[name] ?? def;
  const range = {
    ...(RANGES[name] ?? {}),
    ...(VLOG_SANITIZE[name] ?? {}),
    ...(name === 'format_version' && formatMax !== undefined ? { max: formatMax } : {}),
  };
  return {
    name,
    section,
    type,
    ...(type === 'list' ? { item: e.item } : {}),
    default: def ?? '',
    ...(values ? { values } : {}),
    ...(structMap ? { fields: structMap } : {}),
    ...range,
    ...(section === 'CFOptions' && clips[name] ? { clippedTo: clips[name] } : {}),
    ...(e.deprecated ? { deprecated: deprecation(name) } : {}),
    ...(e.alias ? { deprecated: 'an alias, never written back' } : {}),
    ...(!e.persisted || cache ? { persisted: false } : {}),
    ...(e.mutable ? { mutable: true } : {}),
    ...(section === 'TableOptions/BlockBasedTable' && type === 'uint64' && !e.storedAs && ctx.fourByte.has(name)
      ? { spillsInto: ctx.fourByte.get(name) }
      : {}),
    ...(name.endsWith('compression_opts') && ctx.compressionColon ? { colonForm: ctx.compressionColon } : {}),
    ...(e.storedAs ? { storedAs: e.storedAs, ...(WIDE_WRITERS[name] ? { wideWriters: WIDE_WRITERS[name] } : {}) } : {}),
  };
}

/** { engine, version, source, options, ...facts } for one tree. */
export function buildProfileData({ repo, ref, engine, repoName }) {
  const version = versionOf(repo, ref);
  const tables = readTables(repo, ref);
  const fields = fieldInitializers(repo, ref);
  const factory = tableFactorySource(repo, ref);
  const { clips, bulkLoad } = readSanitizing(repo, ref);
  const ctx = {
    tables,
    fields,
    version,
    formatMax: latestFormatVersion(repo, ref),
    clips,
    compressionColon: compressionColonForm(repo, ref),
    fourByte: fourByteNeighbours(repo, ref),
  };
  const options = [];
  for (const section of Object.keys(SECTION_MAPS)) {
    const entries = new Map(tables.sections[section]);
    for (const name of tables.codeParsed[section] ?? []) {
      if (!entries.has(name) && CODE_PARSED[name])
        entries.set(name, {
          mutable: false,
          deprecated: false,
          alias: false,
          persisted: CODE_PARSED[name].persisted ?? true,
          ...CODE_PARSED[name],
        });
    }
    const sectionCtx = TABLE_STRUCTS[section] ? { ...ctx, fields: structInitializers(repo, ref, TABLE_STRUCTS[section], fields) } : ctx;
    for (const [name, e] of [...entries].sort(([a], [b]) => a.localeCompare(b))) options.push(option(section, name, e, sectionCtx));
  }
  const has = (section, name) => options.some((o) => o.section === section && o.name === name);
  return {
    engine,
    version,
    source: { repo: repoName, tag: ref, commit: commitOf(repo, ref) },
    options,
    unknownKeyRule: unknownKeyRule(repo, ref),
    pathOptions: options.filter((o) => PATH_OPTIONS.includes(o.name)).map(({ section, name }) => ({ section, name })),
    notReadableFromFile: tables.setOptionsOnly
      .filter((name) => !has('TableOptions/BlockBasedTable', name) && CACHE_OPTIONS.includes(name))
      .map((name) => ({ section: 'TableOptions/BlockBasedTable', name, reason: SET_OPTIONS_ONLY_REASON })),
    ...(tables.droppedFromFile.length
      ? {
          droppedFromFile: tables.droppedFromFile.map((name) => ({
            section: 'TableOptions/BlockBasedTable',
            name,
            reason: DROPPED_REASON,
          })),
        }
      : {}),
    hasIntegratedBlobDb: has('CFOptions', 'enable_blob_files'),
    listSyntax: listSyntax(repo, ref),
    ...(unterminatedReadLoop(repo, ref) ? { unterminatedReadLoop: unterminatedReadLoop(repo, ref) } : {}),
    ...(legacyStructParser(repo, ref) ? { legacyStructParser: true } : {}),
    openRefusals: OPEN_REFUSALS.filter(
      ({ file, marker, refusal }) =>
        (file ? (show(repo, ref, file) ?? '') : factory).includes(marker) && refusal.when.every((c) => has(c.section, c.name)),
    ).map(({ refusal }) => refusal),
    defaults: {
      levelCompactionDynamicLevelBytes: options.find((o) => o.name === 'level_compaction_dynamic_level_bytes')?.default === 'true',
      blockCacheBytes: blockCacheBytes(factory),
    },
    bulkLoad,
  };
}
