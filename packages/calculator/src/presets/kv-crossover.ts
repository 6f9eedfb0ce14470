/**
 * Value sizes at which KIOXIA's payload-size paper (P: TRocksDB vs the RocksDB it forks, YCSB A, 300 GB) found key-value
 * separation ahead of inline values (rules.md X-kv-auto): loads from 2,000 B (-1 % at 1 KB, +48 % at 2 KB),
 * mixed read/update work only from 16,000 B (-31 % at 1 KB, -2 % at 8 KB, +17 % at 16 KB).
 */
export const WRITE_CROSSOVER = 2_000;
export const MIXED_WORK_CROSSOVER = 16_000;
