// The workloads for the run-time tuners (src/tuner_test.cc), with the controller the OPTIONS file asks for:
//  - sineTest: the thesis's sine-wave write workload (§3.4.2): one writer of random keys capped at
//    a*sin(b*t + c) + d bytes/s, optionally a constant low rate after a set time; then random reads.
//  - phaseTest: alternating phases (e.g. write-heavy / read-heavy) for dynamic-l0; then random reads.
// Options are validated (tuner-schema.ts) before the child process starts; the result is shaped in tuner-result.ts.
import { MIB, UNLIMITED_WRITER_GUESS } from '@rocktune/calculator';
import { type ControllerId, compactionTunerSchema, controllerDirective, l0TunerSchema } from './controllers.js';
import { EngineError } from './errors.js';
import { type RawTuner, type RawTunerSample, toTunerResult } from './tuner-result.js';
import { type CommonInput, phaseTestSchema, sineTestSchema } from './tuner-schema.js';
import type { PhaseTestOptions, SineTestOptions, TunerResult } from './tuner-types.js';
import { parseInput } from './schema.js';
import { stallPercents } from './stall.js';
import { runWorkload } from './workload-run.js';

export async function sineTest(opts: SineTestOptions): Promise<TunerResult> {
  const input = parseInput(sineTestSchema, opts);
  // the cap averages d over whole periods (the after-rate tail is lower)
  return run('sine', input, { sine: input.sine }, input.sine.d);
}

export async function phaseTest(opts: PhaseTestOptions): Promise<TunerResult> {
  const input = parseInput(phaseTestSchema, opts);
  const peak = Math.max(...input.phases.map((p) => (p.writer ? p.writeRateBytesPerSec || UNLIMITED_WRITER_GUESS : 0)));
  return run('phases', input, { phases: input.phases }, peak);
}

/** Which controller runs, from the caller and the file's directive; throws ENGINE_INVALID_ARGUMENT on a bad one. */
export function resolveController(
  options: string,
  requested: 'auto' | 'none' | ControllerId,
): { id: 'none' | ControllerId; source: TunerResult['controllerSource'] } {
  if (requested === 'none') return { id: 'none', source: 'none' };
  if (requested !== 'auto') return { id: requested, source: 'option' };
  let id: ControllerId | undefined;
  try {
    id = controllerDirective(options);
  } catch (err) {
    throw new EngineError('ENGINE_INVALID_ARGUMENT', (err as Error).message);
  }
  return id ? { id, source: 'directive' } : { id: 'none', source: 'none' };
}

async function run(
  workload: 'sine' | 'phases',
  input: CommonInput,
  extra: Record<string, unknown>,
  peakBytesPerSec: number,
): Promise<TunerResult> {
  const ws = input.workspace;
  ws.requireEmpty('the tuner workloads');
  const ctl = resolveController(input.options, input.controller);
  const config: TunerResult['config'] = {};
  if (ctl.id === 'auto-tuned-compactions') config.compaction = parseInput(compactionTunerSchema, input.compaction ?? {});
  if (ctl.id === 'dynamic-l0') config.l0 = parseInput(l0TunerSchema, input.l0 ?? {});
  const need = {
    bytes: Math.min(peakBytesPerSec * input.durationSec, input.keySpace * (input.keySize + input.valueSize) * 3),
    label: `the ${workload} test`,
  };
  const params = {
    keySize: input.keySize,
    valueSize: input.valueSize,
    keySpace: input.keySpace,
    durationSec: input.durationSec,
    disableWal: input.disableWal,
    workload,
    readSec: input.readSec,
    readThreads: input.readThreads,
    controller: ctl.id,
    rateLimiterBytesPerSec: input.rateLimiterBytesPerSec,
    ...(config.compaction ? { compaction: config.compaction } : {}),
    ...(config.l0 ? { l0: config.l0 } : {}),
    ...extra,
  };
  const stall = stallPercents();
  const raw = await runWorkload<RawTuner, RawTunerSample>('tunerTest', input, need, params, (s) =>
    input.onProgress?.({
      phase: workload,
      fraction: Math.min(1, s.tSec / input.durationSec),
      tSec: s.tSec,
      writeOpsPerSec: s.writes,
      readOpsPerSec: s.reads,
      stallMicros: s.stallMicros,
      stallPercent: stall(s),
      l0Files: s.l0Files,
      pendingCompactionBytes: s.pendingCompactionBytes,
      writeMBPerSec: s.writeBytes / MIB,
      capMBPerSec: s.capBytesPerSec < 0 ? -1 : s.capBytesPerSec / MIB,
      compactionsDisabled: s.compactionsDisabled,
      slowdownTrigger: s.slowdownTrigger,
    }),
  );
  ws.loaded = { keys: input.keySpace, keySize: input.keySize, valueSize: input.valueSize };
  return toTunerResult(raw, input, ctl, config, ws.dbPath);
}
