import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { formatGib, type Recommendation, type ScaleModel } from '@rocktune/calculator';
import { FailureError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import type { MemoryLimit } from './memory-limit.js';
import { everyRunAtCap, renderCapLines, type DiskLimitReport } from './capped-run.js';
import { capRecord, type CapRecord } from './cap-record.js';
import { PngError, svgToPng } from './png.js';
import { attachVerdicts, chartSubtitle, chartSvg, renderText, summarise, type CompareContext, type VariantReport } from './report.js';
import type { RunFigures } from './runner.js';
import { noiseFloorFor } from './stats.js';
import { jsonText } from '../cli-kit/json-failure.js';
import { VERSION } from '../version.js';
import type { CompareRun } from './session.js';

// What `rocktune compare` writes and prints: compare.json, compare.svg (and .png), the text report.

export interface CompareJson {
  rocktune: string;
  kind: 'rocktune-compare';
  complete: boolean;
  startedAt: string;
  finishedAt: string;
  engine: { engine: 'rocksdb' | 'trocksdb'; rocksdbVersion: string };
  host: { loadAverage1m: number; cpus: number; memoryBytes: number };
  settings: CompareContext & {
    keySize: number;
    valueSize: number;
    variants: string[];
    vary: string[];
    scaleMode: 'auto' | 'off';
    noiseFloor: { t2: number; t5: number };
    memoryLimit?: MemoryLimitReport;
    blockCacheBytes?: number;
    diskLimit?: DiskLimitReport;
    load?: 'sequential' | 'random';
  };
  input: Recommendation['input'];
  scale?: ScaleModel;
  variants: VariantReport[];
  /** Under --disk-limit: runs that did not reach the cap (not in any variant's runs or summary). */
  belowCapRuns?: RunFigures[];
  /** Under --memory-limit or --disk-limit: each cap asked for, how it was enforced or why not, whether the runs reached it. */
  caps?: CapRecord;
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

function limitReport(run: CompareRun): MemoryLimitReport | undefined {
  const { limit, plan } = run;
  if (!limit) return undefined;
  const used = run.finalUsage ?? limit.usage();
  return {
    limitBytes: limit.limitBytes,
    method: limit.method,
    note: limit.note,
    databaseToLimit: (plan.loadKeys * (plan.vs.keySize + plan.vs.valueSize)) / limit.limitBytes,
    ...(used ? { peakBytes: used.peakBytes, limitHits: used.limitHits } : {}),
  };
}

/** Writes compare.json and compare.svg from the runs that finished; returns the JSON and the text report. */
export function finish(run: CompareRun, complete: boolean): { json: CompareJson; text: string } {
  const { plan, reports, results, limit, disk, startedAt, engineName, rocksdbVersion } = run;
  const { ctx, vs, rec, names, vary, settings, outDir, rounds } = plan;
  for (const r of reports) {
    r.runs = results.filter((x) => x.variant === r.name && (x.cap?.atCap ?? true));
    r.summary = summarise(r.runs);
  }
  const noise = noiseFloorFor(disk !== undefined && disk.limit.method !== 'none');
  attachVerdicts(reports, noise);
  const json: CompareJson = {
    rocktune: VERSION,
    kind: 'rocktune-compare',
    complete,
    startedAt,
    finishedAt: new Date().toISOString(),
    engine: { engine: engineName, rocksdbVersion },
    host: hostSnapshot(),
    settings: {
      ...ctx,
      keySize: vs.keySize,
      valueSize: vs.valueSize,
      variants: names,
      vary,
      scaleMode: plan.scaleMode,
      noiseFloor: noise,
      ...(limit ? { memoryLimit: limitReport(run) as MemoryLimitReport } : {}),
      ...(vs.blockCacheBytes !== undefined ? { blockCacheBytes: vs.blockCacheBytes } : {}),
      ...(disk ? { diskLimit: disk.report() } : {}),
      load: settings.loadOrder ?? 'sequential',
    },
    input: rec.input,
    ...(ctx.scale ? { scale: ctx.scale } : {}),
    variants: reports,
    ...(disk ? { belowCapRuns: results.filter((x) => x.cap && !x.cap.atCap) } : {}),
    ...(limit || disk
      ? { caps: capRecord(limit, disk?.limit, disk?.limit.caps, everyRunAtCap(results), run.finalUsage ?? limit?.usage()) }
      : {}),
  };
  writeFileSync(join(outDir, 'compare.json'), `${JSON.stringify(json, null, 2)}\n`);
  const subtitle = chartSubtitle({
    preset: rec.preset.id,
    loadKeys: ctx.loadKeys,
    keySize: vs.keySize,
    valueSize: vs.valueSize,
    durationSec: ctx.durationSec,
    rounds,
    ...(ctx.scale ? { factor: ctx.scale.factor } : {}),
    rocksdbVersion,
    engine: engineName,
  });
  writeFileSync(
    join(outDir, 'compare.svg'),
    chartSvg(
      reports.filter((r) => r.runs.length > 0),
      subtitle,
    ),
  );
  const text = renderText(
    reports.filter((r) => r.runs.length > 0),
    { ...ctx, noise },
  );
  return {
    json,
    text:
      (settings.loadOrder === 'random' ? text.replace(' sequential keys;', ' random keys (with overwrites);') : text) +
      renderCapLines(results),
  };
}

/** The PNG (--png), then the report on stdout and the files written on stderr. */
export async function printResult(run: CompareRun, json: CompareJson, text: string, png: boolean, io: Io): Promise<void> {
  const { disk, plan } = run;
  const { outDir, settings } = plan;
  if (png) {
    try {
      const tool = await svgToPng(join(outDir, 'compare.svg'), join(outDir, 'compare.png'), io.env);
      io.stderr(`rocktune: compare.png rasterised with ${tool}\n`);
    } catch (error) {
      if (error instanceof PngError) throw new FailureError(error.message);
      throw error;
    }
  }
  const lim = json.settings.memoryLimit;
  const diskLine = disk
    ? `disk limit: ${disk.limit.method}${disk.limit.device ? ` on ${disk.limit.device}` : ''}, writes ${disk.limit.caps.writeBps / 1e6} MB/s, reads ${disk.limit.caps.readBps / 1e6} MB/s; load ${settings.loadOrder ?? 'sequential'}\n`
    : '';
  const limitLine = lim
    ? `memory limit ${formatGib(lim.limitBytes)} (${lim.method}); test database ${lim.databaseToLimit.toFixed(1)}x the limit${lim.peakBytes !== undefined ? `; peak charged to the cgroup ${formatGib(lim.peakBytes)}` : ''}\n`
    : '';
  io.stdout(plan.vs.format === 'json' ? jsonText({ ok: true, ...json }) : `${text}${limitLine}${diskLine}`);
  io.stderr(
    `rocktune: wrote ${join(outDir, 'compare.json')}, ${join(outDir, 'compare.svg')}${png ? ', compare.png' : ''} and ${plan.planned.length} OPTIONS files in ${join(outDir, 'variants')}\n`,
  );
}

function hostSnapshot(): CompareJson['host'] {
  return { loadAverage1m: loadavg()[0] ?? 0, cpus: availableParallelism(), memoryBytes: totalmem() };
}
