// The tuner workloads' options validated with zod before the child process starts.
import { z } from 'zod';

import { CONTROLLER_IDS } from './controllers.js';
import { DURATION_SEC, KEY_SIZE, VALUE_SIZE, WORKLOAD_FIELDS } from './schema.js';
import type { TunerProgress } from './tuner-types.js';

const common = {
  ...WORKLOAD_FIELDS,
  controller: z.enum(['auto', 'none', ...CONTROLLER_IDS]).default('auto'),
  compaction: z.unknown().optional(),
  l0: z.unknown().optional(),
  rateLimiterBytesPerSec: z.int().min(0).default(0),
  keySize: KEY_SIZE.default(20),
  valueSize: VALUE_SIZE.default(100_000),
  keySpace: z.int().min(1).max(10_000_000_000).default(100_000),
  durationSec: DURATION_SEC.default(60),
  disableWal: z.boolean().default(false),
  readSec: z.number().min(0).max(3600).default(0),
  readThreads: z.int().min(1).max(1024).default(1),
  onProgress: z.custom<(e: TunerProgress) => void>((v) => typeof v === 'function', 'a function').optional(),
};

export const sineSpecSchema = z
  .strictObject({
    a: z.number().gt(0, 'the amplitude a must be > 0 (bytes/s)'),
    b: z.number().gt(0, 'b must be > 0 (rad/s; period = 2π/b)'),
    c: z.number().refine(Number.isFinite, 'c must be finite'),
    d: z.number().gt(0, 'the offset d must be > 0 (bytes/s)'),
    intervalMs: z.number().min(100, 'must be >= 100 ms').default(1000),
    afterSec: z.number().min(0).default(0),
    afterRateBytesPerSec: z.int().min(0).default(0),
  })
  .refine((s) => s.d >= s.a, { message: 'd must be >= a, otherwise the cap a*sin(b*t+c)+d becomes negative', path: ['d'] })
  .refine((s) => Number.isFinite(s.a) && Number.isFinite(s.d) && Number.isFinite(s.b), {
    message: 'a, b and d must be finite',
    path: ['a'],
  });

export const sineTestSchema = z.strictObject({ ...common, sine: sineSpecSchema });
export const phaseTestSchema = z.strictObject({
  ...common,
  phases: z
    .array(
      z.strictObject({
        durationSec: z
          .number()
          .gt(0)
          .max(24 * 3600),
        writeRateBytesPerSec: z.int().min(0).default(0),
        writer: z.boolean().default(true),
        readers: z.int().min(0).max(1024).default(0),
      }),
    )
    .min(1),
});

export type CommonInput = z.output<z.ZodObject<typeof common>>;
