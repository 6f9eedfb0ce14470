// The memory-model figure: the calculator's prediction (rules.md R20, predictMemoryForOptionsFile) beside what
// the engine measured (bench/memory-model/run.ts -> bench/results/memory-model/measured.json), per component,
// for every database size and value layout. Writes bench/results/memory-model.{json,md,svg}. No engine run.
//
//   node --conditions rocktune-source --import tsx bench/memory-model/report.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { predictMemoryForOptionsFile, type MemoryPrediction } from '@rocktune/calculator';
import { TEST_KEY_SEPARATOR_BYTES, VALUE_POINTER_BYTES } from '../../packages/cli/src/commands/validate-memory.js';
import { pairedBarsSvg } from '../lib/paired-bars.js';
import { RESULTS, writeResult } from '../lib/results.js';
import { MEASURED_FILE, type MeasuredRun, type MemoryBenchData } from './data.js';

const MiB = 2 ** 20;
const GOAL = 0.15;

interface Component {
  name: string;
  predicted: number;
  measured: number;
  /** (predicted - measured) / measured; null when nothing was measured. */
  error: number | null;
}

const err = (p: number, m: number): number | null => (m > 0 ? (p - m) / m : p === 0 ? 0 : null);
const comp = (name: string, predicted: number, measured: number): Component => ({
  name,
  predicted,
  measured,
  error: err(predicted, measured),
});

function components(run: MeasuredRun): { prediction: MemoryPrediction; rows: Component[] } {
  const at = run.afterRun;
  // As validate predicts it: the engine's test keys (index separators shorten to 9 bytes), the guide's 20-byte pointer.
  const prediction = predictMemoryForOptionsFile(run.options, {
    keys: at.keys,
    keySize: run.keySize,
    valueSize: run.valueSize,
    keyOverhead: VALUE_POINTER_BYTES,
    indexKeyBytes: TEST_KEY_SEPARATOR_BYTES,
  });
  const m = at.memory;
  const p = prediction.rocksdbProperties;
  return {
    prediction,
    rows: [
      comp('memtables (peak predicted; measured after T5)', p.curSizeAllMemTables, m.memtablesAllBytes),
      comp('table readers: index + filter outside the cache + reader objects', p.estimateTableReadersMem, m.tableReadersBytes),
      comp('block cache in use', p.blockCacheUsage, m.blockCacheBytes),
      comp('RocksDB total (the three above)', p.curSizeAllMemTables + p.estimateTableReadersMem + p.blockCacheUsage, m.rocksdbTotalBytes),
      comp('model total vs engine process RSS peak - baseline', prediction.totalBytes, m.engineRssPeakBytes),
    ],
  };
}

const mib = (b: number): string => (b / MiB).toFixed(b < 10 * MiB ? 2 : 1);
const pct = (e: number | null): string => (e === null ? 'n/a' : `${e >= 0 ? '+' : ''}${(100 * e).toFixed(0)} %`);

function main(): void {
  const data = JSON.parse(readFileSync(join(RESULTS, MEASURED_FILE), 'utf8')) as MemoryBenchData;
  const table = data.runs.map((run) => ({ run, ...components(run) }));
  const lines: string[] = [];
  lines.push(
    `Each database: rocktune's file for that key count (2 threads, 24 GB, 1,000 open files; \`kvSeparation\` false = inline, true = separated with BlobDB), ${data.runs[0]?.keySize ?? 20}-byte keys and ${data.runs[0]?.valueSize ?? 0}-byte values, T2 (sequential load, WAL off) then T5 (${data.durationSec} s: 2 readers + a 10 MiB/s writer). Measured after T5 by RocksDB (\`rocksdb.size-all-mem-tables\`, \`rocksdb.estimate-table-readers-mem\`, \`rocksdb.block-cache-usage\`; MemoryUtil agrees with each) and by the kernel (VmHWM of the engine process minus its VmRSS before the DB opened). Predicted by \`predictMemoryForOptionsFile\` (rules.md R20) for the keys the DB held at that moment (T2's plus the T5 writer's), with the engine's test keys' 9-byte index separators and a 20-byte value pointer, as \`validate\` predicts. The memtable row compares the model's peak (all buffers full) with one moment, so its error says nothing about the model; the total is compared with the process's peak. Error = (predicted - measured) / measured; goal: total within ±${GOAL * 100} %.`,
  );
  lines.push('');
  lines.push('| DB | values | component | predicted MiB | measured MiB | error |');
  lines.push('|---|---|---|---|---|---|');
  for (const { run, rows } of table) {
    for (const r of rows)
      lines.push(`| ${run.keys / 1e6}M keys | ${run.mode} | ${r.name} | ${mib(r.predicted)} | ${mib(r.measured)} | ${pct(r.error)} |`);
  }
  lines.push('');
  const totals = table.map(({ run, rows }) => ({ run, total: rows.at(-1) as Component, rocksdb: rows[3] as Component }));
  const within = totals.filter((t) => t.total.error !== null && Math.abs(t.total.error) <= GOAL).length;
  lines.push(`**Total within ±${GOAL * 100} % of the process's measured growth: ${within} of ${totals.length} databases.**`);
  lines.push('');
  lines.push('Shape the model derived vs what the engine built (after T5):');
  lines.push('');
  lines.push('| DB | values | predicted SST files / data blocks | measured SST files (per level) | DB on disk MiB |');
  lines.push('|---|---|---|---|---|');
  for (const { run, prediction } of table) {
    const lv = run.afterRun.levels.map((l) => `${l.level} ${l.files}`).join(', ');
    const files = run.afterRun.levels.reduce((a, l) => a + l.files, 0);
    lines.push(
      `| ${run.keys / 1e6}M | ${run.mode} | ${prediction.shape.sstFiles.toLocaleString('en-US')} / ${prediction.shape.dataBlocks.toLocaleString('en-US')} | ${files.toLocaleString('en-US')} (${lv}) | ${mib(run.afterRun.dbSizeBytes)} |`,
    );
  }
  writeResult({
    name: 'memory-model',
    title: `Memory model: predicted vs measured per component (RocksDB ${data.machine.rocksdbVersion})`,
    command: `${data.command}   # measure; then: node --conditions rocktune-source --import tsx bench/memory-model/report.ts`,
    startedAt: data.startedAt,
    finishedAt: data.finishedAt,
    machine: data.machine,
    load: data.load,
    figures: {
      goal: GOAL,
      runs: table.map(({ run, rows, prediction }) => ({ keys: run.keys, mode: run.mode, components: rows, prediction })),
    },
    markdown: lines.join('\n'),
    svg: pairedBarsSvg({
      title: 'Memory model: predicted vs measured (table readers, and the total)',
      subtitle: `MiB after T5; total measured = engine process RSS peak - baseline; ${data.runs[0]?.valueSize ?? 0}-byte values; note = error`,
      unit: 'MiB',
      aName: 'predicted (rules.md R20)',
      bName: 'measured (RocksDB / kernel)',
      groups: table.flatMap(({ run, rows }) =>
        (
          [
            [1, 'readers'],
            [4, 'total'],
          ] as const
        ).map(([i, what]) => {
          const r = rows[i] as Component;
          return { label: `${run.keys / 1e6}M ${run.mode} ${what}`, a: r.predicted / MiB, b: r.measured / MiB, note: pct(r.error) };
        }),
      ),
    }),
  });
}

main();
