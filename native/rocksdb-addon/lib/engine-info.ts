// engineInfo: the engine an addon is linked against (rocksdb or trocksdb), its version and compressions.
import type { EngineId } from './addon-path.js';
import { runInChild } from './child-runner.js';

export interface EngineInfo {
  /** The library that ran: upstream RocksDB or KIOXIA's TRocksDB. */
  engine: EngineId;
  /** Its version, as the linked library's version.h says (TRocksDB: its RocksDB base). The name predates TRocksDB support. */
  rocksdbVersion: string;
  compressions: string[];
}

export function engineInfo(opts: { engine?: EngineId; signal?: AbortSignal } = {}): Promise<EngineInfo> {
  return runInChild<EngineInfo>(
    'engineInfo',
    {},
    { ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.engine ? { engine: opts.engine } : {}) },
  );
}
