import { statSync } from 'node:fs';
import { MAX_INPUT_TEXT } from '../cli-kit/bounded-read.js';
import { InputTooLargeError, NotAFileError, readFileBounded } from '../cli-kit/bounded-read.js';
import { looksUtf16, UTF16_MESSAGE } from '../lint-files/read-input.js';
import { textFromBytes } from '@rocktune/calculator';
import { resolve } from 'node:path';
import { lossyArgName, NOT_UTF8_ARG } from '../cli-kit/lossy-arg.js';
import { BLOCK_CACHE_FLAG } from '../flags/block-cache.js';
import type { Command, ParsedArgs } from '../cli-kit/command.js';
import { EXIT, UsageError } from '../cli-kit/errors.js';
import { interruptedFailure } from '../cli-kit/json-failure.js';
import { INTERRUPT_SIGNALS, othersHandle } from '../launch/interrupt-guard.js';
import { failureObject, jsonText } from './validate-json.js';
import { checkRefusal } from '../engine/check-refusal.js';
import { stderrStyle, type Io } from '../cli-kit/io.js';
import { cliEngineError, loadEngine, type EngineClient } from '../engine/engine.js';
import { LOAD_ORDER_FLAG } from '../flags/load-order.js';
import { SCALE_FLAGS } from '../flags/scale.js';
import { chooseTest, TUNER_FLAGS, tunerSettings } from '../flags/tuner.js';
import { VALIDATE_FILE_FLAGS, VALIDATION_FLAGS, validationSettings, type ValidationSettings } from '../flags/validation.js';
import { progressRenderer } from '../render/progress.js';
import { visible, visibleLines } from '../cli-kit/visible.js';
import { runTunerValidation } from './validate-tuner.js';
import { memorySection, memoryText, type MemorySection } from './validate-memory.js';
import { inRegime, REGIME_FLAGS, regimeFor } from './validate-regime.js';

/**
 * `rocktune validate FILE`: RocksDB (the system library, through @rocktune/rocksdb-addon) checks the file, then runs
 * T2 (load) and T5 (read while writing) in a child process. The engine is imported lazily, so generate/explain/lint
 * work when the addon is not built.
 */

/** The file's bytes as text that keeps every byte (textFromBytes): the engine is given exactly what is on disk. */
function readOptionsFile(file: string, io: Io): string {
  const path = resolve(io.cwd, file);
  let st;
  try {
    st = statSync(path);
  } catch {
    const lossy = lossyArgName(file);
    throw new UsageError(
      lossy === undefined ? `FILE: ${file} does not exist` : `FILE: ${lossy} cannot be opened: its name ${NOT_UTF8_ARG}`,
    );
  }
  if (st.isDirectory()) throw new UsageError(`FILE: ${file} is a directory, not an OPTIONS file`);
  let bytes: Buffer;
  try {
    bytes = readFileBounded(path);
  } catch (error) {
    if (error instanceof InputTooLargeError || error instanceof NotAFileError) throw new UsageError(`FILE: ${file}: ${error.message}`);
    throw new UsageError(`FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (looksUtf16(bytes)) throw new UsageError(`FILE: ${file}: ${UTF16_MESSAGE}`);
  const text = bytes.toString('utf8');
  return text.includes('\ufffd') ? textFromBytes(bytes) : text;
}

/** Runs check + T2 + T5 and prints the report. Shared by `validate` and `generate --validate`. */
export async function runValidation(
  text: string,
  s: ValidationSettings,
  io: Io,
  out: (t: string) => void = io.stdout,
  loaded?: EngineClient,
  source = 'OPTIONS',
): Promise<number> {
  const engine = loaded ?? (await loadEngine());
  const progress = progressRenderer(io, s.progress);
  let report: Awaited<ReturnType<EngineClient['validateOptions']>>;
  try {
    report = await engine.validateOptions(text, {
      ...(s.dialect !== undefined ? { dialect: s.dialect } : {}),
      ...(s.engine !== undefined ? { engine: s.engine } : {}),
      keys: s.keys,
      keySize: s.keySize,
      valueSize: s.valueSize,
      readers: s.readers,
      durationSec: s.durationSec,
      writerRateBytesPerSec: s.writerRateBytesPerSec,
      ...(s.dbDir !== undefined ? { dbDir: s.dbDir } : {}),
      ...(s.checkOnly ? { checkOnly: true } : {}),
      ...(s.blockCacheBytes !== undefined ? { blockCacheBytes: s.blockCacheBytes } : {}),
      ...(s.loadOrder ? { loadOrder: s.loadOrder, writerKeys: s.loadOrder } : {}),
      ...(io.env.TMPDIR ? { tmpRoot: io.env.TMPDIR } : {}),
      ...(progress ? { onProgress: progress.show } : {}),
    });
  } catch (error) {
    progress?.done(true);
    throw cliEngineError(error);
  }
  progress?.done();
  const memory: MemorySection | undefined =
    report.load && report.run
      ? memorySection(text, { keys: report.load.keys + report.run.writeOps, keySize: s.keySize, valueSize: s.valueSize }, report.run.memory)
      : undefined;
  const refusal = checkRefusal(report.check, source);
  const error = refusal ? { error: refusal } : {};
  out(
    s.format === 'json'
      ? jsonText({ ok: report.check.ok, ...error, ...report, ...(memory ? { memory } : {}) })
      : visibleLines(`${engine.formatValidateReport(report)}${memory ? memoryText(memory) : ''}`),
  );
  if (refusal) {
    io.stderr(`${stderrStyle(io).red('rocktune: error:')} ${visible(refusal.message)}\n`);
    return EXIT.failure;
  }
  return EXIT.ok;
}

export const validate: Command = {
  name: 'validate',
  summary: 'Check an OPTIONS file with the real RocksDB, then run the T2 load and T5 read-while-writing tests',
  description:
    "Loads FILE through RocksDB's own options loader, opens a fresh temporary DB with it and reports every value RocksDB\n" +
    'sanitized ("you asked 2, RocksDB runs 4"), then runs T2 (sequential fill) and T5 (R readers + 1 writer) in a child process.\n' +
    'Everything is written to a temporary directory that is removed afterwards (also on failure and Ctrl-C), unless --db is given.\n' +
    '--workload is the old name of --test (a load shape here; in generate it is the preset).\n' +
    'Lint (rocktune lint) judges FILE first: an error-level finding stops the run before the engine starts (FILE:LINE:COL, code\n' +
    'ENGINE_LINT_REFUSED in JSON). A disk that fills up is one line "no space left on device" (ENGINE_DISK_SPACE).\n' +
    `FILE is read up to ${MAX_INPUT_TEXT} (larger, or an endless device: exit 2). --format json prints one object on every path, Ctrl-C, SIGTERM and SIGHUP included (code INTERRUPTED).\n` +
    'Exit 1 when lint or RocksDB rejects the file or the disk is full, 2 on bad flags or FILE.',
  usage:
    'rocktune validate FILE [--keys N] [--duration S] [--readers R] [--format text|json] [--db DIR] [--progress] [--test auto|t5|sine|phases] [--scale auto --full-keys N] [--memory-limit SIZE] [--disk-limit write=RATE,read=RATE] [--load sequential|random]',
  positionals: { name: 'FILE', min: 1, max: 1 },
  flags: {
    ...VALIDATE_FILE_FLAGS,
    ...VALIDATION_FLAGS,
    ...BLOCK_CACHE_FLAG,
    'check-only': { type: 'boolean', description: 'load the file, open a fresh DB and report what the engine changed; no T2/T5' },
    ...TUNER_FLAGS,
    ...SCALE_FLAGS,
    ...REGIME_FLAGS,
    ...LOAD_ORDER_FLAG,
  },
  examples: [
    { explains: 'Validate a generated file with the defaults (about 35 s on 2 cores)', command: 'rocktune validate OPTIONS.ini' },
    { explains: 'A quick smoke run, as JSON', command: 'rocktune validate OPTIONS.ini --keys 200000 --duration 5 --format json' },
    {
      explains: 'The thesis sine-wave writer with the auto-tuned-compactions controller (docs/controllers.md)',
      command: 'rocktune validate auto.ini --test sine --duration 60 --sine-b 0.1047',
    },
    {
      explains: 'A file generated for 8e9 keys as a 2M-key scale model (same levels and files per level)',
      command: 'rocktune validate OPTIONS.ini --scale auto --full-keys 8e9',
    },
    {
      explains: 'A TRocksDB file on TRocksDB itself (its engine built with npm run engine:trocksdb), keeping the DB',
      command: 'mkdir /tmp/t && rocktune validate trocks.ini --db /tmp/t',
    },
    {
      explains: 'The same file on upstream RocksDB, its VLog options mapped to BlobDB',
      command: 'rocktune validate trocks.ini --engine rocksdb',
    },
    {
      explains: 'A TRocksDB file with the block cache its application would set in code (TRocksDB cannot read it from a file)',
      command: 'rocktune validate trocks.ini --block-cache 4GiB',
    },
  ],
  async run(args, io) {
    const json = args.values.format === 'json';
    const stopReporting = json ? reportInterruption(io) : () => undefined;
    try {
      return await validateFile(args, io);
    } catch (error) {
      if (json) io.stdout(jsonText(failureObject(error)));
      throw error;
    } finally {
      stopReporting();
    }
  },
};

/**
 * `--format json` and Ctrl-C, SIGTERM or SIGHUP: one JSON object (code INTERRUPTED) before the process goes.
 * Registered before the engine's own handler, which then removes the temporary data and exits with the signal;
 * before the engine started no other handler is in charge, and this one re-raises the signal itself.
 */
function reportInterruption(io: Io): () => void {
  const stop = (): void => {
    for (const s of INTERRUPT_SIGNALS) process.off(s, onSignal);
  };
  const onSignal = (sig: NodeJS.Signals): void => {
    stop();
    io.stdout(jsonText(interruptedFailure(sig)));
    if (!othersHandle(sig)) process.kill(process.pid, sig);
  };
  for (const s of INTERRUPT_SIGNALS) process.on(s, onSignal);
  return stop;
}

async function validateFile(args: ParsedArgs, io: Io): Promise<number> {
  {
    const file = args.positionals[0] as string;
    const settings = validationSettings(args.values, args.flags, io);
    let text = readOptionsFile(file, io);
    if (args.flags.scale !== undefined || args.flags['full-keys'] !== undefined) {
      // the scale model (docs/evidence.md): every size option x --keys / the database's keys
      const { applyScaleFlags } = await import('../compare/scale-file.js');
      text = applyScaleFlags(args.values, text, settings, io);
    }
    const engine = await loadEngine();
    let fileController: string | undefined;
    try {
      fileController = engine.controllerDirective(text);
    } catch (error) {
      throw new UsageError(`FILE: ${(error as Error).message}`);
    }
    const test = chooseTest(args.values, fileController);
    const regime = settings.checkOnly ? undefined : regimeFor(args.values, io);
    if (regime) text = regime.prepare(text);
    if (test === 't5' || settings.checkOnly)
      return inRegime(regime, io, (out) => runValidation(text, settings, out, out.stdout, engine, file));
    const opts = {
      ...tunerSettings(args.values, test),
      ...(settings.dialect !== undefined ? { dialect: settings.dialect } : {}),
      ...(settings.engine !== undefined ? { engine: settings.engine } : {}),
      ...(settings.dbDir !== undefined ? { dbDir: settings.dbDir } : {}),
      ...(settings.blockCacheBytes !== undefined ? { blockCacheBytes: settings.blockCacheBytes } : {}),
      ...(io.env.TMPDIR ? { tmpRoot: io.env.TMPDIR } : {}),
    };
    return inRegime(regime, io, (out) => runTunerValidation(engine, text, opts, settings, out, file));
  }
}
