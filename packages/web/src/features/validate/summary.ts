import { formatInteger } from '@rocktune/calculator';
import type { Report } from './use-validate-run.js';

/** One line for the end of a run: the figures, or who refused the file (lint before the engine, or the engine). */
export function validateSummary(report: Report): string {
  if (report.check.ok) {
    return `Done. T2 ${formatInteger(report.load?.opsPerSec ?? 0)} writes/s; T5 ${formatInteger(report.run?.readOpsPerSec ?? 0)} reads/s, ${formatInteger(report.run?.writeOpsPerSec ?? 0)} writes/s.`;
  }
  return report.check.stage === 'lint'
    ? `Lint refused the file before the engine started: ${report.check.rocksdbStatus}`
    : `RocksDB rejected the file: ${report.check.rocksdbStatus}`;
}
