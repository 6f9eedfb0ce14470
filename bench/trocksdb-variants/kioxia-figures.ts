// KIOXIA, "TRocksDB Optimized Tuning Guide" (white paper v1, in KioxiaAmerica/trocksdb), Figures 2, 3, 6, 7:
// run times in seconds (lower is better) of the recommended value and its variants. TRocksDB t6.4.6.27, 24-core
// EPYC 7601P (48 threads), 256 GB, 8 NVMe RAID0, 20/800 B; T2 = load of 4 billion keys, T5 = 48 readers + 1
// writer. Every run used a 40 GB block cache.
export interface KioxiaVariant {
  /** The `rocktune compare` variant name for the same change. */
  variant: string;
  figure: number;
  label: string;
  t2Sec: number;
  t5Sec: number;
}

export const KIOXIA_TUNED = { t2Sec: 3_737, t5Sec: 7_477 };

export const KIOXIA_VARIANTS: readonly KioxiaVariant[] = [
  { variant: 'max_background_jobs:half', figure: 2, label: 'jobs 24 (1/2x)', t2Sec: 3_565, t5Sec: 10_347 },
  { variant: 'max_background_jobs:double', figure: 2, label: 'jobs 96 (2x)', t2Sec: 3_937, t5Sec: 8_211 },
  { variant: 'max_write_buffer_number:half', figure: 3, label: 'buffers 7 (1/2x)', t2Sec: 3_710, t5Sec: 8_461 },
  { variant: 'max_write_buffer_number:double', figure: 3, label: 'buffers 26 (2x)', t2Sec: 3_662, t5Sec: 8_327 },
  { variant: 'target_file_size_base:x0.25', figure: 6, label: 'SST 2 MB (1/4x)', t2Sec: 4_620, t5Sec: 7_194 },
  { variant: 'target_file_size_base:x4', figure: 6, label: 'SST 32 MB (4x)', t2Sec: 3_493, t5Sec: 8_464 },
  { variant: 'write_buffer_size:half', figure: 7, label: 'buffer 84 MB (1/2x)', t2Sec: 4_077, t5Sec: 8_725 },
  { variant: 'write_buffer_size:double', figure: 7, label: 'buffer 336 MB (2x)', t2Sec: 4_743, t5Sec: 8_017 },
];
