// KIOXIA, "Comparing Payload Sizes: RocksDB vs TRocksDB" (white paper, Feb. 2020, in KioxiaAmerica/trocksdb):
// YCSB workload A on 300 GB, TRocksDB t6.4.6 (values separated) vs RocksDB 6.4.6 (inline), 32-core EPYC,
// 256 GB, 16 NVMe RAID0. ops/s; "ratio" below is TRocksDB / RocksDB (the paper's "advantage" + 1).
export interface PayloadRow {
  valueBytes: number;
  loadSeparated: number;
  loadInline: number;
  runSeparated: number;
  runInline: number;
}

export const KIOXIA_PAYLOAD: readonly PayloadRow[] = [
  { valueBytes: 500, loadSeparated: 90_481, loadInline: 109_187, runSeparated: 94_020, runInline: 143_757 },
  { valueBytes: 1_000, loadSeparated: 82_362, loadInline: 82_866, runSeparated: 87_956, runInline: 127_295 },
  { valueBytes: 2_000, loadSeparated: 68_990, loadInline: 46_769, runSeparated: 80_312, runInline: 105_492 },
  { valueBytes: 4_000, loadSeparated: 50_865, loadInline: 26_370, runSeparated: 68_730, runInline: 77_492 },
  { valueBytes: 8_000, loadSeparated: 34_668, loadInline: 13_482, runSeparated: 53_889, runInline: 54_854 },
  { valueBytes: 16_000, loadSeparated: 20_032, loadInline: 5_901, runSeparated: 36_400, runInline: 31_233 },
  { valueBytes: 64_000, loadSeparated: 5_400, loadInline: 1_910, runSeparated: 11_187, runInline: 10_101 },
  { valueBytes: 256_000, loadSeparated: 1_309, loadInline: 438, runSeparated: 2_836, runInline: 1_701 },
];

export const loadRatio = (r: PayloadRow): number => r.loadSeparated / r.loadInline;
export const runRatio = (r: PayloadRow): number => r.runSeparated / r.runInline;
