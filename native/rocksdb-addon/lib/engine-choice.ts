// Which engine runs a file. The calculator's judgeOf says what the file was written for (TRocksDB writes its VLog
// options into every OPTIONS file, upstream RocksDB never does) and which profile judges it; the file runs on that
// engine unless the caller names another. A TRocksDB file on upstream RocksDB goes through the BlobDB mapping
// (blob-mapping.ts), which says so.
import { judgeOf, parseOptionsIni } from '@rocktune/calculator';

import type { EngineId } from './addon-path.js';
import { engineLabel } from './profile.js';

export type Dialect = 'rocksdb' | 'trocksdb';

export interface EngineChoice {
  /** The library that runs the file. */
  engine: EngineId;
  /** What the file was written for. */
  dialect: Dialect;
  /** The profile lint judges the file by (rocksdb@6.29.5 for a file that declares 6.29.5). */
  profile: string;
  /** Why: "--engine", "--dialect", or what in the file decided; which engine runs it and which profile judges it. */
  reason: string;
  /** true when a TRocksDB file runs on upstream RocksDB through the VLog -> BlobDB mapping. */
  blobMapping: boolean;
}

export function chooseEngine(text: string, asked: { engine?: EngineId | undefined; dialect?: Dialect | undefined } = {}): EngineChoice {
  const judge = judgeOf(parseOptionsIni(text).document, { dialect: asked.dialect });
  const engine = asked.engine ?? judge.engine;
  const blobMapping = judge.engine === 'trocksdb' && engine === 'rocksdb';
  const decided = asked.engine ? `--engine ${asked.engine} (file: ${judge.engineReason})` : judge.engineReason;
  const runs = `runs on ${engine === 'rocksdb' ? 'the linked RocksDB' : engineLabel(engine)}${blobMapping ? ' through the BlobDB mapping' : ''}`;
  return {
    engine,
    dialect: judge.engine,
    profile: judge.profile.id,
    reason: `${decided}; ${runs}; judged by ${judge.profile.id} (${judge.reason})`,
    blobMapping,
  };
}
