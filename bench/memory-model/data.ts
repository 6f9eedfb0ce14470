// The measured half of the memory-model figure, as run.ts writes it and report.ts reads it.
import type { MeasuredMemory } from '@rocktune/rocksdb-addon';
import type { LoadRecord, Machine } from '../lib/machine.js';

export const MEASURED_FILE = 'memory-model/measured.json';

export interface MeasuredPoint {
  /** Keys in the database when measured (T5 adds the writer's). */
  keys: number;
  memory: MeasuredMemory;
  dbSizeBytes: number;
  levels: { level: string; files: number; sizeBytes: number }[];
  elapsedSec: number;
}

export interface MeasuredRun {
  keys: number;
  mode: 'inline' | 'separated';
  keySize: number;
  valueSize: number;
  /** The OPTIONS file the run used (rocktune's, for this database). */
  options: string;
  afterLoad: MeasuredPoint;
  afterRun: MeasuredPoint & { readOpsPerSec: number };
}

export interface MemoryBenchData {
  command: string;
  startedAt: string;
  finishedAt: string;
  machine: Machine;
  load: LoadRecord;
  durationSec: number;
  runs: MeasuredRun[];
}
