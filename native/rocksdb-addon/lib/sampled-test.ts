// What T2 (load-test.ts) and T5 (run-test.ts) share around the engine's sampled test (src/sampled_test.cc): each
// per-second sample becomes a progress event of the test's phase, and a 100% event follows the result.
import type { RawProgress, RawSample } from './raw.js';
import type { EngineProgress } from './schema.js';
import { stallPercents } from './stall.js';
import { type DiskNeed, runWorkload, type WorkloadOptions } from './workload-run.js';

/** What T2 and T5 take besides their own options. */
export interface SampledTestOptions extends WorkloadOptions {
  onProgress?: (e: EngineProgress) => void;
}

export interface SampledTest {
  phase: RawProgress['phase'];
  need: DiskNeed;
  /** The test's own params, beside the common ones. */
  params: Record<string, unknown>;
  /** How far through the test a sample is (1 = done). */
  fraction: (s: RawSample) => number;
}

/** Runs the test (loadTest for the load phase, runTest for the run phase) in the engine child. */
export function runSampledTest<Raw>(input: SampledTestOptions, test: SampledTest): Promise<Raw> {
  const stall = stallPercents();
  return runWorkload<Raw, RawSample>(`${test.phase}Test`, input, test.need, test.params, (s) =>
    input.onProgress?.({ phase: test.phase, fraction: Math.min(1, test.fraction(s)), ...figures(s), stallPercent: stall(s) }),
  );
}

/** The 100% event sent when a test ends (short tests finish before the first per-second sample). */
export function finalProgress(phase: RawProgress['phase'], tSec: number, writeOpsPerSec: number, readOpsPerSec: number): EngineProgress {
  return {
    phase,
    fraction: 1,
    tSec,
    writeOpsPerSec,
    readOpsPerSec,
    stallMicros: 0,
    stallPercent: 0,
    l0Files: 0,
    pendingCompactionBytes: 0,
  };
}

function figures(s: RawSample): Omit<EngineProgress, 'phase' | 'fraction' | 'stallPercent'> {
  return {
    tSec: s.tSec,
    writeOpsPerSec: s.writeOpsPerSec,
    readOpsPerSec: s.readOpsPerSec,
    stallMicros: s.stallMicros,
    l0Files: s.l0Files,
    pendingCompactionBytes: s.pendingCompactionBytes,
  };
}
