import { engineLabel, formatInteger } from '@rocktune/calculator';
import { keyOfLine, type LineOf } from './file-lines.js';
import type { Report } from './use-validate-run.js';

/** Which library ran the file, and whether that is the release the file was written for. */
export function engineLine(report: Report, written: { engine: string; version: string }): string {
  const ran = `${engineLabel(report.engine.engine)} ${report.engine.rocksdbVersion}`;
  const target = `${engineLabel(written.engine)} ${written.version}`;
  return ran === target
    ? `Ran on ${ran}, the release the file is written for.`
    : `Ran on ${ran} (the engine linked here); the file is written for ${target}, so options only ${target} knows were not tried.`;
}

const asReported: LineOf = (line) => line;

/**
 * The engine's answer in one sentence: accepted as written, accepted with values changed, or refused at a line
 * (`lineOf` turns the engine's line into the line of the file on screen).
 */
export function verdict(report: Report, lineOf: LineOf = asReported): string {
  const { check } = report;
  if (!check.accepted || !check.ok) {
    const line = check.line === undefined ? undefined : lineOf(check.line, keyOfLine(check.lineText));
    const where = line !== undefined ? ` at line ${line}${check.lineText ? ` (${check.lineText.trim()})` : ''}` : '';
    const who =
      check.stage === 'lint' ? 'Refused before the engine started' : check.accepted ? 'Accepted, but ambiguous' : 'Refused by the engine';
    // Lint kept the file from the engine: there is no engine status, the reason is lint's first error.
    const reason = check.stage === 'lint' ? (check.findings?.find((f) => f.severity === 'error')?.message ?? '') : check.rocksdbStatus;
    return `${who}${where}: ${reason}`;
  }
  const changed = (check.changes ?? []).filter((c) => c.kind === 'sanitized' || c.kind === 'ignored');
  if (changed.length === 0) return 'Accepted as written: the engine runs every value of the file.';
  const list = changed.map((c) => `${c.key} ${c.requested} → ${c.effective ?? 'ignored'} (line ${lineOf(c.line, c.key)})`).join('; ');
  return `Accepted, but the engine changed these values: ${list}.`;
}

/** The run's figures; a write amplification is left out when nothing was compacted (0 would say nothing). */
export function validateSummary(report: Report, lineOf: LineOf = asReported): string {
  if (!report.check.ok) return verdict(report, lineOf);
  const wa = report.load?.writeAmplification;
  const amp = wa && wa > 0 ? `, write amplification ${wa.toFixed(2)}` : '';
  return `${verdict(report, lineOf)} T2 ${formatInteger(report.load?.opsPerSec ?? 0)} writes/s${amp}; T5 ${formatInteger(report.run?.readOpsPerSec ?? 0)} reads/s, ${formatInteger(report.run?.writeOpsPerSec ?? 0)} writes/s.`;
}

function relative(mine: number | undefined, theirs: number | undefined, verb: string): string | undefined {
  if (!mine || !theirs) return undefined;
  const gap = Math.round(((mine - theirs) / theirs) * 100);
  if (Math.abs(gap) < 10) return `${verb} within 10 % of RocksDB's defaults (noise on a shared machine)`;
  return `${verb} ${Math.abs(gap)} % ${gap > 0 ? 'faster' : 'slower'} than RocksDB's defaults here`;
}

/** The tuned file against RocksDB's defaults, in words: "tuned loaded 33 % slower than RocksDB's defaults here". */
export function baselineWords(tuned: Report, defaults: Report): string {
  const parts = [
    relative(tuned.load?.opsPerSec, defaults.load?.opsPerSec, 'loaded'),
    relative(tuned.run?.readOpsPerSec, defaults.run?.readOpsPerSec, 'read'),
  ].filter(Boolean);
  return parts.length === 0 ? 'No comparison: one of the runs measured nothing.' : `The tuned file ${parts.join('; it ')}.`;
}
