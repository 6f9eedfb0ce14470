// `rocktune validate --workload sine|phases`: check the file, then run the tuner workload with the controller
// its `# rocktune-controller:` directive names (or the caller's), in one temporary workspace that is always removed.
import { type CheckResult, checkOptions } from './check-options.js';
import { compactionTunerSchema, l0TunerSchema } from './controllers.js';
import { chooseEngine } from './engine-choice.js';
import { type EngineInfo, engineInfo } from './engine-info.js';
import { engineLabel } from './profile.js';
import { formatCheck } from './report-text.js';
import { parseInput } from './schema.js';
import { sineSpecSchema } from './tuner-schema.js';
import { phaseTest, resolveController, sineTest } from './tuner-test.js';
import type { PhaseSpec, PhaseTestOptions, SineSpec, TunerProgress, TunerResult } from './tuner-types.js';
import { Workspace } from './workspace.js';

export interface ValidateTunerOptions extends Omit<PhaseTestOptions, 'options' | 'workspace' | 'phases' | 'onProgress'> {
  workload: 'sine' | 'phases';
  sine?: SineSpec;
  phases?: PhaseSpec[];
  dbDir?: string;
  tmpRoot?: string;
  onProgress?: (e: TunerProgress | { phase: 'check'; fraction: number }) => void;
}

export interface ValidateTunerReport {
  engine: EngineInfo;
  check: CheckResult;
  tuner?: TunerResult;
}

/** The scaled sine of bench/autotune-sine (2-core host): 100 KB values, 90 s period, cap 35..135 MiB/s (peak just
 *  above what the host flushes, as the thesis's 200 MB/s peak was above its 190 MB/s flush rate). */
export const DEFAULT_SINE: SineSpec = { a: 50 * 2 ** 20, b: (2 * Math.PI) / 90, c: (3 * Math.PI) / 2, d: 85 * 2 ** 20, intervalMs: 1000 };
/** Write-heavy then read-heavy, 10 s each (dynamic-l0). */
export const DEFAULT_PHASES: PhaseSpec[] = [
  { durationSec: 10, writer: true, writeRateBytesPerSec: 0, readers: 0 },
  { durationSec: 10, writer: false, readers: 2 },
];

export async function validateTuner(text: string, opts: ValidateTunerOptions): Promise<ValidateTunerReport> {
  // Bad tuner settings fail here, before any directory or engine process exists.
  const ctl = resolveController(text, opts.controller ?? 'auto');
  if (ctl.id === 'auto-tuned-compactions') parseInput(compactionTunerSchema, opts.compaction ?? {});
  if (ctl.id === 'dynamic-l0') parseInput(l0TunerSchema, opts.l0 ?? {});
  if (opts.workload === 'sine') parseInput(sineSpecSchema, opts.sine ?? DEFAULT_SINE);
  const ws = Workspace.create({
    ...(opts.dbDir !== undefined ? { dbDir: opts.dbDir } : {}),
    ...(opts.tmpRoot !== undefined ? { tmpRoot: opts.tmpRoot } : {}),
  });
  const { workload, sine, phases, dbDir: _d, tmpRoot: _t, onProgress, dialect, signal, ...rest } = opts;
  try {
    const choice = chooseEngine(text, { engine: opts.engine, dialect });
    const engine = await engineInfo({ engine: choice.engine, ...(signal ? { signal } : {}) });
    onProgress?.({ phase: 'check', fraction: 0 });
    const check = await checkOptions(text, {
      workspace: ws,
      ...(opts.engine ? { engine: opts.engine } : {}), // the caller's choice, so engineReason says who chose
      ...(dialect ? { dialect } : {}),
      ...(rest.blockCacheBytes !== undefined ? { blockCacheBytes: rest.blockCacheBytes } : {}),
      ...(signal ? { signal } : {}),
    });
    if (!check.ok) return { engine, check };
    const base = {
      ...rest,
      engine: check.engine,
      options: check.effectiveOptions,
      workspace: ws,
      ...(signal ? { signal } : {}),
      ...(onProgress ? { onProgress } : {}),
    };
    const tuner =
      workload === 'sine'
        ? await sineTest({ ...base, sine: sine ?? DEFAULT_SINE })
        : await phaseTest({ ...base, phases: phases ?? DEFAULT_PHASES });
    return { engine, check, tuner };
  } finally {
    ws.dispose();
  }
}

const f1 = (v: number): string => v.toFixed(1);
const n0 = (v: number): string => Math.round(v).toLocaleString('en-US');

export function formatTunerResult(r: TunerResult): string[] {
  const out = [
    `${r.workload} workload (${r.durationSec} s, random keys of ${r.keySize}/${r.valueSize} bytes in [0, ${n0(r.keySpace)})), controller: ${r.controller}${r.controllerSource === 'directive' ? " (from the file's # rocktune-controller directive)" : ''}`,
    `  writes ${n0(r.writeOps)}  cumulative ${f1(r.writeMBPerSec)} MiB/s  flush ${f1(r.flushMBPerSec)} MiB/s  compaction ${f1(r.compactionMBPerSec)} MiB/s  W-Amp ${r.writeAmplification.toFixed(2)}  stall ${f1(r.stallPercent)}%  max L0 ${r.maxL0Files}`,
  ];
  if (r.controller === 'auto-tuned-compactions') {
    const changes = r.decisions.filter((d) => d.changed);
    out.push(
      `  rate limiter ${f1(r.rateLimiterBytesPerSec / 2 ** 20)} MiB/s (100% mark); ${r.decisions.length} decisions, ${changes.length} toggles; compactions ${r.compactionsDisabledAtEnd ? 'disabled' : 'enabled'} at the end`,
    );
    for (const d of changes.slice(0, 20)) {
      if (d.controller === 'auto-tuned-compactions')
        out.push(
          `    t=${f1(d.tSec)} s  flush ${f1(d.flushPct)}%  total ${f1(d.totalPct)}%  -> ${d.action}${d.error ? ` (${d.error})` : ''}`,
        );
    }
  } else if (r.controller === 'dynamic-l0') {
    const changes = r.decisions.filter((d) => d.changed);
    out.push(`  ${r.decisions.length} decisions, ${changes.length} trigger changes`);
    for (const d of changes.slice(0, 20)) {
      if (d.controller === 'dynamic-l0')
        out.push(
          `    t=${f1(d.tSec)} s  read share ${d.readShare.toFixed(2)} (${d.workload})  -> ${d.action}: slowdown ${d.slowdownTrigger}, stop ${d.stopTrigger}`,
        );
    }
  }
  if (r.read)
    out.push(
      `  random reads after (${r.read.threads} thread, ${f1(r.read.elapsedSec)} s, compactions off): ${n0(r.read.opsPerSec)} ops/s, ${f1(r.read.mbPerSec)} MiB/s, p99 ${f1(r.read.p99Micros)} us`,
    );
  return out;
}

export function formatValidateTunerReport(report: ValidateTunerReport): string {
  const lines = [`engine: ${engineLabel(report.engine.engine)} ${report.engine.rocksdbVersion}`, ...formatCheck(report.check)];
  if (report.tuner) lines.push(...formatTunerResult(report.tuner));
  return `${lines.join('\n')}\n`;
}
