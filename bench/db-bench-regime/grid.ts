// The grid db_bench judges rocktune's advice on (issue 33): points of the capped regime (memory cap, disk caps, value
// size, key count) and the workloads each variant runs there. A point's database is 2-4x its memory cap, so reads
// reach the disk and the sizes in the OPTIONS files matter.

export interface GridPoint {
  /** e.g. `m512-w40-v800`. */
  id: string;
  memoryBytes: number;
  writeBps: number;
  readBps: number;
  keySize: number;
  valueSize: number;
  keys: number;
  /** Values in blob files (RocksDB's integrated BlobDB, `--kv-separation on`) rather than inline. */
  separated: boolean;
}

export type WorkloadName = 'fillrandom' | 'overwrite' | 'readrandom' | 'readwhilewriting' | 'mixed50' | 'mixed90';

export interface Workload {
  name: WorkloadName;
  /** db_bench's benchmark. */
  benchmark: string;
  /** Runs on a hard-linked copy of the variant's settled base database (else on a fresh, empty one). */
  onBase: boolean;
  /** Reads are what the workload is judged by (else writes). */
  judgedBy: 'reads' | 'writes';
  /** Extra db_bench flags. */
  flags: string[];
  /** The writer's rate as a share of the write cap, for workloads with a paced writer (readwhilewriting). */
  writerShareOfCap?: number;
  /** A fixed window (seconds); else the steady-state window (steadyWindowSeconds). */
  seconds?: number;
}

const MiB = 1_048_576;

export const WORKLOADS: Record<WorkloadName, Workload> = {
  fillrandom: { name: 'fillrandom', benchmark: 'fillrandom', onBase: false, judgedBy: 'writes', flags: [], seconds: 45 },
  overwrite: { name: 'overwrite', benchmark: 'overwrite', onBase: true, judgedBy: 'writes', flags: [] },
  readrandom: { name: 'readrandom', benchmark: 'readrandom', onBase: true, judgedBy: 'reads', flags: ['--threads=2'], seconds: 30 },
  readwhilewriting: {
    name: 'readwhilewriting',
    benchmark: 'readwhilewriting',
    onBase: true,
    judgedBy: 'reads',
    flags: ['--threads=2'],
    writerShareOfCap: 0.25,
  },
  mixed50: {
    name: 'mixed50',
    benchmark: 'readrandomwriterandom',
    onBase: true,
    judgedBy: 'reads',
    flags: ['--threads=2', '--readwritepercent=50'],
  },
  mixed90: {
    name: 'mixed90',
    benchmark: 'readrandomwriterandom',
    onBase: true,
    judgedBy: 'reads',
    flags: ['--threads=2', '--readwritepercent=90'],
  },
};

/** Memtables each variant must flush inside a window for it to measure steady state, not the memtable's size. */
export const STEADY_FLUSHES = 8;
/**
 * A memtable fills before it reaches write_buffer_size of user bytes (its arena holds each entry's key, value and
 * skiplist node), and the window includes opening the database: 8 flushes need ~30 % more user bytes than 8 buffers.
 */
const FILL_MARGIN = 1.3;
/** No window is shorter than this (a short window is dominated by the first flush). */
const MIN_WINDOW_SECONDS = 30;
/** Nor longer: the grid has to fit an evening. */
const MAX_WINDOW_SECONDS = 180;

/**
 * The window in which every variant flushes STEADY_FLUSHES memtables at `userBytesPerSecond` of writes: sized from
 * the largest write buffer among the variants, so all of them run the same window.
 */
export function steadyWindowSeconds(largestWriteBufferBytes: number, userBytesPerSecond: number): number {
  const s = Math.ceil((FILL_MARGIN * STEADY_FLUSHES * largestWriteBufferBytes) / userBytesPerSecond);
  return Math.min(MAX_WINDOW_SECONDS, Math.max(MIN_WINDOW_SECONDS, s));
}

/** The paced writer of a read workload: a quarter of the write cap, in whole MiB/s (db_bench's rate limit is bytes/s). */
export function writerBytesPerSecond(w: Workload, p: GridPoint): number | undefined {
  if (w.writerShareOfCap === undefined) return undefined;
  return Math.max(MiB, Math.round((w.writerShareOfCap * p.writeBps) / MiB) * MiB);
}

const KEYS_FOR: Record<number, number> = { 100: 10_000_000, 800: 2_000_000, 4000: 400_000 };

/** A grid point from its id: `m<memory MiB>-w<write MB/s>-r<read MB/s>-v<value bytes>[-blob][-k<keys>]`. */
export function parsePoint(id: string): GridPoint {
  const m = /^m(\d+)-w(\d+)-r(\d+)-v(\d+)(-blob)?(?:-k([\d.e]+))?$/.exec(id);
  if (!m) throw new Error(`grid point '${id}' is not m<MiB>-w<MB/s>-r<MB/s>-v<bytes>[-blob][-k<keys>] (e.g. m512-w40-r50-v800)`);
  const valueSize = Number(m[4]);
  const memoryBytes = Number(m[1]) * MiB;
  const keys = m[6] ? Number(m[6]) : scaledKeys(valueSize, memoryBytes);
  return {
    id,
    memoryBytes,
    writeBps: Number(m[2]) * 1e6,
    readBps: Number(m[3]) * 1e6,
    keySize: 20,
    valueSize,
    keys,
    separated: m[5] !== undefined,
  };
}

/** Keys that make the database about 3x a 512 MiB cap at 50 % compression (scaled with the memory cap). */
function scaledKeys(valueSize: number, memoryBytes: number): number {
  const base = KEYS_FOR[valueSize] ?? Math.round((1.6e9 / (20 + valueSize)) * 1);
  return Math.round(base * (memoryBytes / (512 * MiB)));
}

/** The grid issue 33 names; each preset is judged on the workloads it is for. */
export const ISSUE_GRID: readonly string[] = [
  'm512-w40-r50-v800',
  'm512-w100-r50-v800',
  'm512-w40-r50-v100',
  'm512-w40-r50-v4000-blob',
  'm2048-w40-r50-v800',
];

export const PRESET_WORKLOADS: Record<string, WorkloadName[]> = {
  general: ['fillrandom', 'overwrite', 'readrandom', 'readwhilewriting', 'mixed50'],
  'write-heavy': ['fillrandom', 'overwrite'],
  'read-heavy': ['readrandom', 'readwhilewriting'],
  'bulk-load': ['fillrandom', 'readrandom'],
};
