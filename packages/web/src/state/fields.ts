import {
  COMPRESSIONS,
  DIALECTS,
  GUIDE_EXAMPLE,
  SIZING_DEFAULTS,
  INPUT_FLAGS,
  KV_SEPARATION_MODES,
  PRESET_IDS,
  PRESETS,
  type KvSeparationMode,
  type SizingInputRaw,
} from '@rocktune/calculator';

/** Every input of the calculator, as the form and the share URL know it. */
export type FieldKey = keyof SizingInputRaw;

/** The form holds what people typed: `128GB`, `8 billion`. The calculator parses it. */
export type FormValues = Record<FieldKey, string>;

export type FieldGroup = 'hardware' | 'workload' | 'engine';

export interface FieldSpec {
  key: FieldKey;
  label: string;
  group: FieldGroup;
  kind: 'text' | 'select';
  /** Shown under the input; says which units are accepted. */
  hint: string;
  choices?: ReadonlyArray<{ value: string; label: string }>;
  /** Optional fields may be left empty (the calculator then omits them). */
  optional?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** Folded on a phone with the Engine inputs (the guide's value fits most workloads). */
  secondary?: boolean;
}

/**
 * The form as it opens: the guide's example server (G, "Key Elements Required for Tuning") with every other
 * input at the calculator's own default, the one the CLI uses when a flag is left out.
 */
export const GUIDE_FORM: FormValues = {
  cpuThreads: String(GUIDE_EXAMPLE.cpuThreads),
  dramBytes: `${GUIDE_EXAMPLE.dramBytes / 1e9}GB`,
  openFiles: String(SIZING_DEFAULTS.openFiles),
  keySize: String(SIZING_DEFAULTS.keySize),
  keyOverhead: String(SIZING_DEFAULTS.keyOverhead),
  valueSize: String(SIZING_DEFAULTS.valueSize),
  totalKeys: SIZING_DEFAULTS.totalKeys.toExponential().replace('e+', 'e'), // 8e9, as people write it
  numLevels: String(SIZING_DEFAULTS.numLevels),
  memoryFraction: String(SIZING_DEFAULTS.memoryFraction),
  workload: SIZING_DEFAULTS.workload,
  dialect: SIZING_DEFAULTS.dialect,
  kvSeparation: SIZING_DEFAULTS.kvSeparation,
  compression: SIZING_DEFAULTS.compression,
  compressionFactor: '',
  diskWriteBytesPerSec: '',
};

const KV_SEPARATION_LABELS: Record<KvSeparationMode, string> = {
  auto: 'auto: by value size (KIOXIA)',
  on: 'on: values in blob files',
  off: 'off: values inline in SSTs',
};

export const FIELDS: readonly FieldSpec[] = [
  {
    key: 'cpuThreads',
    label: 'CPU threads',
    group: 'hardware',
    kind: 'text',
    inputMode: 'numeric',
    hint: 'Hardware threads, not cores (2 per core with SMT).',
  },
  { key: 'dramBytes', label: 'DRAM', group: 'hardware', kind: 'text', hint: 'e.g. 128GB (decimal), 128GiB, 64,000,000,000.' },
  {
    key: 'openFiles',
    label: 'Open files',
    group: 'hardware',
    kind: 'text',
    inputMode: 'numeric',
    hint: 'File budget for SSTs and value files (ulimit -n leaves room).',
  },
  {
    key: 'memoryFraction',
    label: 'Memory fraction',
    group: 'hardware',
    secondary: true,
    kind: 'text',
    inputMode: 'decimal',
    hint: 'Share of DRAM for memtables + block cache, 0.05 to 1.',
  },
  { key: 'keySize', label: 'Key size', group: 'workload', kind: 'text', secondary: true, hint: 'Bytes per user key, e.g. 20 or 1KB.' },
  {
    key: 'keyOverhead',
    label: 'Key overhead',
    group: 'workload',
    secondary: true,
    kind: 'text',
    hint: 'Per-key pointer bytes in the LSM (VLog / blob index).',
  },
  { key: 'valueSize', label: 'Value size', group: 'workload', kind: 'text', hint: 'Average value bytes, e.g. 800 or 150KB.' },
  { key: 'totalKeys', label: 'Total keys', group: 'workload', kind: 'text', hint: 'e.g. 8e9, 8 billion, 8,000,000,000.' },
  {
    key: 'workload',
    label: 'Workload preset',
    group: 'workload',
    kind: 'select',
    hint: '',
    choices: PRESET_IDS.map((id) => ({ value: id, label: PRESETS[id].title })),
  },
  {
    key: 'numLevels',
    label: 'Levels below L0',
    group: 'engine',
    kind: 'text',
    inputMode: 'numeric',
    hint: 'The guide sizes a 6-level database.',
  },
  {
    key: 'dialect',
    label: 'Engine (dialect)',
    group: 'engine',
    kind: 'select',
    hint: '',
    choices: DIALECTS.map((d) => ({ value: d, label: d === 'rocksdb' ? 'RocksDB (upstream, BlobDB)' : 'TRocksDB (KIOXIA, VLog)' })),
  },
  {
    key: 'kvSeparation',
    label: 'Key-value separation',
    group: 'engine',
    kind: 'select',
    hint: 'Values in blob/VLog files (the guide’s example separates them); auto, as rocktune generate does, decides by value size and preset.',
    choices: KV_SEPARATION_MODES.map((m) => ({ value: m, label: KV_SEPARATION_LABELS[m] })),
  },
  {
    key: 'compression',
    label: 'Compression',
    group: 'engine',
    kind: 'select',
    hint: 'Used from L3 down; L0-L2 stay uncompressed.',
    choices: COMPRESSIONS.map((c) => ({ value: c, label: c })),
  },
  {
    key: 'compressionFactor',
    label: 'Compressed value ratio',
    group: 'engine',
    kind: 'text',
    optional: true,
    inputMode: 'decimal',
    hint: 'Optional: compressed / raw value size in value files, above 0 and at most 1 (default 0.5).',
  },
  {
    key: 'diskWriteBytesPerSec',
    label: 'Disk write rate',
    group: 'engine',
    kind: 'text',
    optional: true,
    hint: 'Optional, per second, e.g. 500MB: sets the rate limiter (auto-tuned-compactions).',
  },
];

export const FIELD_BY_KEY = Object.fromEntries(FIELDS.map((f) => [f.key, f])) as Record<FieldKey, FieldSpec>;
export const FIELD_KEYS = FIELDS.map((f) => f.key);

/** URL parameter of a field: the CLI flag without dashes (`--dram` → `dram`), one vocabulary everywhere. */
export function paramOf(key: FieldKey): string {
  return INPUT_FLAGS[key].replace(/^--/, '');
}

/** The calculator's raw input: strings as typed, empty optional fields left out. */
export function toRawInput(values: FormValues): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of FIELD_KEYS) {
    const value = values[key].trim();
    if (value === '' && FIELD_BY_KEY[key].optional) continue;
    raw[key] = value;
  }
  return raw;
}
