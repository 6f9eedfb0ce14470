import { resolve } from 'node:path';
import { MAX_INPUT_TEXT } from '../cli-kit/bounded-read.js';
import {
  fixOptionsText,
  INPUT_FLAGS,
  lintFactsSchema,
  toFieldErrors,
  type LintConfig,
  type LintFacts,
  type LintOptions,
  type LoaderMode,
} from '@rocktune/calculator';
import type { Command, ParsedArgs } from '../cli-kit/command.js';
import { formatFlag } from '../flags/format.js';
import { EXIT, UsageError } from '../cli-kit/errors.js';
import { count, oneOf } from '../cli-kit/flag-types.js';
import type { Io } from '../cli-kit/io.js';
import { CONFIG_NAME, findConfig, loadConfig } from '../lint-files/config.js';
import { renderLintGithub } from '../render/lint-github.js';
import { collectInputs, OPTIONS_PATTERNS, type LintInput } from '../lint-files/collect.js';
import { fixInputFile } from '../lint-files/fix.js';
import { FORMATS_IN, lintText, readsAsOptionString, refuseStringFix, STRING_INPUT, type FormatIn } from '../lint-files/option-strings.js';
import { readStdin } from '../lint-files/stdin.js';
import { unreadableResult } from '../lint-files/unreadable.js';
import { writeChunks } from '../render/json-stream.js';
import { renderLintJson } from '../render/lint-json.js';
import { totals, type LintedFile } from '../render/lint-report.js';
import { renderRuleList } from '../render/lint-rules.js';
import { renderLintSarif } from '../render/lint-sarif.js';
import { renderLintText } from '../render/lint-text.js';
import { VERSION } from '../version.js';
import { FACT_FLAGS, flagForField } from '../flags/sizing.js';
import { listTargets, TARGET_FLAGS, targetTextFromFlags } from '../flags/target.js';

const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
type Format = (typeof FORMATS)[number];
const LOADERS = ['strict', 'ignore-unknown'] as const;

/** Hardware/workload flags, as facts only: nothing is detected, so a CI runner's hardware never leaks in. */
function factsFromFlags(args: ParsedArgs, config: LintConfig): LintFacts {
  const raw: Record<string, unknown> = {};
  for (const [field, flag] of Object.entries(INPUT_FLAGS)) {
    const value = args.flags[flag.slice(2)];
    if (typeof value === 'string') raw[field] = value;
  }
  if (typeof args.flags['disk-free'] === 'string') raw.diskFreeBytes = args.flags['disk-free'];
  const parsed = lintFactsSchema.safeParse(raw);
  if (!parsed.success) {
    const first = toFieldErrors(parsed.error)[0];
    throw new UsageError(first ? `${flagForField(first.field)}: ${first.message}` : 'invalid hardware or workload flag');
  }
  return { ...config.facts, ...(parsed.data as LintFacts) };
}

function readConfig(args: ParsedArgs, io: Io): LintConfig {
  const explicit = args.flags.config as string | undefined;
  if (explicit !== undefined) return loadConfig(resolve(io.cwd, explicit), io.cwd);
  if (args.flags['no-config']) return {};
  const found = findConfig(io.cwd);
  return found ? loadConfig(found, io.cwd) : {};
}

function maxWarnings(args: ParsedArgs, config: LintConfig): number | undefined {
  return (args.values['max-warnings'] as number | undefined) ?? config.maxWarnings;
}

/** --fix: rewrites each file that has fixes, keeping FILE.bak; stdin is fixed to stdout. */
function fixInputs(inputs: LintInput[], io: Io, options: LintOptions, formatIn: FormatIn | undefined): LintInput[] {
  return inputs.map((input) => {
    if (!('text' in input) || readsAsOptionString(input.text, formatIn, input.display)) return input;
    const fixed = fixOptionsText(input.text, options);
    if (fixed.applied === 0) return input;
    if (input.display === '<stdin>') {
      io.stdout(fixed.text);
      return { ...input, text: fixed.text };
    }
    fixInputFile(input, fixed, io);
    return { ...input, text: fixed.text };
  });
}

function render(format: Format, files: LintedFile[], ok: boolean): Iterable<string> {
  if (format === 'json') return renderLintJson(files, VERSION, ok);
  if (format === 'sarif') return renderLintSarif(files, VERSION);
  if (format === 'github') return renderLintGithub(files);
  return renderLintText(files);
}

export const lint: Command = {
  name: 'lint',
  summary: 'Check OPTIONS files for mistakes RocksDB rejects or silently changes, judged by the version each file declares',
  description:
    'Lints RocksDB / TRocksDB OPTIONS files: syntax, unknown or misplaced options (with did-you-mean), values RocksDB misreads\n' +
    `(1.5g is 1, 4g in an int is 0), duplicate keys (the first wins), values it sanitizes, and the tuning guide's limits.\n` +
    `With --threads/--dram/--value-size it also checks memory, threads and drift from 'rocktune generate'.\n` +
    `A DIR is searched for ${OPTIONS_PATTERNS}, following symbolic links only inside it (--follow-symlinks: anywhere);\n` +
    'what it leaves out (FIFOs, sockets, devices, links out of it, paths past PATH_MAX) is listed as a warning.\n' +
    `Settings come from the nearest ${CONFIG_NAME} (up to the repository root).\n` +
    'Each file is judged by the engine version its [Version] declares (the profile of its minor release line, else the\n' +
    'nearest line below; the linked engine without [Version]; TRocksDB when the file sets its VLog options); --target\n' +
    'judges every file by one version, resolved the same way. Unknown keys follow RocksDB: fatal unless the\n' +
    'file is newer than the target and the loader sets ignore_unknown_options (--loader ignore-unknown makes them warnings).\n' +
    `Each FILE, - and --config is read up to ${MAX_INPUT_TEXT} (larger, or a FIFO, socket or device: exit 2); each rule lists at most 10,000 findings per file (counts include the rest).\n` +
    '--fix keeps FILE.bak (the bytes lint read; a FILE changed meanwhile is left as it is, exit 1; never written through\n' +
    'a symbolic link), refuses a FILE or FILE.bak you could not write in place,\n' +
    'writes through a symbolic FILE only when you named it, and says when FILE had other hard links (they keep the old file).\n' +
    'With --format json the report has ok (exit 0); a usage error prints {ok: false, error: {code, message}}.\n' +
    'Exit: 0 clean, 1 errors (or more warnings than --max-warnings), 2 usage error.',
  usage:
    'rocktune lint FILE...|DIR|-|--string TEXT [--format-in ini|options-string] [--format text|json|sarif|github] [--target ENGINE@VERSION] [--loader strict|ignore-unknown] [--max-warnings N] [--fix] [--threads N --dram SIZE ...]',
  positionals: { name: 'FILE', min: 0, max: Number.MAX_SAFE_INTEGER },
  flags: {
    ...formatFlag(FORMATS),
    'format-in': {
      type: 'string',
      value: oneOf(FORMATS_IN),
      valueName: 'FMT',
      description:
        "input: an OPTIONS file, or RocksDB option strings (k=v;... per line, # comments: MyRocks, Ceph, GetColumnFamilyOptionsFromString), linted with the file's rules, findings placed in the string",
      defaultText: 'by content: option strings when there is no [section] and the lines are k=v;...',
    },
    string: { type: 'string', valueName: 'TEXT', description: 'lint TEXT, an option string, besides any FILE' },
    'max-warnings': {
      type: 'string',
      value: count({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      valueName: 'N',
      description: 'exit 1 when there are more than N warnings',
      defaultText: 'no limit',
    },
    fix: { type: 'boolean', description: 'rewrite files with the available fixes (keeps FILE.bak)' },
    'follow-symlinks': {
      type: 'boolean',
      description: 'in a DIR, also follow symbolic links that lead out of it (listed as skipped otherwise)',
    },
    config: { type: 'string', valueName: 'FILE', description: `read settings from FILE instead of the nearest ${CONFIG_NAME}` },
    'no-config': { type: 'boolean', description: `ignore ${CONFIG_NAME}` },
    'list-rules': { type: 'boolean', description: 'print every rule with its default severity and exit' },
    ...TARGET_FLAGS,
    loader: {
      type: 'string',
      value: oneOf(LOADERS),
      valueName: 'MODE',
      description: `how the program loading the file treats unknown keys: ${LOADERS.join(' or ')} (ignore_unknown_options)`,
      defaultText: 'strict',
    },
    ...FACT_FLAGS,
    'disk-free': {
      type: 'string',
      valueName: 'SIZE',
      description: "free space on the database's disk: a WAL or MANIFEST preallocation above it is an error (preallocation-exceeds-disk)",
      defaultText: 'unknown: a warning above 100 GB',
    },
  },
  examples: [
    { explains: 'Every OPTIONS file under config/, as a CI gate', command: 'rocktune lint config/' },
    {
      explains: 'With the hardware it will run on (memory, threads, drift from generate)',
      command: 'rocktune lint --threads 48 --dram 128GB --value-size 800 OPTIONS-000007',
    },
    { explains: 'GitHub code scanning', command: 'rocktune lint --format sarif config/ > rocktune.sarif' },
    { explains: 'Fix what can be fixed, keeping a backup', command: 'rocktune lint --fix db/OPTIONS.ini' },
    { explains: 'A MyRocks or Ceph option string', command: "rocktune lint --string 'write_buffer_size=64m;max_write_buffer_number=4'" },
    {
      explains: 'Judge a file written by a newer RocksDB as the version you run',
      command: 'rocktune lint --target rocksdb@8.11 --loader ignore-unknown OPTIONS-000042',
    },
  ],
  async run(args, io) {
    if (args.flags['list-rules']) {
      io.stdout(renderRuleList());
      return EXIT.ok;
    }
    if (args.flags['list-targets']) return listTargets(io);
    const format = (args.values.format as Format | undefined) ?? 'text';
    const formatIn = args.values['format-in'] as FormatIn | undefined;
    const string = args.flags.string as string | undefined;
    if (args.positionals.length === 0 && string === undefined)
      throw new UsageError(`missing FILE, DIR or - (or --string TEXT); usage: ${lint.usage}`);
    refuseStringFix(args.flags.fix === true, formatIn, string);
    if (args.flags.fix && args.positionals.includes('-') && format !== 'text')
      throw new UsageError(`--fix with - writes the fixed file to stdout; it conflicts with --format ${format}`);
    const config = readConfig(args, io);
    const facts = factsFromFlags(args, config);
    const limit = maxWarnings(args, config);
    const options: LintOptions = {
      config,
      facts,
      target: targetTextFromFlags(args),
      loader: (args.values.loader as LoaderMode | undefined) ?? 'strict',
    };
    const stdinText = args.positionals.includes('-') ? await (io.stdin ?? readStdin)() : undefined;
    let inputs = [
      ...collectInputs(args.positionals, io.cwd, stdinText, { followSymlinks: args.flags['follow-symlinks'] === true }),
      ...(string === undefined ? [] : [{ display: STRING_INPUT, text: string }]),
    ];
    if (args.flags.fix) inputs = fixInputs(inputs, io, options, formatIn);
    const files: LintedFile[] = inputs.map((input) =>
      'text' in input
        ? { display: input.display, text: input.text, result: lintText(input.text, formatIn, input.display, options) }
        : { display: input.display, text: '', result: unreadableResult(input.unreadable, input.skipped) },
    );
    const t = totals(files);
    const tooManyWarnings = limit !== undefined && t.warning > limit;
    // --fix with - prints the fixed file on stdout, so the report goes to stderr
    writeChunks(
      render(format, files, t.error === 0 && !tooManyWarnings),
      args.flags.fix && args.positionals.includes('-') ? io.stderr : io.stdout,
    );
    if (t.error > 0) return EXIT.failure;
    if (tooManyWarnings) {
      io.stderr(`rocktune: ${t.warning} warnings exceed --max-warnings ${limit}\n`);
      return EXIT.failure;
    }
    return EXIT.ok;
  },
};
