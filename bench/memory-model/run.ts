// Measures what the engine holds in memory (RocksDB's properties, MemoryUtil, process RSS) after T2 and after
// T5 on databases of 1M, 4M and 16M keys, values inline and separated, each with the OPTIONS file rocktune
// generates for that database. Writes bench/results/memory-model/measured.json (the files, the figures, the
// machine and load); bench/memory-model/report.ts puts the memory model's prediction beside it.
//
//   node --conditions rocktune-source --import tsx bench/memory-model/run.ts [--value-size B] [--duration S]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { recommend, toOptionsFile } from '@rocktune/calculator';
import type { LoadResult, MeasuredMemory, RunResult } from '@rocktune/rocksdb-addon';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { RESULTS } from '../lib/results.js';
import { MEASURED_FILE, type MeasuredRun, type MemoryBenchData } from './data.js';
import { CALIBRATION_HOST } from '../lib/calibration-host.js';

const KEY_COUNTS = [1_000_000, 4_000_000, 16_000_000];
const MODES = ['inline', 'separated'] as const;
const KEY = 20;
const MiB = 2 ** 20;

const { values: args } = parseArgs({
  options: { 'value-size': { type: 'string', default: '400' }, duration: { type: 'string', default: '10' } },
});
const VALUE = Number(args['value-size']);
const DURATION = Number(args.duration);

interface Engine {
  Workspace: { create(o?: { tmpRoot?: string }): { dispose(): void } };
  loadTest(o: Record<string, unknown>): Promise<LoadResult>;
  runTest(o: Record<string, unknown>): Promise<RunResult>;
}

const shapeOf = (r: LoadResult | RunResult) =>
  r.levels.filter((l) => l.level !== 'Sum' && l.files > 0).map((l) => ({ level: l.level, files: l.files, sizeBytes: l.sizeBytes }));

async function main(): Promise<void> {
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const engine = (await import('@rocktune/rocksdb-addon')) as unknown as Engine;
  const root = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'rocktune-memory-'));
  const runs: MeasuredRun[] = [];
  try {
    for (const keys of KEY_COUNTS) {
      for (const mode of MODES) {
        const rec = recommend({
          ...CALIBRATION_HOST,
          totalKeys: keys,
          keySize: KEY,
          valueSize: VALUE,
          kvSeparation: mode === 'separated',
        });
        if (!rec.ok) throw new Error(`recommend failed for ${keys} ${mode}: ${rec.code}`);
        const options = toOptionsFile(rec.recommendation, { rocktuneVersion: 'bench' });
        const ws = engine.Workspace.create({ tmpRoot: root });
        try {
          const t2 = await engine.loadTest({ options, workspace: ws, keys, keySize: KEY, valueSize: VALUE, disableWal: true }); // memory does not depend on the WAL
          const t5 = await engine.runTest({ options, workspace: ws, readers: 2, durationSec: DURATION, writerRateBytesPerSec: 10 * MiB });
          const at = (r: LoadResult | RunResult, keysNow: number): MeasuredRun['afterLoad'] => ({
            keys: keysNow,
            memory: r.memory as MeasuredMemory,
            dbSizeBytes: r.dbSizeBytes,
            levels: shapeOf(r),
            elapsedSec: r.elapsedSec,
          });
          runs.push({
            keys,
            mode,
            valueSize: VALUE,
            keySize: KEY,
            options,
            afterLoad: at(t2, keys),
            afterRun: { ...at(t5, keys + t5.writeOps), readOpsPerSec: t5.readOpsPerSec },
          });
          const m = t5.memory;
          process.stderr.write(
            `bench: ${keys / 1e6}M ${mode}: T2 ${t2.elapsedSec.toFixed(0)} s; after T5 memtables ${(m.memtablesBytes / MiB).toFixed(1)} MiB, table readers ${(m.tableReadersBytes / MiB).toFixed(1)} MiB, cache ${(m.blockCacheBytes / MiB).toFixed(1)} MiB, RSS peak ${(m.rssPeakBytes / MiB).toFixed(0)} MiB (baseline ${(m.rssBaselineBytes / MiB).toFixed(0)}); load ${loadNow().toFixed(2)}\n`,
          );
        } finally {
          ws.dispose();
        }
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  load.after1m = loadNow();
  const data: MemoryBenchData = {
    command: `node --conditions rocktune-source --import tsx bench/memory-model/run.ts --value-size ${VALUE} --duration ${DURATION}`,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(root.replace(/\/[^/]+$/, '')),
    load,
    durationSec: DURATION,
    runs,
  };
  mkdirSync(join(RESULTS, 'memory-model'), { recursive: true });
  writeFileSync(join(RESULTS, MEASURED_FILE), `${JSON.stringify(data, null, 2)}\n`);
  process.stderr.write(
    `bench: wrote bench/results/${MEASURED_FILE}; now: node --conditions rocktune-source --import tsx bench/memory-model/report.ts\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
