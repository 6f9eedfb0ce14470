import { readFileSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Command, FlagSpec, ParsedArgs } from '../cli-kit/command.js';
import { EXIT, FailureError, UsageError } from '../cli-kit/errors.js';
import { stderrStyle, type Io } from '../cli-kit/io.js';
import { SCALE_FLAGS } from '../compare/scale-flags.js';
import { measuredComponents, memoryText, type EngineMemory, type MemorySection } from './validate-memory.js';
import { TUNER_FLAGS, chooseWorkload, runTunerValidation, tunerSettings } from './validate-tuner.js';

/**
 * `rocktune validate FILE`: RocksDB 7.8.3 (the system library, through @rocktune/rocksdb-addon) checks the
 * file, then runs T2 (load) and T5 (read while writing) in a child process. The engine is imported lazily,
 * so generate/explain/lint work when the addon is not built. Defaults follow
 * the 2-core db_bench calibration (docs/evidence.md): 2M keys of 20/800 bytes (~9 s), a 20 s run with a 10 MiB/s writer.
 */

const FORMATS = ['text', 'json'] as const;
const DIALECTS = ['rocksdb', 'trocksdb'] as const;
export const VALIDATE_DEFAULTS = { keys: 2_000_000, durationSec: 20, keySize: 20, valueSize: 800, writerRate: 10 * 2 ** 20 };

/** The part of @rocktune/rocksdb-addon this command uses (kept structural so the CLI builds without the addon). */
interface EngineProgressEvent {
  phase: 'check' | 'load' | 'run';
  fraction: number;
  writeOpsPerSec: number;
  readOpsPerSec: number;
  l0Files: number;
  stallMicros: number;
}
interface EngineReport {
  load?: { keys: number };
  run?: { writeOps: number; memory: EngineMemory };
  check: { ok: boolean; accepted: boolean; stage: string | null; rocksdbStatus: string; line?: number; lineText?: string; findings: { severity: string; line: number; message: string }[] };
}
interface EngineModule {
  validateOptions(text: string, opts: Record<string, unknown>): Promise<EngineReport>;
  formatValidateReport(report: EngineReport): string;
}
const ENGINE_MODULE: string = '@rocktune/rocksdb-addon';

export interface ValidationSettings {
  dialect: 'rocksdb' | 'trocksdb';
  keys: number;
  durationSec: number;
  readers: number;
  keySize: number;
  valueSize: number;
  writerRateBytesPerSec: number;
  dbDir?: string;
  format: 'text' | 'json';
  progress: boolean;
}

/** Flags shared with `generate --validate`. */
export const VALIDATION_FLAGS: Record<string, FlagSpec> = {
  duration: { type: 'string', valueName: 'S', description: 'T5 run length in seconds', defaultText: String(VALIDATE_DEFAULTS.durationSec) },
  readers: { type: 'string', valueName: 'R', description: 'T5 reader threads', defaultText: "this host's hardware threads" },
  'writer-rate': { type: 'string', valueName: 'MIB', description: 'T5 writer limit in MiB/s (0 = unlimited)', defaultText: '10' },
  db: { type: 'string', valueName: 'DIR', description: 'an existing EMPTY directory for the test DB (kept afterwards)', defaultText: 'a temporary directory, removed' },
  progress: { type: 'boolean', description: 'progress on stderr even when it is not a terminal' },
};

function positiveInt(flag: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined) return fallback;
  const text = raw.replace(/_/g, '');
  const v = /^\d+(\.\d+)?[eE]\d+$/.test(text) ? Number(text) : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(v) || v < min) throw new UsageError(`--${flag}: '${raw}' is not allowed; expected an integer >= ${min}`);
  return v;
}

function positiveNumber(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const v = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(v > 0) || v > 86_400) throw new UsageError(`--${flag}: '${raw}' is not allowed; expected seconds > 0 (at most 86400)`);
  return v;
}

/** Reads and checks the validation flags; throws UsageError (exit 2) before anything runs. */
export function validationSettings(flags: ParsedArgs['flags'], io: Io, sizes?: { keySize: number; valueSize: number; dialect: 'rocksdb' | 'trocksdb' }): ValidationSettings {
  const format = (flags.format as string | undefined) ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format: '${format}' is not allowed; allowed: ${FORMATS.join(', ')}`);
  const dialect = (flags.dialect as string | undefined) ?? sizes?.dialect ?? 'rocksdb';
  if (!(DIALECTS as readonly string[]).includes(dialect)) throw new UsageError(`--dialect: '${dialect}' is not allowed; allowed: ${DIALECTS.join(', ')}`);
  const db = flags.db as string | undefined;
  if (db !== undefined) checkEmptyDir(resolve(io.cwd, db));
  return {
    dialect: dialect as ValidationSettings['dialect'],
    keys: positiveInt(sizes ? 'validate-keys' : 'keys', flags.keys as string | undefined, VALIDATE_DEFAULTS.keys),
    durationSec: positiveNumber('duration', flags.duration as string | undefined, VALIDATE_DEFAULTS.durationSec),
    readers: positiveInt('readers', flags.readers as string | undefined, availableParallelism()),
    keySize: sizes?.keySize ?? positiveInt('key-size', flags['key-size'] as string | undefined, VALIDATE_DEFAULTS.keySize, 8),
    valueSize: sizes?.valueSize ?? positiveInt('value-size', flags['value-size'] as string | undefined, VALIDATE_DEFAULTS.valueSize),
    writerRateBytesPerSec: positiveInt('writer-rate', flags['writer-rate'] as string | undefined, 10, 0) * 2 ** 20,
    ...(db !== undefined ? { dbDir: resolve(io.cwd, db) } : {}),
    format: format as ValidationSettings['format'],
    progress: flags.progress === true || io.stderrIsTTY,
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


function readOptionsFile(file: string, io: Io): string {
  const path = resolve(io.cwd, file);
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new UsageError(`FILE: ${file} does not exist`);
  }
  if (st.isDirectory()) throw new UsageError(`FILE: ${file} is a directory, not an OPTIONS file`);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

async function loadEngine(): Promise<EngineModule> {
  try {
    return (await import(ENGINE_MODULE)) as EngineModule;
  } catch (error) {
    throw new FailureError(
      `the RocksDB engine (@rocktune/rocksdb-addon) is not available: ${(error as Error).message.split('\n')[0]}; ` +
        'build it with `npm run build -w @rocktune/rocksdb-addon` (needs: sudo apt-get install -y librocksdb-dev build-essential python3 pkg-config)',
    );
  }
}

function progressPrinter(io: Io, enabled: boolean): ((e: EngineProgressEvent) => void) | undefined {
  if (!enabled) return undefined;
  const tty = io.stderrIsTTY;
  let last = '';
  return (e) => {
    const width = 24;
    const filled = Math.round(Math.min(1, Math.max(0, e.fraction)) * width);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
    const rate = e.phase === 'run' ? `${Math.round(e.readOpsPerSec).toLocaleString('en-US')} reads/s ${Math.round(e.writeOpsPerSec).toLocaleString('en-US')} writes/s` : `${Math.round(e.writeOpsPerSec).toLocaleString('en-US')} writes/s`;
    const line = e.phase === 'check' ? 'check  asking RocksDB...' : `${e.phase.padEnd(5)}  ${bar} ${String(Math.round(e.fraction * 100)).padStart(3)}%  ${rate}  L0 ${e.l0Files}  stall ${(e.stallMicros / 1e4).toFixed(0)}%`;
    if (line === last) return;
    last = line;
    io.stderr(tty ? `\r\u001b[2K${line}` : `${line}\n`);
  };
}

/** Runs check + T2 + T5 and prints the report. Shared by `validate` and `generate --validate`. */
export async function runValidation(text: string, s: ValidationSettings, io: Io, out: (t: string) => void = io.stdout): Promise<number> {
  const engine = await loadEngine();
  const onProgress = progressPrinter(io, s.progress);
  let report: EngineReport;
  try {
    report = await engine.validateOptions(text, {
      dialect: s.dialect,
      keys: s.keys,
      keySize: s.keySize,
      valueSize: s.valueSize,
      readers: s.readers,
      durationSec: s.durationSec,
      writerRateBytesPerSec: s.writerRateBytesPerSec,
      ...(s.dbDir !== undefined ? { dbDir: s.dbDir } : {}),
      ...(io.env.TMPDIR ? { tmpRoot: io.env.TMPDIR } : {}),
      ...(onProgress ? { onProgress } : {}),
    });
  } catch (error) {
    if (onProgress && io.stderrIsTTY) io.stderr('\n');
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    if (code === 'ENGINE_DB_DIR' || code === 'ENGINE_INVALID_ARGUMENT') throw new UsageError(message);
    throw new FailureError(code ? `${message} [${code}]` : message);
  }
  if (onProgress && io.stderrIsTTY) io.stderr('\r\u001b[2K');
  const memory: MemorySection | undefined =
    report.load && report.run ? { keys: report.load.keys + report.run.writeOps, measuredAfter: 'T5', measured: measuredComponents(report.run.memory) } : undefined;
  out(s.format === 'json' ? `${JSON.stringify(memory ? { ...report, memory } : report, null, 2)}\n` : `${engine.formatValidateReport(report)}${memory ? memoryText(memory) : ''}`);
  if (!report.check.ok) {
    const c = report.check;
    const style = stderrStyle(io);
    const first = c.accepted ? c.findings.find((f) => f.severity === 'error') : undefined;
    const why = first ? `line ${first.line}: ${first.message}` : `${c.rocksdbStatus}${c.line !== undefined ? ` (line ${c.line}: ${c.lineText ?? ''})` : ''}`;
    io.stderr(`${style.red('rocktune: error:')} RocksDB ${c.accepted ? 'accepted the file, but it is ambiguous' : 'rejected the file'}: ${why}\n`);
    return EXIT.failure;
  }
  return EXIT.ok;
}

export const validate: Command = {
  name: 'validate',
  summary: 'Check an OPTIONS file with the real RocksDB, then run the T2 load and T5 read-while-writing tests',
  description:
    "Loads FILE through RocksDB 7.8.3's own options loader, opens a fresh temporary DB with it and reports every value RocksDB\n" +
    'sanitized ("you asked 2, RocksDB runs 4"), then runs T2 (sequential fill) and T5 (R readers + 1 writer) in a child process.\n' +
    'Everything is written to a temporary directory that is removed afterwards (also on failure and Ctrl-C), unless --db is given.\n' +
    'Exit 1 when RocksDB rejects the file, 2 on bad flags or FILE.',
  usage: 'rocktune validate FILE [--keys N] [--duration S] [--readers R] [--format text|json] [--db DIR] [--progress] [--scale auto [--full-keys N]]',
  positionals: { name: 'FILE', min: 1, max: 1 },
  flags: {
    keys: { type: 'string', valueName: 'N', description: 'T2 keys to load (sequential)', defaultText: '2000000' },
    'key-size': { type: 'string', valueName: 'BYTES', description: 'key size', defaultText: '20' },
    'value-size': { type: 'string', valueName: 'BYTES', description: 'value size', defaultText: '800' },
    ...VALIDATION_FLAGS,
    dialect: { type: 'string', valueName: 'D', description: 'rocksdb, or trocksdb (VLog options mapped to BlobDB)', defaultText: 'rocksdb' },
    format: { type: 'string', short: 'f', valueName: 'FMT', description: `output: ${FORMATS.join(', ')}`, defaultText: 'text' },
    ...TUNER_FLAGS,
    ...SCALE_FLAGS,
  },
  examples: [
    { explains: 'Validate a generated file with the defaults (about 35 s on 2 cores)', command: 'rocktune validate OPTIONS.ini' },
    { explains: 'A quick smoke run, as JSON', command: 'rocktune validate OPTIONS.ini --keys 200000 --duration 5 --format json' },
    { explains: 'The thesis sine-wave writer with the auto-tuned-compactions controller (docs/controllers.md)', command: 'rocktune validate auto.ini --workload sine --duration 60 --sine-b 0.1047' },
    { explains: 'A file generated for 8e9 keys as a 2M-key scale model (same levels and files per level)', command: 'rocktune validate OPTIONS.ini --scale auto' },
    { explains: 'A TRocksDB file, keeping the DB for inspection', command: 'mkdir /tmp/t && rocktune validate trocks.ini --dialect trocksdb --db /tmp/t' },
  ],
  async run(args, io) {
    const file = args.positionals[0] as string;
    const settings = validationSettings(args.flags, io);
    let text = readOptionsFile(file, io);
    if (args.flags.scale !== undefined || args.flags['full-keys'] !== undefined) {
      // the scale model (docs/evidence.md): every size option x --keys / the database's keys
      const { applyScaleFlags } = await import('../compare/scale-file.js');
      text = applyScaleFlags(args.flags, text, settings, io);
    }
    const workload = chooseWorkload(args.flags, text);
    if (workload !== 't5') {
      const opts = { ...tunerSettings(args.flags, workload), dialect: settings.dialect, progress: settings.progress, ...(settings.dbDir !== undefined ? { dbDir: settings.dbDir } : {}), ...(io.env.TMPDIR ? { tmpRoot: io.env.TMPDIR } : {}) };
      return runTunerValidation(text, opts, settings.format, io);
    }
    return runValidation(text, settings, io);
  },
};
