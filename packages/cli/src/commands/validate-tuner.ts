import { availableParallelism } from 'node:os';
import type { FlagSpec, ParsedArgs } from '../cli-kit/command.js';
import { FailureError, EXIT, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';

/**
 * `rocktune validate --workload sine|phases`: the run-time tuners (docs/controllers.md). A generated OPTIONS file
 * of the presets auto-tuned-compactions / dynamic-l0 carries `# rocktune-controller: <id>`; with the default
 * `--workload auto` such a file runs the controller's workload (sine / phases) with the controller on, any other
 * file runs T2 + T5 as before. Flags are checked here (exit 2) and again by the engine's schemas, before anything runs.
 */

const MIB = 2 ** 20;
const WORKLOADS = ['auto', 't5', 'sine', 'phases'] as const;
const CONTROLLERS = ['auto', 'none', 'auto-tuned-compactions', 'dynamic-l0'] as const;
export const TUNER_DEFAULTS = { sineA: 50, sineB: (2 * Math.PI) / 90, sineC: (3 * Math.PI) / 2, sineD: 85, sineDuration: 90, phasesDuration: 40, phaseSec: 10, valueSize: 100_000, keySpace: 100_000, readSec: 10 };

export const TUNER_FLAGS: Record<string, FlagSpec> = {
  workload: { type: 'string', valueName: 'W', description: 'auto, t5 (T2 load + T5 run), sine (thesis sine-wave writer), phases (write-heavy/read-heavy cycle)', defaultText: 'auto: sine or phases when the file has a # rocktune-controller directive, else t5' },
  controller: { type: 'string', valueName: 'C', description: 'auto (the file\'s directive), none, auto-tuned-compactions, dynamic-l0', defaultText: 'auto' },
  'sine-a': { type: 'string', valueName: 'MIB', description: 'sine amplitude a, MiB/s (cap = a*sin(b*t+c)+d)', defaultText: String(TUNER_DEFAULTS.sineA) },
  'sine-b': { type: 'string', valueName: 'RAD', description: 'sine b, rad/s (period 2π/b)', defaultText: '2π/90 = 0.06981' },
  'sine-c': { type: 'string', valueName: 'RAD', description: 'sine phase c, rad', defaultText: '3π/2 (start at the trough, as the thesis)' },
  'sine-d': { type: 'string', valueName: 'MIB', description: 'sine offset d, MiB/s (>= a)', defaultText: String(TUNER_DEFAULTS.sineD) },
  'sine-interval': { type: 'string', valueName: 'MS', description: 'recompute the sine cap every MS', defaultText: '1000' },
  'sine-after': { type: 'string', valueName: 'S', description: 'after S seconds write at --sine-after-rate instead (0 = never)', defaultText: '0' },
  'sine-after-rate': { type: 'string', valueName: 'MIB', description: 'the constant rate after --sine-after, MiB/s', defaultText: '0' },
  'phase-seconds': { type: 'string', valueName: 'S', description: 'phases: length of each write-heavy and read-heavy phase', defaultText: String(TUNER_DEFAULTS.phaseSec) },
  'read-seconds': { type: 'string', valueName: 'S', description: 'random reads on the resulting DB afterwards (compactions off)', defaultText: String(TUNER_DEFAULTS.readSec) },
  'tune-interval': { type: 'string', valueName: 'MS', description: 'controller interval (auto-tuned-compactions >= 200, dynamic-l0 >= 100)', defaultText: '10000 / 1000' },
  'disable-total': { type: 'string', valueName: 'PCT', description: 'auto-tuned-compactions: disable when total I/O >= PCT ...', defaultText: '90' },
  'disable-flush': { type: 'string', valueName: 'PCT', description: '... and flush I/O >= PCT', defaultText: '50' },
  'enable-total': { type: 'string', valueName: 'PCT', description: 'enable when total I/O <= PCT ...', defaultText: '90' },
  'enable-flush': { type: 'string', valueName: 'PCT', description: '... and flush I/O < PCT', defaultText: '50' },
  'io-rate': { type: 'string', valueName: 'MIB', description: 'rate limiter (the 100% I/O mark) in MiB/s, overriding rate_limiter_bytes_per_sec', defaultText: "the file's" },
  'l0-algorithm': { type: 'string', valueName: 'A', description: 'dynamic-l0: aimd (+2, /2) or mimd (x2, /2)', defaultText: 'aimd' },
};

export type TunerWorkload = 'sine' | 'phases';

/** Which workload `validate` runs: 't5' keeps the classic path; the directive is read with the same rule as the engine. */
export function chooseWorkload(flags: ParsedArgs['flags'], text: string): 't5' | TunerWorkload {
  const w = (flags.workload as string | undefined) ?? 'auto';
  if (!(WORKLOADS as readonly string[]).includes(w)) throw new UsageError(`--workload: '${w}' is not allowed; allowed: ${WORKLOADS.join(', ')}`);
  if (w !== 'auto') return w as 't5' | TunerWorkload;
  const m = /^\s*[#;]\s*rocktune-controller:\s*(\S*)/m.exec(text);
  if (m?.[1] === 'auto-tuned-compactions') return 'sine';
  if (m?.[1] === 'dynamic-l0') return 'phases';
  return 't5';
}

function num(flags: ParsedArgs['flags'], name: string, check: (v: number) => string | undefined): number | undefined {
  const raw = flags[name] as string | undefined;
  if (raw === undefined) return undefined;
  const v = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  const why = Number.isFinite(v) ? check(v) : 'expected a number';
  if (why) throw new UsageError(`--${name}: '${raw}' is not allowed; ${why}`);
  return v;
}
const positive = (v: number): string | undefined => (v > 0 ? undefined : 'expected a number > 0');
const nonNegative = (v: number): string | undefined => (v >= 0 ? undefined : 'expected a number >= 0');
const percent = (v: number): string | undefined => (v >= 0 && v <= 100 ? undefined : 'expected a percentage within 0-100');

/** The engine options for validateTuner; throws UsageError (exit 2) on bad flags before anything runs. */
export function tunerSettings(flags: ParsedArgs['flags'], workload: TunerWorkload): Record<string, unknown> {
  const controller = (flags.controller as string | undefined) ?? 'auto';
  if (!(CONTROLLERS as readonly string[]).includes(controller)) throw new UsageError(`--controller: '${controller}' is not allowed; allowed: ${CONTROLLERS.join(', ')}`);
  const a = num(flags, 'sine-a', positive) ?? TUNER_DEFAULTS.sineA;
  const d = num(flags, 'sine-d', positive) ?? TUNER_DEFAULTS.sineD;
  if (d < a) throw new UsageError(`--sine-d ${d} is below --sine-a ${a}: the cap a*sin(b*t+c)+d would go negative`);
  const compaction: Record<string, number> = {};
  const put = (key: string, v: number | undefined): void => {
    if (v !== undefined) compaction[key] = v;
  };
  put('disableTotalPct', num(flags, 'disable-total', percent));
  put('disableFlushPct', num(flags, 'disable-flush', percent));
  put('enableTotalPct', num(flags, 'enable-total', percent));
  put('enableFlushPct', num(flags, 'enable-flush', percent));
  const interval = num(flags, 'tune-interval', positive);
  const alg = (flags['l0-algorithm'] as string | undefined) ?? 'aimd';
  if (alg !== 'aimd' && alg !== 'mimd') throw new UsageError(`--l0-algorithm: '${alg}' is not allowed; allowed: aimd, mimd`);
  const phaseSec = num(flags, 'phase-seconds', positive) ?? TUNER_DEFAULTS.phaseSec;
  const ioRate = num(flags, 'io-rate', positive);
  const duration = num(flags, 'duration', positive) ?? (workload === 'sine' ? TUNER_DEFAULTS.sineDuration : TUNER_DEFAULTS.phasesDuration);
  const readers = Math.max(1, availableParallelism());
  return {
    workload,
    controller,
    durationSec: duration,
    valueSize: num(flags, 'value-size', positive) ?? TUNER_DEFAULTS.valueSize,
    keySpace: num(flags, 'keys', positive) ?? TUNER_DEFAULTS.keySpace,
    readSec: num(flags, 'read-seconds', nonNegative) ?? TUNER_DEFAULTS.readSec,
    ...(ioRate !== undefined ? { rateLimiterBytesPerSec: Math.round(ioRate * MIB) } : {}),
    compaction: { ...compaction, ...(interval !== undefined ? { intervalMs: interval } : {}) },
    l0: { algorithm: alg, ...(interval !== undefined ? { intervalMs: interval } : {}) },
    sine: {
      a: a * MIB,
      b: num(flags, 'sine-b', positive) ?? TUNER_DEFAULTS.sineB,
      c: num(flags, 'sine-c', () => undefined) ?? TUNER_DEFAULTS.sineC,
      d: d * MIB,
      intervalMs: num(flags, 'sine-interval', positive) ?? 1000,
      afterSec: num(flags, 'sine-after', nonNegative) ?? 0,
      afterRateBytesPerSec: Math.round((num(flags, 'sine-after-rate', nonNegative) ?? 0) * MIB),
    },
    phases: [
      { durationSec: phaseSec, writer: true, writeRateBytesPerSec: 0, readers: 0 },
      { durationSec: phaseSec, writer: false, readers },
    ],
  };
}

interface TunerEngine {
  validateTuner(text: string, opts: Record<string, unknown>): Promise<{ check: { ok: boolean; rocksdbStatus: string } }>;
  formatValidateTunerReport(report: unknown): string;
}

/** check + the tuner workload; prints the report (text or json). */
export async function runTunerValidation(text: string, opts: Record<string, unknown>, format: 'text' | 'json', io: Io): Promise<number> {
  let engine: TunerEngine;
  try {
    engine = (await import('@rocktune/rocksdb-addon' as string)) as TunerEngine;
  } catch (error) {
    throw new FailureError(`the RocksDB engine (@rocktune/rocksdb-addon) is not available: ${(error as Error).message.split('\n')[0]}; build it with \`npm run build -w @rocktune/rocksdb-addon\``);
  }
  const progress = opts.progress === true;
  let last = '';
  const onProgress = progress
    ? (e: { phase: string; fraction: number; writeMBPerSec?: number; capMBPerSec?: number; compactionsDisabled?: boolean; slowdownTrigger?: number; l0Files?: number }): void => {
        const line = e.phase === 'check' ? 'check  asking RocksDB...' : `${e.phase.padEnd(6)} ${String(Math.round(e.fraction * 100)).padStart(3)}%  write ${(e.writeMBPerSec ?? 0).toFixed(1)} MiB/s  cap ${e.capMBPerSec !== undefined && e.capMBPerSec >= 0 ? e.capMBPerSec.toFixed(1) : '-'}  L0 ${e.l0Files ?? 0}  compactions ${e.compactionsDisabled ? 'OFF' : 'on'}  slowdown ${e.slowdownTrigger ?? '-'}`;
        if (line === last) return;
        last = line;
        io.stderr(io.stderrIsTTY ? `\r\u001b[2K${line}` : `${line}\n`);
      }
    : undefined;
  const { progress: _p, ...engineOpts } = opts;
  let report: { check: { ok: boolean; rocksdbStatus: string } };
  try {
    report = await engine.validateTuner(text, { ...engineOpts, ...(onProgress ? { onProgress } : {}) });
  } catch (error) {
    if (onProgress && io.stderrIsTTY) io.stderr('\n');
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    if (code === 'ENGINE_DB_DIR' || code === 'ENGINE_INVALID_ARGUMENT') throw new UsageError(message);
    throw new FailureError(code ? `${message} [${code}]` : message);
  }
  if (onProgress && io.stderrIsTTY) io.stderr('\r\u001b[2K');
  io.stdout(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : engine.formatValidateTunerReport(report));
  if (!report.check.ok) {
    io.stderr(`rocktune: error: RocksDB rejected the file: ${report.check.rocksdbStatus}\n`);
    return EXIT.failure;
  }
  return EXIT.ok;
}
