import { fileSeparatesValues } from '../engines/separation.js';
import { blockCacheCapacity, parseRocksInteger } from '../engines/values.js';
import { findEntry, parseOptionsIni, tableOptionsTitle, type OptionsDocument } from '../options-ini/index.js';
import { bytesAsNumber, memtablePeakBytes } from './exact.js';
import { ROCKSDB_DEFAULT_MEMORY_SETTINGS, type MemorySettings } from './model.js';

/** An option's text as the file states it, or undefined. */
export type OptionLookup = (name: string) => string | undefined;

function integer(text: string | undefined, fallback: number, type: 'int' | 'uint64' = 'uint64'): number {
  if (text === undefined) return fallback;
  const parsed = parseRocksInteger(text, type);
  return parsed.ok ? Number(parsed.value) : fallback;
}

const isTrue = (text: string | undefined): boolean => text !== undefined && /^\s*(true|1)\s*$/i.test(text);

/** `bloomfilter:10:false`, `ribbonfilter:9.9` -> bits per key; 0 for none or unreadable. */
export function filterBitsPerKey(policy: string | undefined): number {
  const m = policy === undefined ? null : /^\s*(?:rocksdb\.)?(?:bloomfilter|ribbonfilter|BuiltinBloomFilter)\s*:\s*([\d.]+)/i.exec(policy);
  return m ? Number(m[1]) : 0;
}

/**
 * The memory-relevant settings of one column family; an engine's defaults where the options say nothing (the
 * linked engine's unless the caller knows the target: `defaultMemorySettings(profile)`).
 */
export function memorySettingsFrom(get: OptionLookup, d: MemorySettings = ROCKSDB_DEFAULT_MEMORY_SETTINGS): MemorySettings {
  const cache = get('block_cache');
  return {
    writeBufferSize: integer(get('write_buffer_size'), d.writeBufferSize),
    maxWriteBufferNumber: integer(get('max_write_buffer_number'), d.maxWriteBufferNumber, 'int'),
    blockCacheBytes: cache === undefined ? d.blockCacheBytes : (blockCacheCapacity(cache) ?? d.blockCacheBytes),
    blockSize: integer(get('block_size'), d.blockSize),
    cacheIndexAndFilterBlocks: isTrue(get('cache_index_and_filter_blocks')),
    filterBitsPerKey: filterBitsPerKey(get('filter_policy')),
    targetFileSizeBase: integer(get('target_file_size_base'), d.targetFileSizeBase),
    maxOpenFiles: integer(get('max_open_files'), d.maxOpenFiles, 'int'),
    separated: fileSeparatesValues(get),
    valueFileSize: integer(get('blob_file_size') ?? get('vlogfile_max_size')?.split(':')[0], d.valueFileSize),
  };
}

/** Options as entries (a recommendation's, a variant's): each value as a file would state it. */
export function lookupEntries(options: readonly { name: string; value: string | number | boolean | readonly string[] }[]): OptionLookup {
  const byName = new Map(options.map((o) => [o.name, Array.isArray(o.value) ? o.value.join(':') : String(o.value)]));
  return (name) => byName.get(name);
}

/** Memtables at their peak plus the block cache (rules.md R23): what the engine's memory guard counts. */
export function memtablesAndCacheBytes(settings: MemorySettings): number {
  return bytesAsNumber(memtablePeakBytes(settings.writeBufferSize, settings.maxWriteBufferNumber)) + settings.blockCacheBytes;
}

/** The settings of column family `cf` of an OPTIONS document (DBOptions, CFOptions and its block-based table). */
export function memorySettingsFromDocument(
  document: OptionsDocument,
  cf = 'default',
  defaults: MemorySettings = ROCKSDB_DEFAULT_MEMORY_SETTINGS,
): MemorySettings {
  const sections = ['DBOptions', { title: 'CFOptions', arg: cf }, { title: tableOptionsTitle('BlockBasedTable'), arg: cf }] as const;
  return memorySettingsFrom((name) => {
    for (const selector of sections) {
      const entry = findEntry(document, selector, name);
      if (entry) return entry.value;
    }
    return undefined;
  }, defaults);
}

/**
 * Memtables at their peak summed over every column family of an OPTIONS text, exactly (rules.md R23): what the
 * engine refuses to open above the host's memory. `defaults`: the running engine's, for what a family leaves out.
 */
export function fileMemtableBytes(
  text: string,
  defaults: MemorySettings = ROCKSDB_DEFAULT_MEMORY_SETTINGS,
): { bytes: bigint; columnFamilies: number } {
  const { document } = parseOptionsIni(text);
  const families = document.sections.filter((s) => s.kind === 'CFOptions').map((s) => s.arg ?? 'default');
  const bytes = families.reduce((sum, cf) => {
    const s = memorySettingsFromDocument(document, cf, defaults);
    return sum + memtablePeakBytes(Math.max(0, s.writeBufferSize), Math.max(0, s.maxWriteBufferNumber));
  }, 0n);
  return { bytes, columnFamilies: families.length };
}

/** The settings of an OPTIONS file's text (as validate and the benchmarks have it). */
export function memorySettingsFromText(text: string, cf = 'default'): MemorySettings {
  return memorySettingsFromDocument(parseOptionsIni(text).document, cf);
}
