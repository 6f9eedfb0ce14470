// The pre-filled database of the capped sine runs (issue 19, item 4): the db_bench finding that compactions-off
// out-writes compactions-on was an overwrite of a 0.9 GB database, where every flushed memtable overlaps data on
// the lower levels and a compaction rewrites it. A fresh database compacts too little for that. The fill runs once,
// uncapped, with the `enabled` options (so every variant starts from the same LSM tree); each run gets a copy,
// evicted from the page cache so that its reads hit the capped disk.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadTest, Workspace } from '@rocktune/rocksdb-addon';
import { evictFromPageCache } from '../../packages/cli/src/compare/evict.js';
import { lsmShape } from './lsm-shape.js';

export interface Prefill {
  keys: number;
  /** The fill's own figures: seconds and what the LSM held after it. */
  report: { keys: number; seconds: number; bytes: number; levels: string };
  /** Copies the filled database to `dbPath` (which must not exist yet) and evicts it from the page cache. */
  copyTo(dbPath: string): void;
  dispose(): void;
}

export async function createPrefill(
  options: string,
  keys: number,
  key: { keySize: number; valueSize: number },
  tmpRoot: string,
): Promise<Prefill> {
  const ws = Workspace.create({ tmpRoot });
  const r = await loadTest({ options, workspace: ws, keys, ...key, order: 'sequential' });
  const levels = lsmShape(r.levels);
  return {
    keys,
    report: { keys, seconds: +r.elapsedSec.toFixed(1), bytes: keys * (key.keySize + key.valueSize), levels },
    copyTo(dbPath) {
      cpSync(ws.dbPath, dbPath, { recursive: true, errorOnExist: true, force: false });
      rmSync(join(dbPath, 'LOG'), { force: true });
      evictFromPageCache(dbPath);
    },
    dispose: () => ws.dispose(),
  };
}
