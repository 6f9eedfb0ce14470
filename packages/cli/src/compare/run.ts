import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseVariantNames, variantDialect, varyable, type PresetId, type Recommendation, type ScaleModel } from '@rocktune/calculator';
import type { ParsedArgs } from '../cli-kit/command.js';
import { EXIT, FailureError, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { createMemoryLimit, withDirectIo, withEngineInCgroups, type MemoryLimit } from './memory-limit.js';
import { diskRegime, renderCapLines, type DiskLimitReport, type DiskRegime } from './capped-run.js';
import { removeGroupNow } from './stale-groups.js';
import type { DiskCaps } from '../flags/disk-limit.js';
import { PngError, svgToPng } from './png.js';
import { attachVerdicts, chartSubtitle, chartSvg, renderText, summarise, type CompareContext, type VariantReport } from './report.js';
import { runRounds, type PlannedVariant, type RunFigures, type RunSettings } from './runner.js';
import { checkResources, gib, planVariants, safeName, type Planned } from './plan.js';
import { planJson, planText } from './dry-run.js';
import { jsonText } from '../cli-kit/json-failure.js';
import { loadEngine } from '../engine/engine.js';
import { progressRenderer } from '../render/progress.js';
import { VERSION } from '../version.js';
import { computeRecommendation } from '../flags/recommendation.js';
import { VALIDATE_DEFAULTS, validationSettings } from '../flags/validation.js';

// The implementation of `rocktune compare` (commands/compare.ts holds the flags and imports this on demand).

export interface CompareJson {
  rocktune: string;
  kind: 'rocktune-compare';
  complete: boolean;
  startedAt: string;
  finishedAt: string;
  engine: { engine: 'rocksdb' | 'trocksdb'; rocksdbVersion: string };
  host: { loadAverage1m: number; cpus: number; memoryBytes: number };
  settings: CompareContext & { keySize: number; valueSize: number; variants: string[]; vary: string[]; scaleMode: 'auto' | 'off'; noiseFloor: { t2: number; t5: number }; memoryLimit?: MemoryLimitReport; blockCacheBytes?: number; diskLimit?: DiskLimitReport; load?: 'sequential' | 'random' };
  input: Recommendation['input'];
  scale?: ScaleModel;
  variants: VariantReport[];
  /** Under --disk-limit: runs that did not reach the cap (not in any variant's runs or summary). */
  belowCapRuns?: RunFigures[];
}

/** What `--memory-limit` did: the cap, how it was enforced, and what the engine used under it. */
export interface MemoryLimitReport {
  limitBytes: number;
  method: MemoryLimit['method'];
  note: string;
  /** The test database (T2 keys x record size) over the limit: above 1, it cannot sit in memory. */
  databaseToLimit: number;
  peakBytes?: number;
  limitHits?: number;
}

/** `rocktune compare` itself (loaded on demand by commands/compare.ts). */
export async function runCompare(args: ParsedArgs, io: Io, release: () => void = () => undefined): Promise<number> {
  const f = args.flags;
  const scaleFlag = (args.values.scale as 'auto' | 'off' | undefined) ?? 'off';
  const rounds = (args.values.rounds as number | undefined) ?? 3;
  const loadKeys = (args.values['load-keys'] as number | undefined) ?? VALIDATE_DEFAULTS.keys;
  const limitBytes = args.values['memory-limit'] as number | undefined;
  // Under a memory limit the tuned file is sized for that much memory unless --dram says otherwise.
  const sizedArgs = limitBytes !== undefined && f.dram === undefined ? { ...args, flags: { ...f, dram: String(limitBytes) } } : args;
  const rec = computeRecommendation(sizedArgs, io);
  const quiet: Io = { ...io, stderr: () => undefined };
  const presetRec = (id: PresetId): Recommendation => computeRecommendation({ ...sizedArgs, flags: { ...sizedArgs.flags, workload: id } }, quiet);
  const vs = validationSettings(args.values, { progress: f.progress }, io, { keys: loadKeys, keySize: rec.input.keySize, valueSize: rec.input.valueSize, dialect: rec.input.dialect });
  const names = (() => {
    try {
      return parseVariantNames(f.variants as string[] | undefined, rec.preset.id);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  })();
  const vary = ((f.vary as string[] | undefined) ?? []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
  if (vary.length === 0 && f.vary !== undefined) throw new UsageError(`--vary needs an option name; allowed: ${varyable(rec).join(', ')}`);
  const planned = planVariants(rec, names, vary, scaleFlag === 'auto', loadKeys, presetRec, io.cwd);
  if (scaleFlag === 'off' && rec.input.totalKeys > 4 * loadKeys) {
    io.stderr(
      `rocktune: note: the test loads ${loadKeys} keys but the files are sized for ${rec.input.totalKeys}: the small DB never grows the deep levels ` +
        '(one write buffer may hold all of it). Add --scale auto for a scaled model, or --keys equal to --load-keys to size for the test DB\n',
    );
  }
  const tmpRoot = io.env.TMPDIR || tmpdir();
  const settings: RunSettings = {
    loadKeys,
    keySize: vs.keySize,
    valueSize: vs.valueSize,
    durationSec: vs.durationSec,
    readers: vs.readers,
    writerRateBytesPerSec: vs.writerRateBytesPerSec,
    rounds,
    tmpRoot,
    ...(vs.blockCacheBytes !== undefined ? { blockCacheBytes: vs.blockCacheBytes } : {}),
    ...(args.values.load === 'random' ? { loadOrder: 'random' as const } : {}),
  };
  checkResources(planned, settings, tmpRoot, scaleFlag === 'auto', limitBytes);
  const outDir = resolve(io.cwd, (f.out as string | undefined) ?? 'rocktune-compare');
  try {
    mkdirSync(join(outDir, 'variants'), { recursive: true });
  } catch (error) {
    throw new UsageError(`--out: cannot create ${outDir} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  release(); // every usage check passed: the sizing's warnings are worth reading now
  for (const p of planned) writeFileSync(join(outDir, 'variants', `${safeName(p.variant.name)}.ini`), p.ini);
  const ctx: CompareContext = {
    rounds,
    loadKeys,
    durationSec: vs.durationSec,
    readers: vs.readers,
    writerMiBps: vs.writerRateBytesPerSec / 2 ** 20,
    ...(planned.find((p) => p.variant.name === 'tuned')?.scale ? { scale: planned.find((p) => p.variant.name === 'tuned')!.scale! } : {}),
  };
  if (f['dry-run'] === true) {
    io.stdout(vs.format === 'json' ? jsonText(planJson(planned, rounds, loadKeys, vs.durationSec, outDir, ctx)) : planText(planned, rounds, loadKeys, vs.durationSec, outDir, ctx));
    return EXIT.ok;
  }

  const engine = await loadEngine();
  const limit = limitBytes !== undefined ? createMemoryLimit(limitBytes) : undefined;
  if (limit) io.stderr(`rocktune: memory limit ${gib(limit.limitBytes)} via ${limit.method}: ${limit.note}\n`);
  const diskCaps = args.values['disk-limit'] as DiskCaps | undefined;
  const disk: DiskRegime | undefined = diskCaps ? diskRegime(diskCaps, tmpRoot, (args.values['cap-reruns'] as number | undefined) ?? 1, limit?.method === 'cgroup-v2' ? limit.cgroup : undefined) : undefined;
  if (disk) io.stderr(`rocktune: disk limit via ${disk.limit.method}: ${disk.limit.note}\n`);
  if (disk?.meter) Object.assign(settings, { meter: disk.meter, reruns: disk.report().reruns });
  let finalUsage: ReturnType<MemoryLimit['usage']>; // read before the cgroup is removed
  const limitReport = (): MemoryLimitReport | undefined => {
    if (!limit) return undefined;
    const used = finalUsage ?? limit.usage();
    return {
      limitBytes: limit.limitBytes,
      method: limit.method,
      note: limit.note,
      databaseToLimit: (loadKeys * (vs.keySize + vs.valueSize)) / limit.limitBytes,
      ...(used ? { peakBytes: used.peakBytes, limitHits: used.limitHits } : {}),
    };
  };
  const controller = new AbortController();
  const startedAt = new Date().toISOString();
  const reports: VariantReport[] = planned.map((p) => ({
    name: p.variant.name,
    description: p.variant.description,
    dialect: variantDialect(p.variant),
    optionsFile: `variants/${safeName(p.variant.name)}.ini`,
    changed: p.variant.changed,
    clamps: p.variant.clamps,
    sanitized: [],
    ...(p.scale ? { scale: { factor: p.scale.factor, inexact: p.scale.inexact, predictedScaled: p.scale.predictedScaled, predictedFull: p.scale.predictedFull } } : {}),
    runs: [],
    summary: {},
  }));
  const results: RunFigures[] = [];
  let rocksdbVersion = 'unknown';
  // One engine for every variant: --engine, else the dialect's own (TRocksDB for --dialect trocksdb).
  const runEngine = vs.engine ?? (rec.input.dialect === 'trocksdb' ? 'trocksdb' : 'rocksdb');
  let engineName: 'rocksdb' | 'trocksdb' = runEngine;
  const finish = (complete: boolean): { json: CompareJson; text: string } => {
    for (const r of reports) {
      r.runs = results.filter((x) => x.variant === r.name && (x.cap?.atCap ?? true));
      r.summary = summarise(r.runs);
    }
    attachVerdicts(reports);
    const json: CompareJson = {
      rocktune: VERSION,
      kind: 'rocktune-compare',
      complete,
      startedAt,
      finishedAt: new Date().toISOString(),
      engine: { engine: engineName, rocksdbVersion },
      host: hostSnapshot(),
      settings: { ...ctx, keySize: vs.keySize, valueSize: vs.valueSize, variants: names, vary, scaleMode: scaleFlag as 'auto' | 'off', noiseFloor: { t2: 0.15, t5: 0.3 }, ...(limit ? { memoryLimit: limitReport() as MemoryLimitReport } : {}), ...(vs.blockCacheBytes !== undefined ? { blockCacheBytes: vs.blockCacheBytes } : {}), ...(disk ? { diskLimit: disk.report() } : {}), load: settings.loadOrder ?? 'sequential' },
      input: rec.input,
      ...(ctx.scale ? { scale: ctx.scale } : {}),
      variants: reports,
      ...(disk ? { belowCapRuns: results.filter((x) => x.cap && !x.cap.atCap) } : {}),
    };
    writeFileSync(join(outDir, 'compare.json'), `${JSON.stringify(json, null, 2)}\n`);
    const subtitle = chartSubtitle({ preset: rec.preset.id, loadKeys: ctx.loadKeys, keySize: vs.keySize, valueSize: vs.valueSize, durationSec: ctx.durationSec, rounds, ...(ctx.scale ? { factor: ctx.scale.factor } : {}), rocksdbVersion, engine: engineName });
    writeFileSync(join(outDir, 'compare.svg'), chartSvg(reports.filter((r) => r.runs.length > 0), subtitle));
    const text = renderText(reports.filter((r) => r.runs.length > 0), ctx);
    return { json, text: (settings.loadOrder === 'random' ? text.replace(' sequential keys;', ' random keys (with overwrites);') : text) + renderCapLines(results) };
  };

  // Ctrl-C: stop the engine, report what finished. The engine's workspace handler (registered after this one)
  // then kills the child, removes the temporary data and exits with the signal; between runs we exit ourselves.
  const total = planned.length * rounds;
  const onSigint = (): void => {
    controller.abort();
    process.off('SIGINT', onSigint);
    // the process dies by the signal below, before any finally: the groups go now (stale-groups.ts)
    for (const dir of [disk?.limit.cgroup, limit?.cgroup]) if (dir) removeGroupNow(dir);
    if (io.stderrIsTTY) io.stderr('\n');
    try {
      const { text } = finish(false);
      io.stderr(`rocktune: interrupted after ${results.length} of ${total} runs; temporary data removed. What finished:\n${results.length ? text : '(no run finished)\n'}rocktune: partial results in ${join(outDir, 'compare.json')}\n`);
      if (vs.format === 'json') io.stdout(jsonText({ ok: false, error: { code: 'INTERRUPTED', message: `interrupted after ${results.length} of ${total} runs; partial results in ${join(outDir, 'compare.json')}` } }));
    } catch {
      /* reporting must not block the exit */
    }
    if (process.listenerCount('SIGINT') === 0) process.kill(process.pid, 'SIGINT');
  };
  process.on('SIGINT', onSigint);
  let label = '';
  const progress = progressRenderer(io, vs.progress, () => label);
  const onProgress = progress?.show;
  try {
    try {
      const info = await engine.engineInfo({ engine: runEngine, signal: controller.signal });
      rocksdbVersion = info.rocksdbVersion;
      engineName = info.engine;
      for (const [i, p] of planned.entries()) {
        label = `check ${i + 1}/${planned.length} ${p.variant.name}`;
        onProgress?.({ phase: 'check', fraction: 0 });
        const c = await engine.checkOptions(p.ini, { dialect: variantDialect(p.variant), engine: runEngine, signal: controller.signal, ...(vs.blockCacheBytes !== undefined ? { blockCacheBytes: vs.blockCacheBytes } : {}) });
        if (!c.ok) {
          const first = c.findings.find((x) => x.severity === 'error');
          const file = join(outDir, 'variants', `${safeName(p.variant.name)}.ini`);
          throw new FailureError(`variant '${p.variant.name}': ${first ? `lint refused it before the engine started: ${file}:${first.line}:${first.column}: ${first.message}` : `RocksDB rejected it: ${c.rocksdbStatus} (${file})`}`);
        }
        const rep = reports[i] as VariantReport;
        rep.sanitized = c.changes.filter((x) => x.kind === 'sanitized' || x.kind === 'ignored').map((x) => `${x.key}: you asked ${x.requested ?? '?'}, RocksDB runs ${x.effective ?? '(ignored)'}`);
        (p as Planned & { effective?: string }).effective = c.effectiveOptions;
      }
      const direct = (t: string): string => {
        const d = limit?.method === 'direct-io' ? withDirectIo(t) : t;
        return disk ? disk.prepare(d) : d;
      };
      const runnable: PlannedVariant[] = planned.map((p) => ({ name: p.variant.name, dialect: variantDialect(p.variant), engine: runEngine, options: direct((p as Planned & { effective?: string }).effective ?? p.ini) }));
      await withEngineInCgroups([limit?.cgroup, disk?.limit.cgroup].filter((d): d is string => d !== undefined), () => runRounds(engine, runnable, settings, {
        signal: controller.signal,
        onStart: (round, variant, index) => {
          label = `[${index}/${total}] round ${round}/${rounds} ${variant}`;
        },
        ...(onProgress ? { onProgress } : {}),
        onDone: (fig) => {
          results.push(fig);
          if (fig.cap) io.stderr(renderCapLines([fig]).split('\n')[1]?.trim() + '\n');
        },
      }));
    } catch (error) {
      progress?.done(true);
      if (controller.signal.aborted) return 130;
      if (error instanceof FailureError || error instanceof UsageError) throw error;
      const code = (error as { code?: string }).code;
      const message = (error as Error).message;
      if (results.length > 0) finish(false);
      const oom = limit?.cgroup && /killed by SIGKILL/.test(message) ? ` (the engine reached --memory-limit ${gib(limit.limitBytes)}: the kernel killed it; raise the limit or choose smaller memtables and cache)` : '';
      throw new FailureError(code ? `${message}${oom} [${code}]${results.length ? ` (partial results in ${join(outDir, 'compare.json')})` : ''}` : message);
    }
  } finally {
    process.off('SIGINT', onSigint);
    finalUsage = limit?.usage();
    disk?.limit.dispose();
    limit?.dispose();
  }
  progress?.done();
  const { json, text } = finish(true);
  if (f.png === true) {
    try {
      const tool = svgToPng(join(outDir, 'compare.svg'), join(outDir, 'compare.png'), io.env);
      io.stderr(`rocktune: compare.png rasterised with ${tool}\n`);
    } catch (error) {
      if (error instanceof PngError) throw new FailureError(error.message);
      throw error;
    }
  }
  const lim = json.settings.memoryLimit;
  const diskLine = disk ? `disk limit: ${disk.limit.method}${disk.limit.device ? ` on ${disk.limit.device}` : ''}, writes ${disk.limit.caps.writeBps / 1e6} MB/s, reads ${disk.limit.caps.readBps / 1e6} MB/s; load ${settings.loadOrder ?? 'sequential'}\n` : '';
  const limitLine = lim ? `memory limit ${gib(lim.limitBytes)} (${lim.method}); test database ${lim.databaseToLimit.toFixed(1)}x the limit${lim.peakBytes !== undefined ? `; peak charged to the cgroup ${gib(lim.peakBytes)}` : ''}\n` : '';
  io.stdout(vs.format === 'json' ? jsonText({ ok: true, ...json }) : `${text}${limitLine}${diskLine}`);
  io.stderr(`rocktune: wrote ${join(outDir, 'compare.json')}, ${join(outDir, 'compare.svg')}${f.png === true ? ', compare.png' : ''} and ${planned.length} OPTIONS files in ${join(outDir, 'variants')}\n`);
  return EXIT.ok;
}

function hostSnapshot(): CompareJson['host'] {
  return { loadAverage1m: loadavg()[0] ?? 0, cpus: availableParallelism(), memoryBytes: totalmem() };
}
