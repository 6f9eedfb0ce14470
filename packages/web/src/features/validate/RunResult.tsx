import type { Recommendation } from '@rocktune/calculator';
import { useMemo } from 'react';
import { BaselineTable } from './BaselineTable.js';
import { cappedWords } from './capped-run.js';
import { lineInFile, type LineOf } from './file-lines.js';
import { Plot, type Series } from './Plot.js';
import { baselineWords, engineLine, validateSummary } from './summary.js';
import type { RunState } from './use-validate-run.js';

const WRITE = '#0b57d0';
const READ = '#137333';

/** A run's samples by phase: the report's once done, the live points while it runs. */
function samplesOf(run: RunState, phase: 'load' | 'run', key: 'readOpsPerSec' | 'writeOpsPerSec') {
  const report = run.kind === 'done' ? run.report : undefined;
  if (report) return ((phase === 'load' ? report.load : report.run)?.samples ?? []).map((s) => ({ x: s.tSec, y: s[key] }));
  return (run.kind === 'idle' ? [] : run.points).filter((p) => p.phase === phase).map((p) => ({ x: p.tSec, y: p[key] }));
}

/** The file's series, and RocksDB's defaults dashed beside them once the baseline has run (or while it runs). */
function seriesOf(tuned: RunState, baseline: RunState): { load: Series[]; run: Series[] } {
  const of = (run: RunState, prefix: string, dashed: boolean) => ({
    load: [{ label: `${prefix}T2 writes/s`, color: WRITE, dashed, points: samplesOf(run, 'load', 'writeOpsPerSec') }],
    run: [
      { label: `${prefix}T5 reads/s`, color: READ, dashed, points: samplesOf(run, 'run', 'readOpsPerSec') },
      { label: `${prefix}T5 writes/s`, color: WRITE, dashed, points: samplesOf(run, 'run', 'writeOpsPerSec') },
    ],
  });
  const file = of(tuned, '', false);
  if (baseline.kind === 'idle') return file;
  const defaults = of(baseline, 'RocksDB defaults: ', true);
  return { load: [...file.load, ...defaults.load], run: [...file.run, ...defaults.run] };
}

/** One line while it runs, then the verdict; the baseline's progress or failure after it. */
function StatusLine({ tuned, baseline, lineOf }: { tuned: RunState; baseline: RunState; lineOf: LineOf }) {
  const latest = tuned.kind === 'running' ? tuned.points.at(-1) : baseline.kind === 'running' ? baseline.points.at(-1) : undefined;
  return (
    <p role="status" aria-live="polite" data-testid="validate-status">
      {tuned.kind === 'running' && (latest ? `${latest.phase}: ${Math.round(latest.fraction * 100)}%` : 'starting…')}
      {tuned.kind === 'failed' && `Failed: ${tuned.message}`}
      {tuned.kind === 'stopped' && 'Stopped: nothing was measured.'}
      {tuned.kind === 'done' && validateSummary(tuned.report, lineOf)}
      {baseline.kind === 'running' &&
        ` Baseline (RocksDB defaults): ${latest ? `${latest.phase} ${Math.round(latest.fraction * 100)}%` : 'starting…'}`}
      {baseline.kind === 'failed' && ` Baseline failed: ${baseline.message}`}
    </p>
  );
}

interface RunResultProps {
  tuned: RunState;
  baseline: RunState;
  target: Recommendation | undefined;
  /** The OPTIONS text the run was given: the engine's line numbers are turned into its lines. */
  ranText: string;
}

/** What the run said: the verdict, the engine that ran it, the cap, the baseline in words and figures, the plots. */
export function RunResult({ tuned, baseline, target, ranText }: RunResultProps) {
  const report = tuned.kind === 'done' ? tuned.report : undefined;
  const baseReport = baseline.kind === 'done' ? baseline.report : undefined;
  const series = seriesOf(tuned, baseline);
  const lineOf = useMemo(() => lineInFile(ranText), [ranText]);
  return (
    <>
      <StatusLine tuned={tuned} baseline={baseline} lineOf={lineOf} />
      {report && target && (
        <p data-testid="validate-engine">{engineLine(report, { engine: target.input.dialect, version: target.rocksdbVersion })}</p>
      )}
      {report?.regime && <p data-testid="validate-cap">{cappedWords(report.regime)}</p>}
      {report && baseReport && <p data-testid="baseline-words">{baselineWords(report, baseReport)}</p>}
      {report && baseReport && <BaselineTable tuned={report} defaults={baseReport} />}
      {(tuned.kind === 'running' || tuned.kind === 'done') && (
        <div className="plots">
          <Plot title="T2 load: writes per second" series={series.load} />
          <Plot title="T5 read-while-writing: reads and writes per second" series={series.run} />
        </div>
      )}
      {report?.check.findings && report.check.findings.length > 0 && (
        <ul>
          {report.check.findings.map((f, i) => (
            <li key={i}>
              {f.severity} line {f.line}: {f.message}
            </li>
          ))}
        </ul>
      )}
      {tuned.kind !== 'idle' && tuned.log.length > 0 && <pre className="log">{tuned.log.join('\n')}</pre>}
    </>
  );
}
