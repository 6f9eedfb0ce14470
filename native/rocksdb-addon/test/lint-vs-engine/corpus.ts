// The files the mutations start from: rocktune's own RocksDB-dialect output for every preset over a few
// hosts, and (added by the runner) the OPTIONS files the engine itself persisted after opening them.
import { PRESET_IDS, recommend, toOptionsFile } from '@rocktune/calculator';

const HOSTS = [
  { cpuThreads: 2, dramBytes: 8e9, totalKeys: 2e6, valueSize: 800, openFiles: 1000 },
  { cpuThreads: 8, dramBytes: 64e9, totalKeys: 1e9, valueSize: 100, openFiles: 80_000 },
  { cpuThreads: 48, dramBytes: 128e9, totalKeys: 8e9, valueSize: 20_000, openFiles: 80_000 },
];

/** Generated OPTIONS files of one dialect, one per preset and host. */
export function generatedFiles(dialect: 'rocksdb' | 'trocksdb'): string[] {
  const out: string[] = [];
  for (const workload of PRESET_IDS) {
    for (const host of HOSTS) {
      const r = recommend({ ...host, workload, dialect });
      if (r.ok) out.push(toOptionsFile(r.recommendation, { rocktuneVersion: '0.0.0-property' }));
    }
  }
  return out;
}
