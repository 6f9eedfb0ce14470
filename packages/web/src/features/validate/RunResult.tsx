import type { Recommendation } from '@rocktune/calculator';
import { BaselineTable } from './BaselineTable.js';
import { cappedWords } from './capped-run.js';
import { Plot, type Series } from './Plot.js';
import { baselineWords, engineLine, validateSummary } from './summary.js';
import type { RunState } from './use-validate-run.js';

const WRITE = '#0b57d0';
const READ = '#137333';

function seriesOf(run: RunState): { load: Series[]; run: Series[] } {
  const report = run.kind === 'done' ? run.report : undefined;
  const live = run.kind === 'idle' ? [] : run.points;
  const pick = (phase: 'load' | 'run', key: 'readOpsPerSec' | 'writeOpsPerSec') =>
    report
      ? ((phase === 'load' ? report.load : report.run)?.samples ?? []).map((s) => ({ x: s.tSec, y: s[key] }))
      : live.filter((p) => p.phase === phase).map((p) => ({ x: p.tSec, y: p[key] }));
  return {
    load: [{ label: 'T2 writes/s', color: WRITE, points: pick('load', 'writeOpsPerSec') }],
    run: [
      { label: 'T5 reads/s', color: READ, points: pick('run', 'readOpsPerSec') },
      { label: 'T5 writes/s', color: WRITE, points: pick('run', 'writeOpsPerSec') },
    ],
  };
}

/** One line while it runs, then the verdict; the baseline's progress or failure after it. */
function StatusLine({ tuned, baseline }: { tuned: RunState; baseline: RunState }) {
  const latest = tuned.kind === 'running' ? tuned.points.at(-1) : baseline.kind === 'running' ? baseline.points.at(-1) : undefined;
  return (
    <p role="status" aria-live="polite" data-testid="validate-status">
      {tuned.kind === 'running' && (latest ? `${latest.phase}: ${Math.round(latest.fraction * 100)}%` : 'starting…')}
      {tuned.kind === 'failed' && `Failed: ${tuned.message}`}
      {tuned.kind === 'stopped' && 'Stopped: nothing was measured.'}
      {tuned.kind === 'done' && validateSummary(tuned.report)}
      {baseline.kind === 'running' &&
        ` Baseline (RocksDB defaults): ${latest ? `${latest.phase} ${Math.round(latest.fraction * 100)}%` : 'starting…'}`}
      {baseline.kind === 'failed' && ` Baseline failed: ${baseline.message}`}
    </p>
  );
}

/** What the run said: the verdict, the engine that ran it, the cap, the baseline in words and figures, the plots. */
export function RunResult({ tuned, baseline, target }: { tuned: RunState; baseline: RunState; target: Recommendation | undefined }) {
  const report = tuned.kind === 'done' ? tuned.report : undefined;
  const baseReport = baseline.kind === 'done' ? baseline.report : undefined;
  const series = seriesOf(tuned);
  return (
    <>
      <StatusLine tuned={tuned} baseline={baseline} />
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
