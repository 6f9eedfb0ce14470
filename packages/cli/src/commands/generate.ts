import {
  GENERATED_FORMATS,
  GENERATED_FORMAT_IDS,
  toJsonReport,
  toOptionsFile,
  type GeneratedFormat,
  type StoreRecommendation,
} from '@rocktune/calculator';
import type { Command, ParsedArgs } from '../cli-kit/command.js';
import { formatFlag, STORES_FLAG } from '../flags/format.js';
import { withHeldStderr } from '../cli-kit/held-stderr.js';
import type { Io } from '../cli-kit/io.js';
import { EXIT, UsageError } from '../cli-kit/errors.js';
import { renderRecommendationTable } from '../render/recommendation-table.js';
import { writeOutput } from '../output/write-file.js';
import { VERSION } from '../version.js';
import { computeRecommendation } from '../flags/recommendation.js';
import { storesFromFlags } from '../flags/stores.js';
import { SIZING_FLAGS } from '../flags/sizing.js';
import { listTargets, TARGET_FLAGS } from '../flags/target.js';
import { TEST_KEYS, VALIDATE_DEFAULTS, VALIDATION_FLAGS, validationSettings } from '../flags/validation.js';
import { runValidation } from './validate.js';

const FORMATS = ['ini', 'json', 'table', ...GENERATED_FORMAT_IDS] as const;

export const generate: Command = {
  name: 'generate',
  summary: 'Print a tuned OPTIONS file for your hardware and workload',
  description:
    "Applies KIOXIA's TRocksDB tuning guide (and the presets' sources) to your CPU threads, DRAM, open-file budget and key/value sizes.\n" +
    'With no flags it sizes for this host (CPU affinity and cgroup quota, DRAM or cgroup limit, ulimit -n) and the\n' +
    "guide's 20/20/800-byte workload. What it detected and assumed goes to stderr, the file to stdout.",
  usage: 'rocktune generate [--threads N] [--dram SIZE] [--keys N] [--value-size BYTES] [--workload PRESET] [--format FMT] [-o FILE]',
  flags: {
    ...SIZING_FLAGS,
    ...TARGET_FLAGS,
    ...formatFlag(FORMATS),
    ...STORES_FLAG,
    output: {
      type: 'string',
      short: 'o',
      valueName: 'FILE',
      description:
        'write to FILE instead of stdout (a new or regular file only; its mode is kept). A FILE you could not write in place is refused; a FILE with other hard links is replaced under this name only (the other names keep the old file; said on stderr)',
    },
    force: { type: 'boolean', description: 'with -o: write through a symbolic link to its target' },
    annotate: { type: 'boolean', description: 'ini only: a one-line reason after every option' },
    validate: {
      type: 'boolean',
      description: 'then run `rocktune validate` on the file with the real RocksDB (report on stderr; exit 1 if rejected)',
    },
    'validate-keys': {
      type: 'string',
      value: TEST_KEYS,
      valueName: 'N',
      description: 'with --validate: T2 keys to load',
      defaultText: String(VALIDATE_DEFAULTS.keys),
    },
    ...VALIDATION_FLAGS,
  },
  examples: [
    {
      explains: "The guide's example server (gives its Figure 1 numbers)",
      command: 'rocktune generate --threads 48 --dram 128GB --key-size 20 --value-size 800 --keys 8e9 --open-files 80000',
    },
    { explains: 'This host, written to a file with reasons', command: 'rocktune generate --annotate -o OPTIONS.ini' },
    {
      explains: 'A read-heavy service on TRocksDB, as JSON for scripts',
      command: 'rocktune generate --workload read-heavy --dialect trocksdb --format json',
    },
    { explains: 'For the RocksDB version you run (see --list-targets)', command: 'rocktune generate --target rocksdb@9.11 -o OPTIONS.ini' },
  ],
  run: (args, io) => withHeldStderr(io, (held, release) => generateFile(args, held, release)),
};

/** The JSON report; with --stores N above 1, one store's and its `stores` plan (absent for one store: the output stays as it was). */
function jsonText(rec: StoreRecommendation): string {
  const { storesPlan, ...report } = rec;
  return `${JSON.stringify({ ok: true, ...toJsonReport(report, VERSION), ...(storesPlan.stores > 1 ? { stores: storesPlan } : {}) }, null, 2)}\n`;
}

function refuseDialect(format: string, dialect: string): void {
  const generated: Partial<Record<string, GeneratedFormat>> = GENERATED_FORMATS;
  const why = generated[format]?.notForTrocksdb;
  if (why !== undefined && dialect === 'trocksdb') throw new UsageError(`--format ${format} conflicts with --dialect trocksdb: ${why}`);
}

async function generateFile(args: ParsedArgs, io: Io, release: () => void): Promise<number> {
  if (args.flags['list-targets']) return listTargets(io);
  const format = (args.values.format as (typeof FORMATS)[number] | undefined) ?? 'ini';
  if (args.flags.annotate && format !== 'ini')
    throw new UsageError(`--annotate conflicts with --format ${format}; it applies to --format ini only`);
  const validating = args.flags.validate === true;
  if (!validating) {
    const stray = ['validate-keys', ...Object.keys(VALIDATION_FLAGS)].find((f) => args.flags[f] !== undefined);
    if (stray) throw new UsageError(`--${stray} needs --validate`);
  }
  const stores = (args.values.stores as number | undefined) ?? 1;
  if (stores > 1 && (format === 'ini' || format === 'table'))
    throw new UsageError(
      `--stores conflicts with --format ${format}: the OPTIONS file is one database; use options-string, kafka-streams, flink or json`,
    );
  const host = computeRecommendation(args, io);
  refuseDialect(format, host.input.dialect);
  const rec = storesFromFlags(args, host);
  const settings = validating
    ? validationSettings({ ...args.values, format: undefined }, args.flags, io, {
        keys: (args.values['validate-keys'] as number | undefined) ?? VALIDATE_DEFAULTS.keys,
        keySize: rec.input.keySize,
        valueSize: rec.input.valueSize,
        dialect: rec.input.dialect,
      })
    : undefined;
  const text =
    format === 'json'
      ? jsonText(rec)
      : format === 'table'
        ? renderRecommendationTable(rec)
        : format === 'ini'
          ? toOptionsFile(rec, { rocktuneVersion: VERSION, annotate: args.flags.annotate === true })
          : GENERATED_FORMATS[format].text(rec, VERSION, stores);
  if (args.flags.force && args.flags.output === undefined) throw new UsageError('--force needs -o FILE');
  writeOutput(text, args.flags.output as string | undefined, io, args.flags.force === true, release);
  if (!settings) return EXIT.ok;
  const ini = format === 'ini' ? text : toOptionsFile(rec, { rocktuneVersion: VERSION, annotate: false });
  return runValidation(ini, settings, io, io.stderr, undefined, (args.flags.output as string | undefined) ?? 'the generated file');
}
