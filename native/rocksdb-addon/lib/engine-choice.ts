// Which engine runs a file. The file says what it was written for (its dialect): a TRocksDB file declares
// RocksDB 6.x in [Version] or sets TRocksDB's VLog options. It runs on that engine unless the caller names
// another; a TRocksDB file on upstream RocksDB goes through the BlobDB mapping (blob-mapping.ts), which says so.
import { findEntry, getCatalog, listEntries, parseOptionsIni } from '@rocktune/calculator';

import type { EngineId } from './addon-path.js';

export type Dialect = 'rocksdb' | 'trocksdb';

export interface EngineChoice {
  /** The library that runs the file. */
  engine: EngineId;
  /** What the file was written for. */
  dialect: Dialect;
  /** Why: "--engine", "--dialect", or what in the file decided. */
  reason: string;
  /** true when a TRocksDB file runs on upstream RocksDB through the VLog -> BlobDB mapping. */
  blobMapping: boolean;
}

const TROCKSDB = getCatalog('trocksdb');
const UPSTREAM = getCatalog('rocksdb');
/** TRocksDB's own [CFOptions] keys (the VLog options): in its catalog, not in upstream's. */
const VLOG_KEYS: ReadonlySet<string> = new Set(TROCKSDB.names('CFOptions').filter((n) => !UPSTREAM.get('CFOptions', n)));
const TROCKSDB_BASE_VERSION = TROCKSDB.version;
const TROCKSDB_MAJOR = TROCKSDB_BASE_VERSION.split('.')[0];

/** The dialect a file is written in, and the line that says so. */
export function fileDialect(text: string): { dialect: Dialect; reason: string } {
  const { document } = parseOptionsIni(text);
  const version = findEntry(document, 'Version', 'rocksdb_version');
  if (version && version.value.split('.')[0] === TROCKSDB_MAJOR) {
    return { dialect: 'trocksdb', reason: `line ${version.line}: rocksdb_version=${version.value} (TRocksDB is RocksDB ${TROCKSDB_BASE_VERSION})` };
  }
  const vlog = listEntries(document).find(({ section, entry }) => section?.kind === 'CFOptions' && VLOG_KEYS.has(entry.key));
  if (vlog) return { dialect: 'trocksdb', reason: `line ${vlog.entry.line}: ${vlog.entry.key} is a TRocksDB option` };
  return { dialect: 'rocksdb', reason: version ? `line ${version.line}: rocksdb_version=${version.value}` : 'no TRocksDB version or option in the file' };
}

export function chooseEngine(text: string, asked: { engine?: EngineId | undefined; dialect?: Dialect | undefined } = {}): EngineChoice {
  const detected = asked.dialect ? { dialect: asked.dialect, reason: `--dialect ${asked.dialect}` } : fileDialect(text);
  const engine = asked.engine ?? detected.dialect;
  const reason = asked.engine ? `--engine ${asked.engine} (file: ${detected.reason})` : detected.reason;
  return { engine, dialect: detected.dialect, reason, blobMapping: detected.dialect === 'trocksdb' && engine === 'rocksdb' };
}
