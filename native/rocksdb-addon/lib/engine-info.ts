// engineInfo: the engine an addon is linked against (rocksdb or trocksdb), its version and compressions.
import type { EngineId } from './addon-path.js';
import { runInChild } from './child-runner.js';

export interface EngineInfo {
  /** The library that ran: upstream RocksDB or KIOXIA's TRocksDB. */
  engine: EngineId;
  /** Its version, e.g. "7.8.3" or "6.4.6" (TRocksDB's RocksDB base). The name predates TRocksDB support. */
  rocksdbVersion: string;
  compressions: string[];
}

export function engineInfo(opts: { engine?: EngineId; signal?: AbortSignal } = {}): Promise<EngineInfo> {
  return runInChild<EngineInfo>('engineInfo', {}, { ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.engine ? { engine: opts.engine } : {}) });
}
