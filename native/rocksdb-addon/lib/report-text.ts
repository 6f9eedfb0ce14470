// Plain-text rendering of a ValidateReport (what `rocktune validate --format text` prints). Lives here so a
// future server renders the same words; the CLI only decides where it goes.
import type { CheckResult } from './check-options.js';
import { describeFinding } from './lint-gate.js';
import { engineLabel } from './profile.js';
import type { LevelStats, LoadResult, RunResult } from './results.js';
import type { ValidateReport } from './validate.js';

const n0 = (v: number): string => Math.round(v).toLocaleString('en-US');
const n1 = (v: number): string => v.toFixed(1);
const n2 = (v: number): string => v.toFixed(2);
const mib = (v: number): string => `${(v / 2 ** 20).toFixed(1)} MiB`;

export function formatCheck(check: CheckResult): string[] {
  const out: string[] = [];
  const who = engineLabel(check.engine);
  if (check.accepted) out.push(`check: ${who} accepted the file (${check.dialect} dialect)`);
  else if (check.stage === 'lint') out.push(`check: REFUSED by lint (an error-level finding below); ${who} was not started`);
  else out.push(`check: REJECTED by ${who} (${check.stage}): ${check.rocksdbStatus}`);
  out.push(`  engine ${check.engine}: ${check.engineReason}`);
  if (check.line !== undefined) out.push(`  at line ${check.line}: ${check.lineText ?? ''}`);
  for (const f of check.findings) out.push(`  ${f.severity} ${describeFinding(f)}`);
  const changed = check.changes.filter((c) => c.kind === 'sanitized' || c.kind === 'ignored');
  if (changed.length > 0) out.push(`  ${changed.length} value(s) ${who} changed or ignored:`);
  for (const c of changed) out.push(`    line ${c.line} [${c.section}] ${c.key}: ${c.message}`);
  for (const c of check.changes.filter((x) => x.kind === 'not-persisted')) out.push(`    line ${c.line} ${c.key}: ${c.message}`);
  for (const c of check.changes.filter((x) => x.kind === 'sandboxed' || x.kind === 'harness'))
    out.push(`  ${c.kind} line ${c.line} ${c.key}: ${c.message}`);
  if (check.trocksdb) {
    out.push(`  ${check.trocksdb.note}`);
    for (const m of check.trocksdb.mapped)
      out.push(
        `  mapped line ${m.line}: ${m.from} -> ${m.to.join(', ') || '(explicit BlobDB option kept)'}${m.note ? ` (${m.note})` : ''}`,
      );
    for (const u of check.trocksdb.unmapped) out.push(`  NOT MAPPED line ${u.line}: ${u.key}=${u.value}: ${u.reason}`);
  }
  return out;
}

function levels(ls: LevelStats[]): string[] {
  const rows = ls.filter((l) => l.files > 0 || l.writeGB > 0 || l.level === 'Sum');
  return rows.map(
    (l) =>
      `    ${l.level.padEnd(4)} files ${String(l.files).padStart(6)}  size ${mib(l.sizeBytes).padStart(11)}  write ${n2(l.writeGB).padStart(6)} GB  moved ${n2(l.movedGB).padStart(6)} GB  W-Amp ${n1(l.writeAmp).padStart(5)}  compactions ${l.compactionCount}`,
  );
}

export function formatLoad(l: LoadResult): string[] {
  return [
    `load (T2, ${n0(l.keys)} sequential keys of ${l.keySize}/${l.valueSize} bytes): ${n0(l.opsPerSec)} ops/s, ${n1(l.mbPerSec)} MB/s, ${n1(l.elapsedSec)} s`,
    `  latency us: p50 ${n1(l.p50Micros)}  p99 ${n1(l.p99Micros)}  p99.9 ${n1(l.p999Micros)}  max ${n1(l.maxMicros)}`,
    `  write amplification ${n2(l.writeAmplification)} (flushed ${mib(l.bytesFlushed)} + compacted ${mib(l.bytesCompacted)} / ingested ${mib(l.bytesIngested)})`,
    `  stall ${n1(l.stallMicros / 1e6)} s (${n1(l.stallPercent)}%), max L0 files ${l.maxL0Files}, DB size ${mib(l.dbSizeBytes)}`,
    ...levels(l.levels),
  ];
}

export function formatRun(r: RunResult): string[] {
  const limit = r.writerRateBytesPerSec > 0 ? `${mib(r.writerRateBytesPerSec)}/s` : 'unlimited';
  return [
    `run (T5, ${r.readers} readers + 1 ${r.writerKeys} writer at ${limit}, ${n1(r.durationSec)} s): ${n0(r.readOpsPerSec)} reads/s, ${n0(r.writeOpsPerSec)} writes/s`,
    `  read latency us:  p50 ${n1(r.readP50Micros)}  p99 ${n1(r.readP99Micros)}  p99.9 ${n1(r.readP999Micros)}  max ${n1(r.readMaxMicros)}  (${n1(r.readMBPerSec)} MB/s, ${n0(r.readFound)} of ${n0(r.readOps)} found)`,
    `  write latency us: p50 ${n1(r.writeP50Micros)}  p99 ${n1(r.writeP99Micros)}  p99.9 ${n1(r.writeP999Micros)}  max ${n1(r.writeMaxMicros)}  (${n1(r.writeMBPerSec)} MB/s)`,
    `  write amplification ${n2(r.writeAmplification)}, stall ${n1(r.stallMicros / 1e6)} s (${n1(r.stallPercent)}%), max L0 files ${r.maxL0Files}, DB size ${mib(r.dbSizeBytes)}`,
    ...levels(r.levels),
  ];
}

export function formatValidateReport(report: ValidateReport): string {
  const e = report.engine;
  const lines = [`engine: ${engineLabel(e.engine)} ${e.rocksdbVersion} (compressions: ${e.compressions.join(', ')})`];
  lines.push(...formatCheck(report.check));
  if (report.load) lines.push(...formatLoad(report.load));
  if (report.run) lines.push(...formatRun(report.run));
  return `${lines.join('\n')}\n`;
}
