import { availableParallelism } from 'node:os';
import { MIB } from '@rocktune/calculator';
import type { FlagSpec } from '../cli-kit/command.js';
import { UsageError } from '../cli-kit/errors.js';
import { decimal, oneOf } from '../cli-kit/flag-types.js';

/**
 * `rocktune validate --test sine|phases`: the run-time tuners (docs/controllers.md). A generated OPTIONS file of the
 * presets auto-tuned-compactions / dynamic-l0 names its controller in a directive; with the default `--test auto`
 * such a file runs the controller's load (sine / phases) with the controller on, any other file runs T2 + T5.
 */

export const TESTS = ['auto', 't5', 'sine', 'phases'] as const;
export type TunerTest = 'sine' | 'phases';
const CONTROLLERS = ['auto', 'none', 'auto-tuned-compactions', 'dynamic-l0'] as const;
export const TUNER_DEFAULTS = {
  sineA: 50,
  sineB: (2 * Math.PI) / 90,
  sineC: (3 * Math.PI) / 2,
  sineD: 85,
  sineDuration: 90,
  phasesDuration: 40,
  phaseSec: 10,
  valueSize: 100_000,
  keySpace: 100_000,
  readSec: 10,
};

const MIB_PER_SEC = decimal({ min: 0, max: 1_000_000 }, 'MiB/s');
const POSITIVE_MIB_PER_SEC = decimal({ min: 0.001, max: 1_000_000 }, 'MiB/s');
const SECONDS = decimal({ min: 0, max: 86_400 }, 'seconds');
const PERCENT = decimal({ min: 0, max: 100 }, 'a percentage');

const TEST_FLAG: FlagSpec = {
  type: 'string',
  value: oneOf(TESTS),
  valueName: 'T',
  description: 'auto, t5 (T2 load + T5 run), sine (thesis sine-wave writer), phases (write-heavy/read-heavy cycle)',
  defaultText: 'auto: sine or phases when the file names a controller, else t5',
};

export const TUNER_FLAGS = {
  test: TEST_FLAG,
  workload: { ...TEST_FLAG, aliasOf: 'test', description: 'a load shape here, not the preset as in generate' },
  controller: {
    type: 'string',
    value: oneOf(CONTROLLERS),
    valueName: 'C',
    description: "auto (the file's directive), none, auto-tuned-compactions, dynamic-l0",
    defaultText: 'auto',
  },
  'sine-a': {
    type: 'string',
    value: POSITIVE_MIB_PER_SEC,
    valueName: 'MIB',
    description: 'sine amplitude a, MiB/s (cap = a*sin(b*t+c)+d)',
    defaultText: String(TUNER_DEFAULTS.sineA),
  },
  'sine-b': {
    type: 'string',
    value: decimal({ min: 0.0001, max: 1000 }, 'rad/s'),
    valueName: 'RAD',
    description: 'sine b, rad/s (period 2π/b)',
    defaultText: '2π/90 = 0.06981',
  },
  'sine-c': {
    type: 'string',
    value: decimal({ min: -1000, max: 1000 }, 'radians'),
    valueName: 'RAD',
    description: 'sine phase c, rad',
    defaultText: '3π/2 (start at the trough, as the thesis)',
  },
  'sine-d': {
    type: 'string',
    value: POSITIVE_MIB_PER_SEC,
    valueName: 'MIB',
    description: 'sine offset d, MiB/s (>= a)',
    defaultText: String(TUNER_DEFAULTS.sineD),
  },
  'sine-interval': {
    type: 'string',
    value: decimal({ min: 100, max: 3_600_000 }, 'milliseconds'),
    valueName: 'MS',
    description: 'recompute the sine cap every MS',
    defaultText: '1000',
  },
  'sine-after': {
    type: 'string',
    value: SECONDS,
    valueName: 'S',
    description: 'after S seconds write at --sine-after-rate instead (0 = never)',
    defaultText: '0',
  },
  'sine-after-rate': {
    type: 'string',
    value: MIB_PER_SEC,
    valueName: 'MIB',
    description: 'the constant rate after --sine-after, MiB/s',
    defaultText: '0',
  },
  'phase-seconds': {
    type: 'string',
    value: decimal({ min: 0.1, max: 86_400 }, 'seconds'),
    valueName: 'S',
    description: 'phases: length of each write-heavy and read-heavy phase',
    defaultText: String(TUNER_DEFAULTS.phaseSec),
  },
  'read-seconds': {
    type: 'string',
    value: SECONDS,
    valueName: 'S',
    description: 'random reads on the resulting DB afterwards (compactions off)',
    defaultText: String(TUNER_DEFAULTS.readSec),
  },
  'tune-interval': {
    type: 'string',
    value: decimal({ min: 1, max: 3_600_000 }, 'milliseconds'),
    valueName: 'MS',
    description: 'controller interval (auto-tuned-compactions >= 200, dynamic-l0 >= 100)',
    defaultText: '10000 / 1000',
  },
  'disable-total': {
    type: 'string',
    value: PERCENT,
    valueName: 'PCT',
    description: 'auto-tuned-compactions: disable when total I/O >= PCT ...',
    defaultText: '90',
  },
  'disable-flush': { type: 'string', value: PERCENT, valueName: 'PCT', description: '... and flush I/O >= PCT', defaultText: '50' },
  'enable-total': { type: 'string', value: PERCENT, valueName: 'PCT', description: 'enable when total I/O <= PCT ...', defaultText: '90' },
  'enable-flush': { type: 'string', value: PERCENT, valueName: 'PCT', description: '... and flush I/O < PCT', defaultText: '50' },
  'io-rate': {
    type: 'string',
    value: POSITIVE_MIB_PER_SEC,
    valueName: 'MIB',
    description: 'rate limiter (the 100% I/O mark) in MiB/s, overriding rate_limiter_bytes_per_sec',
    defaultText: "the file's",
  },
  'l0-algorithm': {
    type: 'string',
    value: oneOf(['aimd', 'mimd'] as const),
    valueName: 'A',
    description: 'dynamic-l0: aimd (+2, /2) or mimd (x2, /2)',
    defaultText: 'aimd',
  },
} satisfies Record<string, FlagSpec>;

/** Which test `validate` runs: the flag, else the controller the file names (read by the engine's one parser). */
export function chooseTest(values: Record<string, unknown>, fileController: string | undefined): 't5' | TunerTest {
  const test = (values.test as (typeof TESTS)[number] | undefined) ?? 'auto';
  if (test !== 'auto') return test;
  if (fileController === 'auto-tuned-compactions') return 'sine';
  if (fileController === 'dynamic-l0') return 'phases';
  return 't5';
}

/** The engine options of validateTuner from parsed flag values; throws UsageError on combinations no flag type can see. */
export function tunerSettings(values: Record<string, unknown>, test: TunerTest): Record<string, unknown> {
  const v = (name: string): number | undefined => values[name] as number | undefined;
  const a = v('sine-a') ?? TUNER_DEFAULTS.sineA;
  const d = v('sine-d') ?? TUNER_DEFAULTS.sineD;
  if (d < a) throw new UsageError(`--sine-d ${d} is below --sine-a ${a}: the cap a*sin(b*t+c)+d would go negative`);
  const compaction: Record<string, number> = {};
  for (const [flag, key] of [
    ['disable-total', 'disableTotalPct'],
    ['disable-flush', 'disableFlushPct'],
    ['enable-total', 'enableTotalPct'],
    ['enable-flush', 'enableFlushPct'],
  ] as const) {
    const pct = v(flag);
    if (pct !== undefined) compaction[key] = pct;
  }
  const interval = v('tune-interval');
  const phaseSec = v('phase-seconds') ?? TUNER_DEFAULTS.phaseSec;
  const ioRate = v('io-rate');
  const readers = Math.max(1, availableParallelism());
  return {
    workload: test,
    controller: (values.controller as string | undefined) ?? 'auto',
    durationSec: v('duration') ?? (test === 'sine' ? TUNER_DEFAULTS.sineDuration : TUNER_DEFAULTS.phasesDuration),
    valueSize: v('value-size') ?? TUNER_DEFAULTS.valueSize,
    keySpace: v('keys') ?? TUNER_DEFAULTS.keySpace,
    readSec: v('read-seconds') ?? TUNER_DEFAULTS.readSec,
    ...(ioRate !== undefined ? { rateLimiterBytesPerSec: Math.round(ioRate * MIB) } : {}),
    compaction: { ...compaction, ...(interval !== undefined ? { intervalMs: interval } : {}) },
    l0: {
      algorithm: (values['l0-algorithm'] as string | undefined) ?? 'aimd',
      ...(interval !== undefined ? { intervalMs: interval } : {}),
    },
    sine: {
      a: a * MIB,
      b: v('sine-b') ?? TUNER_DEFAULTS.sineB,
      c: v('sine-c') ?? TUNER_DEFAULTS.sineC,
      d: d * MIB,
      intervalMs: v('sine-interval') ?? 1000,
      afterSec: v('sine-after') ?? 0,
      afterRateBytesPerSec: Math.round((v('sine-after-rate') ?? 0) * MIB),
    },
    phases: [
      { durationSec: phaseSec, writer: true, writeRateBytesPerSec: 0, readers: 0 },
      { durationSec: phaseSec, writer: false, readers },
    ],
  };
}
