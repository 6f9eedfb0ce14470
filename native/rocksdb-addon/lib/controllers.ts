// The run-time tuners' configuration (zod, checked before anything runs) and the OPTIONS-file directive that
// starts them. The calculator writes `# rocktune-controller: <id>` into the header of a generated file and reads it
// back (packages/calculator/src/report/options-file.ts: CONTROLLER_DIRECTIVE, readDirective); RocksDB skips `#`
// comments, so the file stays loadable anywhere; validate starts the controller the directive names.
import { CONTROLLER_DIRECTIVE, readDirective } from '@rocktune/calculator';
import { z } from 'zod';

import { engineProfile } from './profile.js';

export const CONTROLLER_IDS = ['auto-tuned-compactions', 'dynamic-l0'] as const;
export type ControllerId = (typeof CONTROLLER_IDS)[number];
export { CONTROLLER_DIRECTIVE };

/**
 * The controller a file asks for: the first `# rocktune-controller: <id>` comment line. An unknown id is an
 * error (a typo must not silently run without its tuner); no directive → undefined.
 */
export function controllerDirective(text: string): ControllerId | undefined {
  const found = readDirective(text, CONTROLLER_DIRECTIVE);
  if (!found) return undefined;
  if ((CONTROLLER_IDS as readonly string[]).includes(found.value)) return found.value as ControllerId;
  throw new RangeError(`unknown controller "${found.value}" in "${found.line}" (known: ${CONTROLLER_IDS.join(', ')})`);
}

const pct = z.number().min(0, 'must be within 0-100').max(100, 'must be within 0-100');

/** Thesis §3.3.7 watermarks and the tuning interval (Fig. 3.6: 100 refill periods of 100 ms = 10 s). */
export const COMPACTION_TUNER_DEFAULTS = {
  disableTotalPct: 90,
  disableFlushPct: 50,
  enableTotalPct: 90,
  enableFlushPct: 50,
  intervalMs: 10_000,
  /** The rate limiter runs at this multiple of its rate while compactions are off (1 = the thesis; docs/controllers.md). */
  disabledRateFactor: 4,
};
/** Shortest interval: two refill periods of the rate limiter (100 ms each); less cannot be measured. */
export const MIN_TUNE_INTERVAL_MS = 200;

export const compactionTunerSchema = z
  .strictObject({
    disableTotalPct: pct.default(COMPACTION_TUNER_DEFAULTS.disableTotalPct),
    disableFlushPct: pct.default(COMPACTION_TUNER_DEFAULTS.disableFlushPct),
    enableTotalPct: pct.default(COMPACTION_TUNER_DEFAULTS.enableTotalPct),
    enableFlushPct: pct.default(COMPACTION_TUNER_DEFAULTS.enableFlushPct),
    intervalMs: z
      .number()
      .min(
        MIN_TUNE_INTERVAL_MS,
        `must be >= ${MIN_TUNE_INTERVAL_MS} ms (two 100 ms refill periods of the rate limiter; shorter intervals cannot be measured)`,
      )
      .max(3_600_000)
      .default(COMPACTION_TUNER_DEFAULTS.intervalMs),
    disabledRateFactor: z.number().min(1).max(1000).default(COMPACTION_TUNER_DEFAULTS.disabledRateFactor),
  })
  .refine((c) => c.enableTotalPct <= c.disableTotalPct, {
    message: 'the enable watermark enableTotalPct must not be above the disable watermark disableTotalPct',
    path: ['enableTotalPct'],
    params: { mentions: ['enableTotalPct', 'disableTotalPct'] },
  })
  .refine((c) => c.enableFlushPct <= c.disableFlushPct, {
    message: 'the enable watermark enableFlushPct must not be above the disable watermark disableFlushPct',
    path: ['enableFlushPct'],
    params: { mentions: ['enableFlushPct', 'disableFlushPct'] },
  });
export type CompactionTunerConfig = z.output<typeof compactionTunerSchema>;

/** SILK §4.1: AIMD +2, MIMD x2, decrease /2. Windows and weights are not given in the paper: ours, documented in docs/controllers.md. */
export const L0_TUNER_DEFAULTS = {
  algorithm: 'aimd' as 'aimd' | 'mimd',
  additiveIncrease: 2,
  multiplicativeIncrease: 2,
  decreaseDivisor: 2,
  intervalMs: 1000,
  shortTicks: 1,
  midTicks: 5,
  longTicks: 30,
  shortWeight: 0.5,
  midWeight: 0.3,
  longWeight: 0.2,
  readThreshold: 0.5,
  maxSlowdownTrigger: 256,
};
/** The highest slowdown trigger a tuner may set: the one the engine itself uses for "never" (PrepareForBulkLoad). */
const HIGHEST_SLOWDOWN_TRIGGER = engineProfile('rocksdb').bulkLoad.level0Trigger;

export const l0TunerSchema = z
  .strictObject({
    algorithm: z.enum(['aimd', 'mimd']).default(L0_TUNER_DEFAULTS.algorithm),
    additiveIncrease: z.number().gt(0).max(1_000_000).default(L0_TUNER_DEFAULTS.additiveIncrease),
    multiplicativeIncrease: z.number().gt(1).max(1000).default(L0_TUNER_DEFAULTS.multiplicativeIncrease),
    decreaseDivisor: z.number().gt(1).max(1000).default(L0_TUNER_DEFAULTS.decreaseDivisor),
    intervalMs: z
      .number()
      .min(100, 'must be >= 100 ms (shorter ticks hold too few operations to classify)')
      .max(3_600_000)
      .default(L0_TUNER_DEFAULTS.intervalMs),
    shortTicks: z.int().min(1).max(100_000).default(L0_TUNER_DEFAULTS.shortTicks),
    midTicks: z.int().min(1).max(100_000).default(L0_TUNER_DEFAULTS.midTicks),
    longTicks: z.int().min(1).max(100_000).default(L0_TUNER_DEFAULTS.longTicks),
    shortWeight: z.number().min(0).max(1).default(L0_TUNER_DEFAULTS.shortWeight),
    midWeight: z.number().min(0).max(1).default(L0_TUNER_DEFAULTS.midWeight),
    longWeight: z.number().min(0).max(1).default(L0_TUNER_DEFAULTS.longWeight),
    readThreshold: z.number().gt(0).lt(1).default(L0_TUNER_DEFAULTS.readThreshold),
    maxSlowdownTrigger: z.int().min(1).max(HIGHEST_SLOWDOWN_TRIGGER).default(L0_TUNER_DEFAULTS.maxSlowdownTrigger),
  })
  .refine((c) => c.shortTicks <= c.midTicks && c.midTicks <= c.longTicks, {
    message: 'windows must satisfy shortTicks <= midTicks <= longTicks',
    path: ['midTicks'],
  })
  .refine((c) => c.shortWeight + c.midWeight + c.longWeight > 0, {
    message: 'at least one window weight must be > 0',
    path: ['shortWeight'],
  });
export type L0TunerConfig = z.output<typeof l0TunerSchema>;

/** One logged decision, as the engine returns it. */
export type ControllerDecision =
  | {
      controller: 'auto-tuned-compactions';
      tSec: number;
      action: 'hold' | 'disable' | 'enable';
      /** SetOptions was called (the state changed). */
      changed: boolean;
      /** Flush bytes through the rate limiter, % of what it allows: IO_HIGH plus IO_USER (stalledPct). */
      flushPct: number;
      totalPct: number;
      /** The part of flushPct RocksDB charged at IO_USER because writes were stalled or delayed (it does so from 7.x). */
      stalledPct: number;
      compactionsDisabled: boolean;
      /** The rate limiter's bytes/s after the decision: disabledRateFactor x its rate while compactions are off. */
      rateLimitBytesPerSec: number;
      l0Files: number;
      error?: string;
    }
  | {
      controller: 'dynamic-l0';
      tSec: number;
      action: 'hold' | 'increase' | 'decrease';
      changed: boolean;
      /** Weighted read share; -1 when idle. */
      readShare: number;
      shortReadShare: number;
      midReadShare: number;
      longReadShare: number;
      workload: 'read' | 'write' | 'idle';
      slowdownTrigger: number;
      stopTrigger: number;
      l0Files: number;
      error?: string;
    };
