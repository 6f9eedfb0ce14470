// Shapes the C++ side returns (src/*.cc OnOK). Only lib/ sees these; the public API is in results.ts.
import type { RawMemory } from './memory.js';

export interface RawLatency {
  count: number;
  meanMicros: number;
  p50Micros: number;
  p99Micros: number;
  p999Micros: number;
  maxMicros: number;
}

export interface RawStats {
  bytesWritten: number;
  flushWriteBytes: number;
  compactWriteBytes: number;
  compactReadBytes: number;
  blobFileBytesWritten: number;
  stallMicros: number;
  liveSstBytes: number;
  cfstats: Record<string, string>;
  memory: RawMemory;
}

export interface RawSample {
  tSec: number;
  writes: number;
  reads: number;
  writeOpsPerSec: number;
  readOpsPerSec: number;
  stallMicros: number;
  l0Files: number;
  pendingCompactionBytes: number;
}

export interface RawLoad {
  ops: number;
  elapsedSec: number;
  userBytes: number;
  latency: RawLatency;
  stats: RawStats;
  maxL0Files: number;
  samples: RawSample[];
}

/** What readers did (C++ ReadsToJs): T5's readers, the tuner tests' read phase. */
export interface RawReads {
  threads: number;
  latency: RawLatency;
  found: number;
  foundBytes: number;
}

export interface RawRun {
  elapsedSec: number;
  reads: RawReads;
  writes: RawLatency;
  writeBytes: number;
  stats: RawStats;
  maxL0Files: number;
  samples: RawSample[];
}

export interface RawCheck {
  accepted: boolean;
  stage: string;
  status: string;
  persistedFile: string;
  /** The file's bytes (a Buffer from the addon, a Uint8Array once it has crossed from the child). */
  persistedText: Uint8Array;
  rateLimiterBytesPerSec: number;
  columnFamilies: { name: string; blockCacheBytes: number; blobCacheBytes: number }[];
  logWarnings: string[];
}

export interface RawProgress {
  phase: 'load' | 'run';
  sample: RawSample;
}
