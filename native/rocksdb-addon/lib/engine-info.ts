// engineInfo: the RocksDB the addon is linked against and the compressions compiled into it.
import { runInChild } from './child-runner.js';

export interface EngineInfo {
  rocksdbVersion: string;
  compressions: string[];
}

export function engineInfo(opts: { signal?: AbortSignal } = {}): Promise<EngineInfo> {
  return runInChild<EngineInfo>('engineInfo', {}, opts.signal ? { signal: opts.signal } : {});
}
