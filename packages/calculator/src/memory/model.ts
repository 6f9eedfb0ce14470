import { defaultProfile, numericDefault } from '../engines/facts.js';
import type { EngineProfile } from '../engines/types.js';
import { formatInteger } from '../units.js';
import {
  BLOCK_SIZE_DEVIATION,
  DATA_ENTRY_HEADER,
  DATA_RESTART_INTERVAL,
  FILTER_CACHE_LINE,
  FILTER_METADATA_BYTES,
  INDEX_ENTRY_OVERHEAD,
  INTERNAL_KEY_TRAILER,
  RESTART_ENTRY_BYTES,
  TABLE_READER_FIXED_BYTES,
  VALUE_FILE_READER_BYTES,
} from './accounting.js';
import { bytesAsNumber, memtablePeakBytes, memtablesAsRun } from './exact.js';

// rules.md R20: what a database holds in RAM, per component, from its options and its size.

/** The database the options run on. */
export interface MemoryWorkload {
  keys: number;
  keySize: number;
  valueSize: number;
  /** Bytes per key that point at a separated value in the SST (blob index + key trailer); the spec's P. */
  keyOverhead: number;
  /** Compressed / raw size of separated values (value files only). */
  compressionFactor?: number;
  /**
   * Bytes of an index separator. RocksDB shortens the separator between two blocks to the shortest key that
   * divides them, so it depends on the key format; default: the whole user key (an upper bound). For keys of an
   * 8-byte big-endian counter padded with '0' (the engine's test keys) it is 9.
   */
  indexKeyBytes?: number;
}

/** The options that decide memory; RocksDB's defaults where absent. */
export interface MemorySettings {
  writeBufferSize: number;
  maxWriteBufferNumber: number;
  blockCacheBytes: number;
  blockSize: number;
  cacheIndexAndFilterBlocks: boolean;
  /** Bloom bits per key; 0 without a filter. */
  filterBitsPerKey: number;
  targetFileSizeBase: number;
  /** -1: every file stays open. */
  maxOpenFiles: number;
  /** Values in blob / VLog files. */
  separated: boolean;
  valueFileSize: number;
}

export interface MemoryTerm {
  bytes: number;
  formula: string;
}

export interface MemoryPrediction {
  memtables: MemoryTerm;
  /** The cache once warm: its capacity, or everything it can hold when the database is smaller. */
  blockCache: MemoryTerm & { capacityBytes: number };
  indexBlocks: MemoryTerm & { inCache: boolean };
  filterBlocks: MemoryTerm & { inCache: boolean };
  /** Reader objects of the open SSTs, without their index and filter. */
  tableReaders: MemoryTerm & { openFiles: number };
  valueFileReaders: MemoryTerm & { openFiles: number };
  /** Everything, counting cached metadata once (inside the cache). */
  totalBytes: number;
  /** What RocksDB itself reports for the same database (rocksdb.* properties). */
  rocksdbProperties: { curSizeAllMemTables: number; estimateTableReadersMem: number; blockCacheUsage: number };
  /** The shape the terms were derived from. */
  shape: { sstBytes: number; sstFiles: number; dataBlocks: number; valueFiles: number };
}

const n = formatInteger;

/** Entries per data block under FlushBlockBySizePolicy: cut at block_size, or early within the deviation. */
export function entriesPerBlock(entryBytes: number, blockSize: number): number {
  const early = blockSize * (1 - BLOCK_SIZE_DEVIATION);
  let size = 0;
  let entries = 0;
  for (;;) {
    if (entries > 0 && size + entryBytes > blockSize && size > early) return entries;
    size += entryBytes + (entries % DATA_RESTART_INTERVAL === 0 ? RESTART_ENTRY_BYTES : 0);
    entries += 1;
    if (size >= blockSize) return entries;
  }
}

/** Bytes of one key's entry in an SST data block. */
export function sstEntryBytes(w: MemoryWorkload, separated: boolean): number {
  return separated ? w.keySize + w.keyOverhead + DATA_ENTRY_HEADER : w.keySize + INTERNAL_KEY_TRAILER + w.valueSize + DATA_ENTRY_HEADER;
}

/** A full filter for `keys` keys: bits per key rounded up to cache lines, plus its metadata. */
export function filterBytes(keys: number, bitsPerKey: number): number {
  if (bitsPerKey <= 0 || keys <= 0) return 0;
  return Math.ceil((keys * bitsPerKey) / 8 / FILTER_CACHE_LINE) * FILTER_CACHE_LINE + FILTER_METADATA_BYTES;
}

/** rules.md R20: every term, for `settings` on a database of `w.keys` keys. */
export function predictMemory(settings: MemorySettings, w: MemoryWorkload): MemoryPrediction {
  const memtableBytes = bytesAsNumber(memtablePeakBytes(settings.writeBufferSize, settings.maxWriteBufferNumber));
  const entry = sstEntryBytes(w, settings.separated);
  const perBlock = entriesPerBlock(entry, settings.blockSize);
  const dataBlocks = Math.ceil(w.keys / perBlock);
  const sstBytes = w.keys * entry;
  const sstFiles = Math.max(1, Math.ceil(sstBytes / settings.targetFileSizeBase));
  const keysPerSst = Math.ceil(w.keys / sstFiles);

  const separator = Math.min(w.indexKeyBytes ?? w.keySize, w.keySize);
  const indexBytes = dataBlocks * (separator + INDEX_ENTRY_OVERHEAD);
  const filterTotal = sstFiles * filterBytes(keysPerSst, settings.filterBitsPerKey);
  const inCache = settings.cacheIndexAndFilterBlocks;
  const openSsts = settings.maxOpenFiles < 0 ? sstFiles : Math.min(sstFiles, settings.maxOpenFiles);
  const readerBytes = openSsts * TABLE_READER_FIXED_BYTES;
  const valueBytes = settings.separated ? w.keys * w.valueSize * (w.compressionFactor ?? 1) : 0;
  const valueFiles = settings.separated ? Math.max(1, Math.ceil(valueBytes / settings.valueFileSize)) : 0;
  const openValueFiles = settings.maxOpenFiles < 0 ? valueFiles : Math.min(valueFiles, settings.maxOpenFiles);
  const valueReaderBytes = openValueFiles * VALUE_FILE_READER_BYTES;

  const metadataOutside = inCache ? 0 : indexBytes + filterTotal;
  const cacheable = sstBytes + (inCache ? indexBytes + filterTotal : 0);
  const cacheUse = Math.min(settings.blockCacheBytes, cacheable);
  const totalBytes = memtableBytes + cacheUse + metadataOutside + readerBytes + valueReaderBytes;
  const blocksFormula = `ceil(${n(w.keys)} keys / ${perBlock} per ${n(settings.blockSize)}-byte block) = ${n(dataBlocks)} data blocks`;
  return {
    memtables: {
      bytes: memtableBytes,
      formula: `write_buffer_size * max_write_buffer_number = ${n(settings.writeBufferSize)} * ${memtablesAsRun(settings.maxWriteBufferNumber)}`,
    },
    blockCache: {
      bytes: cacheUse,
      capacityBytes: settings.blockCacheBytes,
      formula: `min(capacity ${n(settings.blockCacheBytes)}, cacheable ${n(cacheable)})`,
    },
    indexBlocks: {
      bytes: indexBytes,
      inCache,
      formula: `${blocksFormula} * (separator ${separator} + ${INDEX_ENTRY_OVERHEAD}) = ${n(indexBytes)}${inCache ? ', in the block cache' : ', outside the cache'}`,
    },
    filterBlocks: {
      bytes: filterTotal,
      inCache,
      formula:
        settings.filterBitsPerKey > 0
          ? `${n(sstFiles)} SSTs * ceil(${n(keysPerSst)} keys * ${settings.filterBitsPerKey} bits / 8) = ${n(filterTotal)}${inCache ? ', in the block cache' : ', outside the cache'}`
          : 'no filter_policy: 0',
    },
    tableReaders: {
      bytes: readerBytes,
      openFiles: openSsts,
      formula: `${n(openSsts)} open SSTs * ${n(TABLE_READER_FIXED_BYTES)} = ${n(readerBytes)}`,
    },
    valueFileReaders: {
      bytes: valueReaderBytes,
      openFiles: openValueFiles,
      formula: settings.separated
        ? `${n(openValueFiles)} open value files * ${VALUE_FILE_READER_BYTES} = ${n(valueReaderBytes)}`
        : 'values inline: 0',
    },
    totalBytes,
    rocksdbProperties: {
      curSizeAllMemTables: memtableBytes,
      estimateTableReadersMem: metadataOutside + readerBytes,
      blockCacheUsage: cacheUse,
    },
    shape: { sstBytes, sstFiles, dataBlocks, valueFiles },
  };
}

/** The settings an engine version uses for every option a file leaves out, from its profile. */
export function defaultMemorySettings(profile: EngineProfile): MemorySettings {
  const valueFile = ['blob_file_size', 'vlogfile_max_size'].find((name) => profile.get('CFOptions', name));
  return {
    writeBufferSize: numericDefault(profile, 'write_buffer_size'),
    maxWriteBufferNumber: numericDefault(profile, 'max_write_buffer_number'),
    blockCacheBytes: profile.defaults.blockCacheBytes,
    blockSize: numericDefault(profile, 'block_size', 'TableOptions/BlockBasedTable'),
    cacheIndexAndFilterBlocks: false,
    filterBitsPerKey: 0,
    targetFileSizeBase: numericDefault(profile, 'target_file_size_base'),
    maxOpenFiles: -1,
    separated: false,
    valueFileSize: valueFile ? numericDefault(profile, valueFile) : 0,
  };
}

/** The default settings of the linked engine (the default target). */
export const ROCKSDB_DEFAULT_MEMORY_SETTINGS: MemorySettings = defaultMemorySettings(defaultProfile());
