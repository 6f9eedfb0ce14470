import { join } from 'node:path';
import { formatGib, variantDialect } from '@rocktune/calculator';
import type { ParsedArgs } from '../cli-kit/command.js';
import { FailureError, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { createMemoryLimit, withDirectIo, withEngineInCgroups, type MemoryLimit } from './memory-limit.js';
import { diskRegime, renderCapLines, type DiskRegime } from './capped-run.js';
import { removeGroupNow } from './stale-groups.js';
import { explainOomKill } from './oom-kill.js';
import { INTERRUPT_SIGNALS, othersHandle } from '../launch/interrupt-guard.js';
import type { DiskCaps } from '../flags/disk-limit.js';
import type { VariantReport } from './report.js';
import { runRounds, type PlannedVariant, type RunFigures } from './runner.js';
import { safeName, type Planned } from './plan.js';
import { jsonText } from '../cli-kit/json-failure.js';
import type { EngineClient } from '../engine/engine.js';
import { progressRenderer, type ProgressRenderer } from '../render/progress.js';
import { finish } from './results.js';
import type { ComparePlan } from './run.js';

// A comparison's engine work: check every variant, run the rounds under the limits, stop cleanly on Ctrl-C.

/** One comparison in progress: the limits it runs under, and what has finished so far. */
export interface CompareRun {
  plan: ComparePlan;
  limit: MemoryLimit | undefined;
  disk: DiskRegime | undefined;
  reports: VariantReport[];
  results: RunFigures[];
  startedAt: string;
  controller: AbortController;
  /** One engine for every variant: --engine, else the dialect's own (TRocksDB for --dialect trocksdb). */
  runEngine: 'rocksdb' | 'trocksdb';
  engineName: 'rocksdb' | 'trocksdb';
  rocksdbVersion: string;
  /** Read before the cgroup is removed. */
  finalUsage: ReturnType<MemoryLimit['usage']>;
  /** The memory group's OOM kills before the first run (a kill after it is the cap's, oom-kill.ts). */
  oomKillsBefore: number;
  /** The progress line's prefix. */
  label: string;
}

/** Sets up --memory-limit and --disk-limit and the empty reports: nothing has run yet. */
export function startRun(plan: ComparePlan, args: ParsedArgs, io: Io): CompareRun {
  const { limitBytes, tmpRoot, settings, vs, rec } = plan;
  const limit = limitBytes !== undefined ? createMemoryLimit(limitBytes) : undefined;
  if (limit) io.stderr(`rocktune: memory limit ${formatGib(limit.limitBytes)} via ${limit.method}: ${limit.note}\n`);
  const diskCaps = args.values['disk-limit'] as DiskCaps | undefined;
  const disk: DiskRegime | undefined = diskCaps
    ? diskRegime(
        diskCaps,
        tmpRoot,
        (args.values['cap-reruns'] as number | undefined) ?? 1,
        limit?.method === 'cgroup-v2' ? limit.cgroup : undefined,
      )
    : undefined;
  if (disk) io.stderr(`rocktune: disk limit via ${disk.limit.method}: ${disk.limit.note}\n`);
  if (disk?.meter) Object.assign(settings, { meter: disk.meter, reruns: disk.report().reruns });
  const controller = new AbortController();
  const startedAt = new Date().toISOString();
  const reports: VariantReport[] = plan.planned.map((p) => ({
    name: p.variant.name,
    description: p.variant.description,
    dialect: variantDialect(p.variant),
    optionsFile: `variants/${safeName(p.variant.name)}.ini`,
    changed: p.variant.changed,
    clamps: p.variant.clamps,
    sanitized: [],
    ...(p.scale
      ? {
          scale: {
            factor: p.scale.factor,
            inexact: p.scale.inexact,
            predictedScaled: p.scale.predictedScaled,
            predictedFull: p.scale.predictedFull,
          },
        }
      : {}),
    runs: [],
    summary: {},
  }));
  const runEngine = vs.engine ?? (rec.input.dialect === 'trocksdb' ? 'trocksdb' : 'rocksdb');
  return {
    plan,
    limit,
    disk,
    reports,
    results: [],
    startedAt,
    controller,
    runEngine,
    engineName: runEngine,
    rocksdbVersion: 'unknown',
    finalUsage: undefined,
    oomKillsBefore: limit?.oomKills() ?? 0,
    label: '',
  };
}

/**
 * Ctrl-C: stop the engine, report what finished. The engine's workspace handler (registered after this one)
 * then kills the child, removes the temporary data and exits with the signal; between runs we exit ourselves.
 */
function interruptHandler(run: CompareRun, io: Io): (sig: NodeJS.Signals) => void {
  const { results, plan } = run;
  const total = plan.planned.length * plan.rounds;
  const onSigint = (sig: NodeJS.Signals): void => {
    run.controller.abort();
    for (const s of INTERRUPT_SIGNALS) process.off(s, onSigint);
    // the process dies by the signal below, before any finally: the groups go now (stale-groups.ts)
    for (const dir of [run.disk?.limit.cgroup, run.limit?.cgroup]) if (dir) removeGroupNow(dir);
    if (io.stderrIsTTY) io.stderr('\n');
    try {
      const { text } = finish(run, false);
      io.stderr(
        `rocktune: interrupted after ${results.length} of ${total} runs; temporary data removed. What finished:\n${results.length ? text : '(no run finished)\n'}rocktune: partial results in ${join(plan.outDir, 'compare.json')}\n`,
      );
      if (plan.vs.format === 'json')
        io.stdout(
          jsonText({
            ok: false,
            error: {
              code: 'INTERRUPTED',
              message: `interrupted after ${results.length} of ${total} runs; partial results in ${join(plan.outDir, 'compare.json')}`,
            },
          }),
        );
    } catch {
      /* reporting must not block the exit */
    }
    if (!othersHandle(sig)) process.kill(process.pid, sig);
  };
  return onSigint;
}

/** Checks every variant, then runs the rounds; 130 when interrupted, undefined when every run finished. */
export async function runVariants(engine: EngineClient, run: CompareRun, io: Io): Promise<number | undefined> {
  const { limit, disk, plan } = run;
  const onSigint = interruptHandler(run, io);
  for (const s of INTERRUPT_SIGNALS) process.on(s, onSigint);
  const progress = progressRenderer(io, plan.vs.progress, () => run.label);
  const onProgress = progress?.show;
  try {
    try {
      await checkVariants(engine, run, onProgress);
      await runEveryRound(engine, run, onProgress, io);
    } catch (error) {
      progress?.done(true);
      if (run.controller.signal.aborted) return 130;
      throw runFailure(run, error);
    }
  } finally {
    for (const s of INTERRUPT_SIGNALS) process.off(s, onSigint);
    run.finalUsage = limit?.usage();
    disk?.limit.dispose();
    limit?.dispose();
  }
  progress?.done();
  return undefined;
}

/** Reads the engine's version, then has the engine check each variant (a refusal stops the comparison). */
async function checkVariants(engine: EngineClient, run: CompareRun, onProgress: ProgressRenderer['show'] | undefined): Promise<void> {
  const { plan, runEngine, controller, reports } = run;
  const { planned, vs, outDir } = plan;
  const info = await engine.engineInfo({ engine: runEngine, signal: controller.signal });
  run.rocksdbVersion = info.rocksdbVersion;
  run.engineName = info.engine;
  for (const [i, p] of planned.entries()) {
    run.label = `check ${i + 1}/${planned.length} ${p.variant.name}`;
    onProgress?.({ phase: 'check', fraction: 0 });
    const c = await engine.checkOptions(p.ini, {
      dialect: variantDialect(p.variant),
      engine: runEngine,
      signal: controller.signal,
      ...(vs.blockCacheBytes !== undefined ? { blockCacheBytes: vs.blockCacheBytes } : {}),
    });
    if (!c.ok) {
      const first = c.findings.find((x) => x.severity === 'error');
      const file = join(outDir, 'variants', `${safeName(p.variant.name)}.ini`);
      throw new FailureError(
        `variant '${p.variant.name}': ${first ? `lint refused it before the engine started: ${file}:${first.line}:${first.column}: ${first.message}` : `RocksDB rejected it: ${c.rocksdbStatus} (${file})`}`,
      );
    }
    const rep = reports[i] as VariantReport;
    rep.sanitized = c.changes
      .filter((x) => x.kind === 'sanitized' || x.kind === 'ignored')
      .map((x) => `${x.key}: you asked ${x.requested ?? '?'}, RocksDB runs ${x.effective ?? '(ignored)'}`);
    (p as Planned & { effective?: string }).effective = c.effectiveOptions;
  }
}

/** Runs every round of every variant (as the engine sanitized it) under the memory and disk limits. */
async function runEveryRound(
  engine: EngineClient,
  run: CompareRun,
  onProgress: ProgressRenderer['show'] | undefined,
  io: Io,
): Promise<void> {
  const { plan, limit, disk, runEngine, controller, results } = run;
  const total = plan.planned.length * plan.rounds;
  const direct = (t: string): string => {
    const d = limit?.method === 'direct-io' ? withDirectIo(t) : t;
    return disk ? disk.prepare(d) : d;
  };
  const runnable: PlannedVariant[] = plan.planned.map((p) => ({
    name: p.variant.name,
    dialect: variantDialect(p.variant),
    engine: runEngine,
    options: direct((p as Planned & { effective?: string }).effective ?? p.ini),
  }));
  await withEngineInCgroups(
    [limit?.cgroup, disk?.limit.cgroup].filter((d): d is string => d !== undefined),
    () =>
      runRounds(engine, runnable, plan.settings, {
        signal: controller.signal,
        onStart: (round, variant, index) => {
          run.label = `[${index}/${total}] round ${round}/${plan.rounds} ${variant}`;
        },
        ...(onProgress ? { onProgress } : {}),
        onDone: (fig) => {
          results.push(fig);
          if (fig.cap) io.stderr(renderCapLines([fig]).split('\n')[1]?.trim() + '\n');
        },
      }),
  );
}

/** The error to end a failed comparison with; keeps the runs that finished in compare.json. */
function runFailure(run: CompareRun, error: unknown): Error {
  if (error instanceof FailureError || error instanceof UsageError) return error;
  const { results, plan } = run;
  const code = (error as { code?: string }).code;
  const message = (error as Error).message;
  if (results.length > 0) finish(run, false);
  if (!code) return new FailureError(message);
  const failure = explainOomKill(Object.assign(new FailureError(`${message} [${code}]`), { code }), run.limit, run.oomKillsBefore) as Error;
  const partial = results.length ? ` (partial results in ${join(plan.outDir, 'compare.json')})` : '';
  return Object.assign(new FailureError(`${failure.message}${partial}`), { code });
}
