import { getEngineProfile, listEntries, parseOptionsIni, type Recommendation } from '@rocktune/calculator';

/** What the emitted file sets, by option name: the first entry of each, as RocksDB reads it. */
export type FileSettings = ReadonlyMap<string, string>;

export function fileSettings(text: string): FileSettings {
  const settings = new Map<string, string>();
  for (const { entry } of listEntries(parseOptionsIni(text).document)) if (!settings.has(entry.key)) settings.set(entry.key, entry.value);
  return settings;
}

/** The memory limits the file gives the engine: its memtables, and its block cache or, where the file has none, the engine's default. */
export interface FileCapacities {
  memtables: number;
  cache: number;
  /** Why the file has no block_cache (the engine cannot read it from a file), where it has none. */
  cacheNotInFile: string | undefined;
  /** What the calculator sized, to apply outside the file where the file cannot carry it. */
  cacheSized: number;
}

export function fileCapacities(settings: FileSettings | undefined, rec: Recommendation): FileCapacities {
  const { memory } = rec;
  const sized = {
    memtables: memory.memtableBytes,
    cache: memory.blockCacheBytes,
    cacheNotInFile: undefined,
    cacheSized: memory.blockCacheBytes,
  };
  if (!settings) return sized;
  const number = (key: string) => Number(settings.get(key));
  const cache = settings.get('block_cache');
  return {
    memtables: number('write_buffer_size') * number('max_write_buffer_number'),
    cache: cache === undefined ? getEngineProfile(rec.target).defaults.blockCacheBytes : Number(cache),
    cacheNotInFile: cache === undefined ? rec.options.find((o) => o.name === 'block_cache')?.notInFile : undefined,
    cacheSized: memory.blockCacheBytes,
  };
}
