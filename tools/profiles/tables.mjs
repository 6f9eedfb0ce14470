// Extracts the option type tables of one source tree: which keys each OPTIONS section accepts,
// how each value is parsed, mutability, deprecation, struct fields and enum constants.
import { mapEntries, mapInitializers, preprocess, stringConstants, unquote } from './cpp.mjs';
import { show } from './git.mjs';

/** Files that hold option tables or enum string maps in the 5.x, 6.x and 7.x+ layouts. */
const SOURCE_FILES = [
  'options/options_helper.cc',
  'options/options_helper.h',
  'options/db_options.cc',
  'options/cf_options.cc',
  'table/block_based_table_factory.h',
  'table/block_based_table_factory.cc',
  'table/block_based/block_based_table_factory.h',
  'table/block_based/block_based_table_factory.cc',
  'util/options_helper.cc',
  'util/options_helper.h',
  'cache/cache.cc',
  'table/plain_table_factory.h',
  'table/plain_table_factory.cc',
  'table/plain/plain_table_factory.h',
  'table/plain/plain_table_factory.cc',
  'table/cuckoo/cuckoo_table_factory.cc',
];

export const SECTION_MAPS = {
  DBOptions: ['db_options_type_info', 'db_mutable_options_type_info', 'db_immutable_options_type_info'],
  CFOptions: ['cf_options_type_info', 'cf_mutable_options_type_info', 'cf_immutable_options_type_info'],
  'TableOptions/BlockBasedTable': ['block_based_table_type_info'],
  'TableOptions/PlainTable': ['plain_table_type_info'],
  'TableOptions/CuckooTable': ['cuckoo_table_type_info'],
};

/** The options struct each table section's fields live in (their defaults are read from it alone: names repeat). */
export const TABLE_STRUCTS = { 'TableOptions/PlainTable': 'PlainTableOptions', 'TableOptions/CuckooTable': 'CuckooTableOptions' };

/** Functions that parse some keys by name before the table lookup (5.x / 6.x layout). */
const CODE_PARSERS = { ParseColumnFamilyOption: 'CFOptions', ParseDBOption: 'DBOptions' };

const SCALARS = {
  kBoolean: 'bool',
  kInt: 'int',
  kAtomicInt: 'int',
  kInt32T: 'int32',
  kInt64T: 'int64',
  kUInt: 'uint32',
  kUInt8T: 'uint8',
  kUInt32T: 'uint32',
  kUInt64T: 'uint64',
  kSizeT: 'uint64',
  kDouble: 'double',
  kString: 'string',
  kEncodedString: 'string',
};

/** Pre-7.x enum kinds and the string map that lists their constants. */
const ENUM_KINDS = {
  kCompressionType: 'compression_type_string_map',
  kCompactionStyle: 'compaction_style_string_map',
  kCompactionPri: 'compaction_pri_string_map',
  kChecksumType: 'checksum_type_string_map',
  kBlockBasedTableIndexType: 'block_base_table_index_type_string_map',
  kBlockBasedTableDataBlockIndexType: 'block_base_table_data_block_index_type_string_map',
  kBlockBasedTableIndexShorteningMode: 'block_base_table_index_shortening_mode_string_map',
  kWALRecoveryMode: 'wal_recovery_mode_string_map',
  kAccessHint: 'access_hint_string_map',
  kInfoLogLevel: 'info_log_level_string_map',
  kEncodingType: 'encoding_type_string_map',
  kCompactionStopStyle: 'compaction_stop_style_string_map',
  kTemperature: 'temperature_string_map',
};
const STRUCT_KINDS = {
  kCompactionOptionsUniversal: 'universal_compaction_options_type_info',
  kCompactionOptionsFIFO: 'fifo_compaction_options_type_info',
  kLRUCacheOptions: 'lru_cache_options_type_info',
};
const VECTOR_KINDS = { kVectorInt: 'int', kVectorInt32: 'int32', kVectorInt64: 'int64', kVectorCompressionType: 'enum' };
/** Parse calls a custom parse lambda may make, and the type they read. */
const LAMBDA_PARSERS = {
  ParseUint64: 'uint64',
  ParseSizeT: 'uint64',
  ParseInt64: 'int64',
  ParseUint32: 'uint32',
  ParseInt: 'int',
  ParseDouble: 'double',
  ParseBoolean: 'bool',
};

/** The whole tree's preprocessed text of the files that exist, joined. */
function treeText(repo, ref) {
  return SOURCE_FILES.map((path) => show(repo, ref, path))
    .filter((text) => text !== undefined)
    .map(preprocess)
    .join('\n');
}

function enumMaps(text) {
  const maps = new Map();
  for (const [name, inner] of mapInitializers(text, /_string_map$/)) {
    maps.set(
      name,
      mapEntries(inner)
        .map(([key]) => unquote(key))
        .filter((k) => k !== undefined),
    );
  }
  return maps;
}

function keyName(key, constants) {
  return unquote(key) ?? constants.get(key.replace(/^.*::/, '').trim());
}

/**
 * One table entry as rocktune describes it:
 * { type, item?, enumMap?, structMap?, mutable, deprecated, alias, persisted }.
 */
export function describeEntry(body) {
  const verification = /OptionVerificationType::k(\w+)/.exec(body)?.[1] ?? 'Normal';
  const flags = [...body.matchAll(/OptionTypeFlags::(k\w+)/g)].map((m) => m[1]);
  // 5.x / 6.x entries: {offset, type, verification, is_mutable, mutable_offset}
  const legacyMutable = /OptionVerificationType::k\w+\s*,\s*(true|false)\s*,/.exec(body)?.[1];
  const field = /offset_?of\s*\(\s*(?:(?:struct|class)\s+\w+\s*,\s*|&\w+::)(\w+)/.exec(body)?.[1];
  const out = {
    ...(field ? { field } : {}),
    mutable: flags.includes('kMutable') || legacyMutable === 'true',
    deprecated: verification === 'Deprecated',
    alias: verification === 'Alias',
    persisted: !flags.includes('kDontSerialize') && verification !== 'Deprecated' && verification !== 'Alias',
  };
  const structRef = /OptionTypeInfo::Struct\s*\([^&]*&(\w+)/.exec(body);
  if (structRef) return { ...out, type: 'struct', structMap: structRef[1] };
  const vector = /OptionTypeInfo::Vector\s*<\s*([\w:]+)\s*>/.exec(body);
  if (vector) {
    const inner = /\{\s*0\s*,\s*OptionType::(k\w+)/.exec(body)?.[1];
    const item = SCALARS[inner] ?? (ENUM_KINDS[inner] ? 'enum' : 'any');
    return { ...out, type: 'list', item, enumMap: ENUM_KINDS[inner] };
  }
  const enumRef = /OptionTypeInfo::Enum\s*<[^>]*>\s*\([^&]*&(?:\w+::)?(\w+)/.exec(body);
  if (enumRef) return { ...out, type: 'enum', enumMap: enumRef[1] };
  if (/OptionTypeInfo::AsCustom\w+/.test(body)) return { ...out, type: 'object' };
  const kind = /OptionType::(k\w+)/.exec(body)?.[1];
  const lambda =
    body.includes('[](') || body.includes('[] (') ? Object.keys(LAMBDA_PARSERS).find((fn) => body.includes(`${fn}(value)`)) : undefined;
  if (lambda) {
    const stored = SCALARS[kind];
    return { ...out, type: LAMBDA_PARSERS[lambda], ...(stored && stored !== LAMBDA_PARSERS[lambda] ? { storedAs: stored } : {}) };
  }
  if (kind && SCALARS[kind]) return { ...out, type: SCALARS[kind] };
  if (kind && ENUM_KINDS[kind]) return { ...out, type: 'enum', enumMap: ENUM_KINDS[kind] };
  if (kind && STRUCT_KINDS[kind]) return { ...out, type: 'struct', structMap: STRUCT_KINDS[kind] };
  if (kind && VECTOR_KINDS[kind])
    return {
      ...out,
      type: 'list',
      item: VECTOR_KINDS[kind],
      enumMap: kind === 'kVectorCompressionType' ? 'compression_type_string_map' : undefined,
    };
  return { ...out, type: 'object' };
}

/** Keys a Parse*Option function handles by name before its table lookup. */
function codeParsedNames(text, constants) {
  const out = {};
  for (const [fn, section] of Object.entries(CODE_PARSERS)) {
    const start = text.search(new RegExp(`Status\\s+${fn}\\s*\\(`));
    if (start === -1) continue;
    const body = text.slice(start, text.indexOf('\n}', start));
    const names = [...body.matchAll(/name\s*==\s*("(?:[^"\\]|\\.)*"|k\w+)/g)].map((m) => keyName(m[1], constants)).filter(Boolean);
    out[section] = [...new Set(names)];
  }
  return out;
}

/** Keys BlockBasedTable parses by name only on the SetOptions path (`!input_strings_escaped`): an OPTIONS file cannot set them. */
function setOptionsOnlyTableNames(text, constants) {
  const start = text.search(/ParseBlockBasedTableOption\s*\(/);
  if (start === -1) return [];
  const guard = text.indexOf('if (!input_strings_escaped)', start);
  if (guard === -1 || guard > text.indexOf('\n}', start)) return [];
  const body = text.slice(guard, text.indexOf('\n}', guard));
  return [...new Set([...body.matchAll(/name\s*==\s*("(?:[^"\\]|\\.)*"|k\w+)/g)].map((m) => keyName(m[1], constants)).filter(Boolean))];
}

/**
 * Keys the file loader reads and then silently drops: BlockBasedTable parses them by name only on the SetOptions
 * path, and their table entry's type has no case in ParseOptionHelper, no parse function of its own, and a by-name
 * verification under which GetBlockBasedTableOptionsFromMap ignores the parse failure (5.x / 6.4 filter_policy).
 */
function droppedTableNames(text, constants, infos, setOptionsOnly) {
  const start = text.search(/bool\s+ParseOptionHelper\s*\(/);
  if (start === -1) return [];
  const parsedKinds = new Set([...text.slice(start, text.indexOf('\n}', start)).matchAll(/case\s+OptionType::(k\w+)/g)].map((m) => m[1]));
  return SECTION_MAPS['TableOptions/BlockBasedTable'].flatMap((map) =>
    mapEntries(infos.get(map) ?? '').flatMap(([key, body]) => {
      const name = keyName(key, constants);
      const kind = /OptionType::(k\w+)/.exec(body)?.[1];
      const dropped =
        name &&
        setOptionsOnly.includes(name) &&
        kind &&
        !parsedKinds.has(kind) &&
        !body.includes('[](') &&
        /OptionVerificationType::kByName/.test(body);
      return dropped ? [name] : [];
    }),
  );
}

/**
 * { sections: { DBOptions: Map(name -> entry), ... }, structs: Map(map -> Map(field -> entry)),
 *   enums: Map(map -> constants), codeParsed: { section: names }, setOptionsOnly: names, droppedFromFile: names }
 */
export function readTables(repo, ref) {
  const text = treeText(repo, ref);
  const constants = stringConstants(text);
  const infos = mapInitializers(text, /type_info$/);
  const entriesOf = (mapName) =>
    new Map(
      mapEntries(infos.get(mapName) ?? '')
        .map(([key, body]) => /** @type {[string, any]} */ ([keyName(key, constants), describeEntry(body)]))
        .filter(([k]) => k),
    );
  const sections = {};
  for (const [section, maps] of Object.entries(SECTION_MAPS)) {
    sections[section] = new Map(maps.flatMap((m) => [...entriesOf(m)]));
  }
  const structs = new Map();
  for (const name of infos.keys()) structs.set(name, entriesOf(name));
  const cacheSource = preprocess(show(repo, ref, 'cache/cache.cc') ?? '');
  const setOptionsOnly = setOptionsOnlyTableNames(text, constants);
  return {
    sections,
    structs,
    cacheSource,
    enums: enumMaps(text),
    codeParsed: codeParsedNames(text, constants),
    setOptionsOnly,
    droppedFromFile: droppedTableNames(text, constants, infos, setOptionsOnly),
  };
}
