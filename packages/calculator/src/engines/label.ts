import type { EngineName } from './types.js';

/** The engine as people name it: TRocksDB for KIOXIA's, RocksDB for any other (and when none is named). */
export function engineLabel(engine: EngineName | (string & {}) | undefined): string {
  return engine === 'trocksdb' ? 'TRocksDB' : 'RocksDB';
}
