import type { Source } from '../provenance.js';

/** Lists (compression_per_level) are colon-joined in OPTIONS files. */
export type OptionValue = number | string | boolean | string[];

export type SectionName = 'DBOptions' | 'CFOptions' | 'TableOptions/BlockBasedTable';

export type Severity = 'error' | 'warning' | 'info';

export interface Warning {
  /** Stable identifier that scripts can match on, e.g. `memtables-exceed-dram`. */
  code: string;
  severity: Severity;
  message: string;
}

/** A value with its formula (inputs substituted) and provenance. */
export interface Derivation<T = number> {
  value: T;
  formula: string;
  source: Source;
  why: string;
  warnings?: Warning[];
}

export interface RecommendedOption {
  name: string;
  section: SectionName;
  value: OptionValue;
  formula: string;
  source: Source;
  why: string;
}

export interface LevelRow {
  level: number;
  files: number;
  bytes: number;
}

export interface LevelTable {
  rows: LevelRow[];
  totalFiles: number;
  totalBytes: number;
  /** Bytes the LSM holds: N * (K + P) with key-value separation, N * (K + V) without. */
  dataBytes: number;
  /** Levels below L0 the data needs with this level base and multiplier. */
  levelsNeeded: number;
}

export interface MemoryBudget {
  dramBytes: number;
  memoryFraction: number;
  budgetBytes: number;
  memtableBytes: number;
  blockCacheBytes: number;
  totalBytes: number;
  /** totalBytes / dramBytes. */
  dramShare: number;
}
