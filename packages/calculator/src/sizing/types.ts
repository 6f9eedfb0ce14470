import type { MemoryPrediction } from '../memory/model.js';
import type { Source } from '../provenance.js';
import type { SizingInputRaw } from '../input/schema.js';

/** Lists (compression_per_level) are colon-joined in OPTIONS files. */
export type OptionValue = number | string | boolean | string[];

export type SectionName = 'DBOptions' | 'CFOptions' | 'TableOptions/BlockBasedTable';

export type Severity = 'error' | 'warning' | 'info';

/** A next step named by the input it changes, so the CLI words it with its flag and the page with its field. */
export interface InputStep {
  input: keyof SizingInputRaw;
  change: 'raise' | 'lower' | 'set';
  to?: number | string;
}

export interface Warning {
  /** Stable identifier that scripts can match on, e.g. `memtables-exceed-dram`. */
  code: string;
  severity: Severity;
  message: string;
  /** The message without its CLI next step (flags), for front ends that word the step themselves. */
  finding?: string;
  /** That next step, as data. */
  steps?: InputStep[];
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
  /** The target cannot read this option from a file: the file gets a comment saying how to apply it. */
  notInFile?: string;
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
  /** How to read the table (rules.md R14). */
  note: string;
}

export interface MemoryBudget {
  dramBytes: number;
  memoryFraction: number;
  budgetBytes: number;
  memtableBytes: number;
  blockCacheBytes: number;
  /** Index and filter blocks of the full database held outside the block cache (rules.md R20). */
  metadataOutsideCacheBytes: number;
  /** What the budget covers: memtables + block cache + metadata outside the cache (rules.md R21). */
  totalBytes: number;
  /** totalBytes / dramBytes. */
  dramShare: number;
  /** Every term of the memory model for the full database (rules.md R20, R22). */
  predicted: MemoryPrediction;
}
