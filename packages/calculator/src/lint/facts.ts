import type { Compression, Dialect, PresetId } from '../input/schema.js';

/**
 * Hardware and workload facts declared for the files being linted (CLI flags or .rocktune.json).
 * Numbers are already in bytes/counts. Rules that need a fact are silent without it.
 */
export interface LintFacts {
  cpuThreads?: number;
  dramBytes?: number;
  keySize?: number;
  keyOverhead?: number;
  valueSize?: number;
  totalKeys?: number;
  openFiles?: number;
  numLevels?: number;
  memoryFraction?: number;
  workload?: PresetId;
  dialect?: Dialect;
  kvSeparation?: boolean;
  compression?: Compression;
  /** The working set does not fit in DRAM (reads wait on the disk). Derived from keys x record size vs DRAM when not given. */
  ioBound?: boolean;
}

/** Share of DRAM for memtables + cache when the facts do not say (the calculator's default). */
export const DEFAULT_MEMORY_FRACTION = 0.8;

/** True when declared, or when keys x (key + value) exceeds DRAM; undefined when unknown. */
export function isIoBound(facts: LintFacts): boolean | undefined {
  if (facts.ioBound !== undefined) return facts.ioBound;
  if (facts.dramBytes === undefined || facts.totalKeys === undefined) return undefined;
  return facts.totalKeys * ((facts.keySize ?? 0) + (facts.valueSize ?? 0)) > facts.dramBytes;
}
