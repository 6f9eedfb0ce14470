/** Where a number comes from. Every emitted value carries one, so users can check it against the source. */
export type Source =
  | { kind: 'seed'; seed: SeedId; section: string }
  | { kind: 'rocksdb-default' }
  | { kind: 'rocksdb-api'; api: string }
  | { kind: 'extension'; reason: string };

export type SeedId = 'G' | 'T' | 'S' | 'M' | 'D';

export const SEED_TITLES: Record<SeedId, string> = {
  G: 'KIOXIA, "Optimizing TRocksDB for Improved Performance"',
  T: 'Warlo, "Auto-tuning RocksDB" (NTNU 2018)',
  S: 'SILK-style dynamic L0 hyperparameters',
  M: 'smalldatum, "RocksDB: LRU, mmap and compression" (2022)',
  D: 'Dankook, "Leveled vs universal compaction" (2021)',
};

export const guide = (section: string): Source => ({ kind: 'seed', seed: 'G', section });
export const thesis = (section: string): Source => ({ kind: 'seed', seed: 'T', section });
export const silk = (section: string): Source => ({ kind: 'seed', seed: 'S', section });
export const smalldatum = (section: string): Source => ({ kind: 'seed', seed: 'M', section });
export const extension = (reason: string): Source => ({ kind: 'extension', reason });

/** One line, e.g. `G, "CPU Threads Tuning"` or `extension: RocksDB needs trigger <= slowdown <= stop`. */
export function describeSource(source: Source): string {
  switch (source.kind) {
    case 'seed':
      return `${source.seed}, "${source.section}"`;
    case 'rocksdb-default':
      return 'RocksDB default';
    case 'rocksdb-api':
      return `RocksDB ${source.api}`;
    case 'extension':
      return `extension: ${source.reason}`;
  }
}
