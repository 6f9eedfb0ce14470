// Input validation at the edge (zod), before anything reaches the child process or C++.
import { availableParallelism } from 'node:os';

import { ENGINE_TEST_DEFAULTS } from '@rocktune/calculator';
import { z } from 'zod';

import { EngineError } from './errors.js';
import { ENGINE_IDS } from './addon-path.js';
import { Workspace } from './workspace.js';

export const DEFAULT_KEY_SIZE = ENGINE_TEST_DEFAULTS.keySize;
export const DEFAULT_VALUE_SIZE = ENGINE_TEST_DEFAULTS.valueSize;
export const DEFAULT_RUN_SECONDS = ENGINE_TEST_DEFAULTS.durationSec;
export const DEFAULT_WRITER_RATE = ENGINE_TEST_DEFAULTS.writerRateBytesPerSec;

/** What the file is written for; undefined: read from the file ([Version], VLog options). */
const dialect = z.enum(['rocksdb', 'trocksdb']).optional();
/** Which engine runs it; undefined: the file's own. */
const engine = z.enum(ENGINE_IDS).optional();
const signal = z.instanceof(AbortSignal).optional();
const onProgress = z.custom<(e: EngineProgress) => void>((v) => typeof v === 'function', 'a function').optional();
const workspaceSchema = z.custom<Workspace>((v) => v instanceof Workspace, 'a Workspace (Workspace.create())');
/** > 0: every column family's block cache, set in code by the harness (ApplyBlockCache); 0: the file's. */
const blockCacheBytes = z
  .int()
  .min(0)
  .max(2 ** 50)
  .default(0);

/** The bounds of the record and the test length, for T2/T5 here and the tuner workloads (their own defaults). */
export const KEY_SIZE = z.int().min(8).max(4096); // db_bench's key layout needs 8 bytes
export const VALUE_SIZE = z
  .int()
  .min(1)
  .max(16 * 2 ** 20);
export const DURATION_SEC = z
  .number()
  .gt(0)
  .max(24 * 3600);

/** The fields every workload (T2, T5, the tuner workloads) takes besides its own. */
export const WORKLOAD_FIELDS = { options: z.string(), dialect, engine, workspace: workspaceSchema, blockCacheBytes, signal };

/** What every engine progress event reports, whichever test sends it (T2/T5 or the tuner tests). */
export interface ProgressFigures {
  tSec: number;
  writeOpsPerSec: number;
  readOpsPerSec: number;
  stallMicros: number;
  /** The share of the time since the last event writes were stalled (lib/stall.ts), 0..100. */
  stallPercent: number;
  l0Files: number;
  pendingCompactionBytes: number;
}

export interface EngineProgress extends ProgressFigures {
  phase: 'check' | 'load' | 'run';
  /** 0..1 of the planned keys (load) or duration (run). */
  fraction: number;
}

export const checkOptionsSchema = z.strictObject({
  text: z.string(),
  dialect,
  engine,
  signal,
  workspace: workspaceSchema.optional(),
  stopOnLintErrors: z.boolean().default(true),
  blockCacheBytes,
});

export const loadTestSchema = z.strictObject({
  ...WORKLOAD_FIELDS,
  keys: z.int().min(1).max(10_000_000_000),
  keySize: KEY_SIZE.default(DEFAULT_KEY_SIZE),
  valueSize: VALUE_SIZE.default(DEFAULT_VALUE_SIZE),
  disableWal: z.boolean().default(false),
  order: z.enum(['sequential', 'random']).default('sequential'),
  onProgress,
});

export const runTestSchema = z.strictObject({
  ...WORKLOAD_FIELDS,
  readers: z
    .int()
    .min(1)
    .max(1024)
    .default(() => availableParallelism()),
  durationSec: DURATION_SEC.default(DEFAULT_RUN_SECONDS),
  writerRateBytesPerSec: z.int().min(0).default(DEFAULT_WRITER_RATE),
  writerKeys: z.enum(['sequential', 'random']).default('sequential'),
  onProgress,
});

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = (issue?.path ?? []).map(String);
  const reason = issue?.message ?? 'invalid input';
  const mentions = issue?.code === 'custom' ? ((issue.params as { mentions?: string[] } | undefined)?.mentions ?? []) : [];
  throw new EngineError('ENGINE_INVALID_ARGUMENT', `invalid ${field.join('.') || 'input'}: ${reason}`, { field, reason, mentions });
}
