// Every bench command writes bench/results/<name>.json, <name>.md and <name>.svg: the figures, the machine,
// the load, and the exact command to reproduce.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineLabel } from '@rocktune/calculator';
import type { LoadRecord, Machine } from './machine.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RESULTS = join(ROOT, 'bench', 'results');

export interface BenchResult {
  name: string;
  title: string;
  command: string;
  startedAt: string;
  finishedAt: string;
  machine: Machine;
  load: LoadRecord;
  figures: Record<string, unknown>;
  /** Markdown body (tables, verdict); the header with machine and command is added here. */
  markdown: string;
  svg?: string;
  /** Other files of the run, relative to bench/results. */
  extraFiles?: string[];
}

const gib = (n: number): string => `${(n / 2 ** 30).toFixed(1)} GiB`;

const BUILDS: Record<Machine['engineBuild'], string> = {
  system: "Debian's librocksdb",
  prefix: 'an upstream build (ROCKTUNE_ROCKSDB_BUILD=prefix)',
  trocksdb: "KIOXIA's TRocksDB, built from the user's checkout",
};

/** `RocksDB X.Y.Z (Debian's librocksdb, via @rocktune/rocksdb-addon)`; older results carry no engine and name RocksDB. */
function engineLine(m: Machine): string {
  const name = engineLabel(m.engine);
  return `${name} ${m.rocksdbVersion} (${BUILDS[m.engineBuild ?? 'system']}, via @rocktune/rocksdb-addon)`;
}

export function machineMarkdown(m: Machine, load: LoadRecord): string {
  return [
    '| machine | |',
    '|---|---|',
    `| CPU | ${m.cpuModel}, ${m.cpuThreads} hardware threads |`,
    `| memory | ${gib(m.memoryBytes)} |`,
    `| disk | ${m.disk.device} (${m.disk.fsType}, rotational=${m.disk.rotational}${m.disk.note ? `; ${m.disk.note}` : ''}) |`,
    `| OS | ${m.os}, Linux ${m.kernel}, Node ${m.node} |`,
    `| engine | ${engineLine(m)} |`,
    `| commit | ${m.gitCommit}${m.gitDirty ? ' (with uncommitted changes by other engineers in the tree)' : ''} |`,
    `| load average (1 min) | ${load.before1m.toFixed(2)} before${load.after1m !== undefined ? `, ${load.after1m.toFixed(2)} after` : ''}${load.quiet ? '' : ' — the host was busy (shared with other builds); treat absolute numbers with care'}${load.waitedSec ? `; waited ${load.waitedSec} s for a quiet host` : ''} |`,
  ].join('\n');
}

export function writeResult(r: BenchResult): void {
  mkdirSync(RESULTS, { recursive: true });
  const { markdown, svg, ...json } = r;
  writeFileSync(join(RESULTS, `${r.name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const md = [
    `# ${r.title}`,
    '',
    `Reproduce: \`${r.command}\``,
    '',
    `Run ${r.startedAt} – ${r.finishedAt}.`,
    '',
    machineMarkdown(r.machine, r.load),
    '',
    ...(svg ? [`![${r.title}](${r.name}.svg)`, ''] : []),
    markdown.trim(),
    '',
  ].join('\n');
  writeFileSync(join(RESULTS, `${r.name}.md`), md);
  if (svg) writeFileSync(join(RESULTS, `${r.name}.svg`), svg);
  process.stderr.write(`bench: wrote ${join('bench/results', `${r.name}.{json,md${svg ? ',svg' : ''}}`)}\n`);
}

export function ensureDir(p: string): string {
  mkdirSync(dirname(p), { recursive: true });
  return p;
}

export function stats(xs: number[]): { n: number; min: number; median: number; max: number; p90: number; mean: number } {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  const q = (p: number): number => s[Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1))] as number;
  const median = n % 2 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
  return { n, min: s[0] as number, median, max: s[n - 1] as number, p90: q(0.9), mean: s.reduce((a, b) => a + b, 0) / n };
}
