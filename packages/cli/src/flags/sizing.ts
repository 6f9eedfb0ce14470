import {
  COMPRESSIONS,
  DEFAULT_MEMORY_FRACTION,
  DIALECTS,
  SIZING_DEFAULTS,
  INPUT_FLAGS,
  KV_SEPARATION_MODES,
  PRESET_IDS,
  type SizingInputRaw,
} from '@rocktune/calculator';
import type { FlagSpec, ParsedArgs } from '../cli-kit/command.js';
import { inputField } from '../cli-kit/flag-types.js';
import type { HostReadings } from '../hardware/detect.js';
import { hostDefaults } from '../hardware/host-defaults.js';

/** Hardware and workload flags shared by generate, explain, validate and compare. */
export const SIZING_FLAGS: Record<string, FlagSpec> = {
  threads: {
    type: 'string',
    value: inputField('cpuThreads'),
    valueName: 'N',
    description: 'CPU hardware threads (2 x cores with SMT)',
    defaultText: 'detected: affinity and cgroup CPU quota',
  },
  dram: {
    type: 'string',
    value: inputField('dramBytes'),
    valueName: 'SIZE',
    description: 'DRAM: 128GB = 128e9 = 128,000,000,000, 128GiB = 128 x 2^30',
    defaultText: 'detected: physical or cgroup memory limit',
  },
  'key-size': {
    type: 'string',
    value: inputField('keySize'),
    valueName: 'BYTES',
    description: 'user key size',
    defaultText: `${SIZING_DEFAULTS.keySize}`,
  },
  'key-overhead': {
    type: 'string',
    value: inputField('keyOverhead'),
    valueName: 'BYTES',
    description: 'per-key pointer overhead in the LSM (VLog/blob index)',
    defaultText: `${SIZING_DEFAULTS.keyOverhead}`,
  },
  'value-size': {
    type: 'string',
    value: inputField('valueSize'),
    valueName: 'BYTES',
    description: 'average value size',
    defaultText: `${SIZING_DEFAULTS.valueSize}`,
  },
  keys: {
    type: 'string',
    value: inputField('totalKeys'),
    valueName: 'N',
    description: 'projected number of key/value pairs: 8e9, 8000000000, "8 billion"',
    defaultText: '8e9',
  },
  'open-files': {
    type: 'string',
    value: inputField('openFiles'),
    valueName: 'N',
    description: 'open-file budget for the file-size rules',
    defaultText: '8/15 of the soft ulimit -n, as the guide used 80,000 of 150,000',
  },
  levels: {
    type: 'string',
    value: inputField('numLevels'),
    valueName: 'N',
    description: 'LSM levels below L0',
    defaultText: `${SIZING_DEFAULTS.numLevels}`,
  },
  'memory-fraction': {
    type: 'string',
    value: inputField('memoryFraction'),
    valueName: 'F',
    description: 'share of DRAM for memtables + block cache',
    defaultText: String(SIZING_DEFAULTS.memoryFraction),
  },
  workload: {
    type: 'string',
    value: inputField('workload'),
    short: 'w',
    valueName: 'PRESET',
    description: `preset: ${PRESET_IDS.join(', ')}`,
    defaultText: SIZING_DEFAULTS.workload,
  },
  dialect: {
    type: 'string',
    value: inputField('dialect'),
    valueName: 'D',
    description: `${DIALECTS.join(' or ')} (upstream with integrated BlobDB, or KIOXIA's TRocksDB)`,
    defaultText: SIZING_DEFAULTS.dialect,
  },
  'kv-separation': {
    type: 'string',
    value: inputField('kvSeparation'),
    valueName: KV_SEPARATION_MODES.join('|'),
    description:
      'values in blob files (rocksdb dialect); auto: from 2,000 B values for write-heavy, bulk-load and auto-tuned-compactions, from 16,000 B otherwise (KIOXIA payload-size paper)',
    defaultText: SIZING_DEFAULTS.kvSeparation,
  },
  compression: {
    type: 'string',
    value: inputField('compression'),
    valueName: 'C',
    description: `${COMPRESSIONS.join(', ')}: codec from L3 on, none on L0-L2`,
    defaultText: SIZING_DEFAULTS.compression,
  },
  'compression-factor': {
    type: 'string',
    value: inputField('compressionFactor'),
    valueName: 'F',
    description: 'compressed / raw size of values in value files, above 0 and at most 1',
    defaultText: '0.5; 1 with --compression none',
  },
  'allow-overcommit': { type: 'boolean', description: 'write the file even when its memtables exceed DRAM (otherwise an error, exit 1)' },
  'disk-write-rate': {
    type: 'string',
    value: inputField('diskWriteBytesPerSec'),
    valueName: 'SIZE',
    description: 'disk write rate per second, for the auto-tuned-compactions rate limiter',
  },
};

/**
 * The same flags as facts for lint: nothing is detected or assumed (an unset fact keeps the rules that need it
 * silent), and lint writes no file, so --allow-overcommit is not one of them.
 */
export const FACT_FLAGS: Record<string, FlagSpec> = Object.fromEntries(
  Object.entries(SIZING_FLAGS)
    .filter(([flag]) => flag !== 'allow-overcommit')
    .map(([flag, { defaultText: _assumed, ...spec }]) => [
      flag,
      {
        ...spec,
        ...(flag === 'memory-fraction'
          ? { defaultText: String(DEFAULT_MEMORY_FRACTION) }
          : flag === 'dialect'
            ? { defaultText: 'from the file' }
            : {}),
      },
    ]),
);

const FIELD_BY_FLAG = Object.fromEntries(Object.entries(INPUT_FLAGS).map(([field, flag]) => [flag.slice(2), field])) as Record<
  string,
  keyof SizingInputRaw
>;

const WORKLOAD_DEFAULTS: Array<[string, string]> = [
  ['key-size', String(SIZING_DEFAULTS.keySize)],
  ['key-overhead', String(SIZING_DEFAULTS.keyOverhead)],
  ['value-size', String(SIZING_DEFAULTS.valueSize)],
  ['keys', '8e9'],
];

export interface ResolvedInput {
  raw: SizingInputRaw;
  /** What was detected or assumed, for stderr. */
  notes: string[];
}

/** Flags to calculator input; what the user did not give comes from this host (embedded default) or the guide's workload. */
export function resolveSizingInput(args: ParsedArgs, readHost: () => HostReadings): ResolvedInput {
  const raw: Record<string, unknown> = {};
  for (const flag of Object.keys(SIZING_FLAGS)) {
    const value = args.flags[flag];
    const field = FIELD_BY_FLAG[flag];
    if (typeof value === 'string' && field) raw[field] = value;
  }
  const notes: string[] = [];
  if (raw.cpuThreads === undefined || raw.dramBytes === undefined || raw.openFiles === undefined) {
    const host = hostDefaults(readHost());
    for (const field of ['cpuThreads', 'dramBytes', 'openFiles'] as const) {
      if (raw[field] !== undefined) continue;
      raw[field] = host[field];
      notes.push(host.notes[field]);
    }
  }
  const assumed = WORKLOAD_DEFAULTS.filter(([flag]) => args.flags[flag] === undefined);
  if (assumed.length > 0) {
    notes.push(`assumed the guide's reference workload: ${assumed.map(([flag, text]) => `--${flag} ${text}`).join(', ')}`);
  }
  return { raw: raw as SizingInputRaw, notes };
}

/** `valueSize` -> `--value-size`, so calculator errors name the flag the user typed. */
export function flagForField(field: string): string {
  return INPUT_FLAGS[field as keyof SizingInputRaw] ?? field;
}
