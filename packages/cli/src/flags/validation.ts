import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { ENGINE_TEST_DEFAULTS, LIMITS, MIB } from '@rocktune/calculator';
import type { FlagSpec } from '../cli-kit/command.js';
import { UsageError } from '../cli-kit/errors.js';
import { count, decimal, inputField, oneOf } from '../cli-kit/flag-types.js';
import type { Io } from '../cli-kit/io.js';

/** The calculator's engine-test defaults, the writer's rate in the MiB/s of --writer-rate. */
export const VALIDATE_DEFAULTS = { ...ENGINE_TEST_DEFAULTS, writerRateMiB: ENGINE_TEST_DEFAULTS.writerRateBytesPerSec / MIB };

const OUTPUT_FORMATS = ['text', 'json'] as const;
const ENGINES = ['rocksdb', 'trocksdb'] as const;
/** T2 keys: at least one, at most what a test disk can hold. */
export const TEST_KEYS = count({ min: 1, max: 10_000_000_000 });

/** How the engine runs a test: shared by validate, `generate --validate` and compare. */
export const VALIDATION_FLAGS = {
  duration: {
    type: 'string',
    value: decimal({ min: 0.1, max: 86_400 }, 'seconds'),
    valueName: 'S',
    description: 'T5 run length in seconds',
    defaultText: String(VALIDATE_DEFAULTS.durationSec),
  },
  readers: {
    type: 'string',
    value: count({ min: 1, max: 1024 }),
    valueName: 'R',
    description: 'T5 reader threads',
    defaultText: "this host's hardware threads",
  },
  'writer-rate': {
    type: 'string',
    value: decimal({ min: 0, max: 1_000_000 }, 'MiB/s'),
    valueName: 'MIB',
    description: 'T5 writer limit in MiB/s (0 = unlimited)',
    defaultText: String(VALIDATE_DEFAULTS.writerRateMiB),
  },
  db: {
    type: 'string',
    valueName: 'DIR',
    description: 'an existing EMPTY directory for the test DB (kept afterwards)',
    defaultText: 'a temporary directory, removed',
  },
  progress: { type: 'boolean', description: 'progress on stderr even when it is not a terminal' },
  engine: {
    type: 'string',
    value: oneOf(ENGINES),
    valueName: 'E',
    description:
      'rocksdb (upstream; a TRocksDB file goes through the VLog -> BlobDB mapping) or trocksdb (KIOXIA TRocksDB 6.4.6, built with npm run engine:trocksdb)',
    defaultText: "the file's: trocksdb when it declares 6.4.x or sets VLog options",
  },
} satisfies Record<string, FlagSpec>;

/** The file's workload when validate runs a file on its own (generate and compare take these from their inputs). */
export const VALIDATE_FILE_FLAGS = {
  keys: {
    type: 'string',
    value: TEST_KEYS,
    valueName: 'N',
    description: 'T2 keys to load (sequential): 2e6, 2000000, "2 million"',
    defaultText: String(VALIDATE_DEFAULTS.keys),
  },
  'key-size': {
    type: 'string',
    value: inputField('keySize'),
    valueName: 'BYTES',
    description: 'key size (the engine needs at least 8)',
    defaultText: String(VALIDATE_DEFAULTS.keySize),
  },
  'value-size': {
    type: 'string',
    value: inputField('valueSize'),
    valueName: 'BYTES',
    description: 'value size: 800, 1KB, 4KiB',
    defaultText: String(VALIDATE_DEFAULTS.valueSize),
  },
  dialect: {
    type: 'string',
    value: inputField('dialect'),
    valueName: 'D',
    description: 'what the file is written for: rocksdb or trocksdb',
    defaultText: "read from the file's [Version] and options",
  },
  format: {
    type: 'string',
    short: 'f',
    value: oneOf(OUTPUT_FORMATS),
    valueName: 'FMT',
    description: `output: ${OUTPUT_FORMATS.join(', ')}`,
    defaultText: 'text',
  },
} satisfies Record<string, FlagSpec>;

export interface ValidationSettings {
  /** What the file is written for; undefined: the engine reads it from the file ([Version], VLog options). */
  dialect?: 'rocksdb' | 'trocksdb';
  /** Which engine runs it; undefined: the file's own. */
  engine?: 'rocksdb' | 'trocksdb';
  keys: number;
  durationSec: number;
  readers: number;
  keySize: number;
  valueSize: number;
  writerRateBytesPerSec: number;
  dbDir?: string;
  format: 'text' | 'json';
  progress: boolean;
  /** Load, open and diff only: no T2/T5. */
  checkOnly?: boolean;
  /** --block-cache: the block cache the harness sets in code. */
  blockCacheBytes?: number;
  /** --load random (validate): T2 in random key order, T5's writer overwriting. */
  loadOrder?: 'random';
}

/** What a validation run needs besides the flags: the workload, when a recommendation already fixed it. */
export interface ValidationWorkload {
  keys?: number;
  keySize?: number;
  valueSize?: number;
  dialect?: 'rocksdb' | 'trocksdb';
}

/** Parsed flag values (ParsedArgs.values) to settings; a workload given by the caller wins over the file flags. */
export function validationSettings(
  values: Record<string, unknown>,
  flags: { db?: unknown; progress?: unknown; 'check-only'?: unknown },
  io: Io,
  workload: ValidationWorkload = {},
): ValidationSettings {
  const db = typeof flags.db === 'string' ? resolve(io.cwd, flags.db) : undefined;
  if (db !== undefined) checkEmptyDir(db);
  const keySize = workload.keySize ?? (values['key-size'] as number | undefined) ?? VALIDATE_DEFAULTS.keySize;
  if (keySize < 8) throw new UsageError(`--key-size: ${keySize} is out of range for the test; allowed: 8 to ${LIMITS.keySize.max}`);
  return {
    ...optional('dialect', workload.dialect ?? (values.dialect as ValidationSettings['dialect'])),
    ...optional('engine', values.engine as ValidationSettings['engine']),
    keys: workload.keys ?? (values.keys as number | undefined) ?? VALIDATE_DEFAULTS.keys,
    durationSec: (values.duration as number | undefined) ?? VALIDATE_DEFAULTS.durationSec,
    readers: (values.readers as number | undefined) ?? availableParallelism(),
    keySize,
    valueSize: workload.valueSize ?? (values['value-size'] as number | undefined) ?? VALIDATE_DEFAULTS.valueSize,
    writerRateBytesPerSec: Math.round(((values['writer-rate'] as number | undefined) ?? VALIDATE_DEFAULTS.writerRateMiB) * 2 ** 20),
    ...(db !== undefined ? { dbDir: db } : {}),
    format: (values.format as ValidationSettings['format'] | undefined) ?? 'text',
    progress: flags.progress === true || io.stderrIsTTY,
    ...(flags['check-only'] === true ? { checkOnly: true } : {}),
    ...optional('blockCacheBytes', values['block-cache'] as number | undefined),
    ...(values.load === 'random' ? { loadOrder: 'random' as const } : {}),
  };
}

function checkEmptyDir(path: string): void {
  let entries: string[];
  try {
    if (!statSync(path).isDirectory()) throw new UsageError(`--db: ${path} is not a directory`);
    entries = readdirSync(path);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`--db: ${path} does not exist; create an empty directory first`);
  }
  if (entries.length > 0) throw new UsageError(`--db: ${path} is not empty; validation only writes into an empty directory`);
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
