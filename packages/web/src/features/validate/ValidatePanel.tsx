import { formatBytes, formatInteger, plural, toOptionsFile, type Recommendation } from '@rocktune/calculator';
import { useEffect, useMemo, useRef, useState } from 'react';
import { computeState } from '../calculator/use-recommendation.js';
import type { FormValues } from '../../state/fields.js';
import type { PageTarget } from '../../state/target.js';
import type { Machine, MachineState } from '../machine/use-machine.js';
import { machineValues } from '../machine/machine-values.js';
import { ROCKTUNE_VERSION } from '../../version.js';
import { Plot, type Series } from './Plot.js';
import { baselineWords, engineLine, validateSummary } from './summary.js';
import { checkRunInputs, defaultsFile } from './run-inputs.js';
import { useValidateRun, type Report, type RunState, type ValidateRequest } from './use-validate-run.js';

/** `rocktune serve` marks the page it serves; static hosts and file:// never call the API. */
export function servedByRocktune(): boolean {
  return typeof document !== 'undefined' && document.querySelector('meta[name="rocktune-api"]') !== null && location.protocol.startsWith('http');
}

interface Info {
  validate: { available: boolean; reason?: string };
}

const WRITE = '#0b57d0';
const threads = (n: number) => plural(n, 'thread');
const READ = '#137333';

export interface ValidatePanelProps {
  /** The form's file (undefined while the form is invalid or infeasible). */
  recommendation: Recommendation | undefined;
  values: FormValues;
  /** The engine version the form writes for ('' = the engine's default). */
  engineTarget: PageTarget;
  machine: { state: MachineState; load: () => Promise<Machine | undefined> };
  /** Bumped by "Check on this machine" beside Copy: start a run of the file on screen. */
  runRequest: number;
}

/** The form's workload on this machine's hardware: what a run here can actually test. */
function forMachine(values: FormValues, engineTarget: PageTarget, m: Machine): Recommendation | undefined {
  const state = computeState(machineValues(values, m), engineTarget);
  return state.status === 'ok' ? state.recommendation : undefined;
}

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


/** Kept mounted while inputs are edited, so a running validation survives an invalid input. */
export function ValidatePanel({ recommendation, values, engineTarget, machine, runRequest }: ValidatePanelProps) {
  const [info, setInfo] = useState<Info | undefined>();
  // The file on screen by default; re-sizing it for this host is the user's explicit choice.
  const [sizeFor, setSizeFor] = useState<'machine' | 'form'>('form');
  const [keys, setKeys] = useState('200000');
  const [duration, setDuration] = useState('10');
  const [checked, setChecked] = useState(() => checkRunInputs('200000', '10'));
  const [withBaseline, setWithBaseline] = useState(false);
  const tuned = useValidateRun();
  const baseline = useValidateRun();

  useEffect(() => {
    fetch('./api/info')
      .then((r) => (r.ok ? (r.json() as Promise<Info>) : undefined))
      .then(setInfo)
      .catch(() => setInfo(undefined));
  }, []);
  const { load } = machine;
  useEffect(() => {
    if (info?.validate.available) void load();
  }, [info, load]);

  const detected = machine.state.kind === 'ready' ? machine.state.machine : undefined;
  const target = useMemo(
    () => (sizeFor === 'machine' && detected ? forMachine(values, engineTarget, detected) : recommendation),
    [sizeFor, detected, values, engineTarget, recommendation],
  );

  const startRef = useRef<() => Promise<void>>(async () => {});
  useEffect(() => {
    if (runRequest > 0) void startRef.current();
  }, [runRequest]);

  if (!info) return null;
  if (!info.validate.available) {
    return (
      <section id="validate-panel" className="card validate" aria-labelledby="validate-title">
        <h2 id="validate-title">Check on this machine</h2>
        <p className="muted">Not available: {info.validate.reason}</p>
      </section>
    );
  }

  const recheck = () => setChecked(checkRunInputs(keys, duration));
  const busy = tuned.run.kind === 'running' || baseline.run.kind === 'running';
  const inputsOk = checked.keys.ok && checked.seconds.ok;
  const start = async () => {
    const now = checkRunInputs(keys, duration);
    setChecked(now);
    if (!target || !now.keys.ok || !now.seconds.ok) return;
    baseline.reset();
    const { input } = target;
    const common = {
      keys: now.keys.value,
      durationSec: now.seconds.value,
      ...(input.keySize >= 8 && input.keySize <= 1_048_576 ? { keySize: input.keySize } : {}),
      ...(input.valueSize <= 64_000_000 ? { valueSize: input.valueSize } : {}),
    };
    const body: ValidateRequest = { optionsText: toOptionsFile(target, { rocktuneVersion: ROCKTUNE_VERSION }), dialect: input.dialect, ...common };
    const result = await tuned.start(body);
    if (withBaseline && result.kind === 'done') await baseline.start({ optionsText: defaultsFile(target.rocksdbVersion), dialect: 'rocksdb', ...common });
  };
  startRef.current = start;

  const report = tuned.run.kind === 'done' ? tuned.run.report : undefined;
  const latest = tuned.run.kind === 'running' ? tuned.run.points.at(-1) : baseline.run.kind === 'running' ? baseline.run.points.at(-1) : undefined;
  const series = seriesOf(tuned.run);
  const baseReport = baseline.run.kind === 'done' ? baseline.run.report : undefined;

  return (
    <section id="validate-panel" tabIndex={-1} className="card validate" aria-labelledby="validate-title" data-testid="validate-panel">
      <h2 id="validate-title">Check on this machine</h2>
      <p className="muted">
        Runs <code>rocktune validate</code> here: the engine checks the OPTIONS file, then two tests run in a temporary directory: the load (T2, every key
        written once) and read-while-writing (T5, random reads with a steady writer).
      </p>
      <fieldset className="size-for">
        <legend>File to run</legend>
        <label className="check">
          <input type="radio" name="validate-size-for" checked={sizeFor === 'form'} onChange={() => setSizeFor('form')} /> the file on screen
          {recommendation ? ` (${threads(recommendation.input.cpuThreads)}, ${formatBytes(recommendation.input.dramBytes)} DRAM)` : ' (fix the form first)'}
        </label>
        <label className="check">
          <input type="radio" name="validate-size-for" checked={sizeFor === 'machine'} disabled={!detected} onChange={() => setSizeFor('machine')} /> the same workload re-sized
          for this machine
          {detected ? ` (${threads(detected.cpuThreads)}, ${formatBytes(detected.dramBytes)} DRAM, ${formatInteger(detected.openFiles)} open files)` : ' (not detected)'}
        </label>
      </fieldset>
      <div className="toolbar">
        <label className="inline-field">
          Keys to load (T2){' '}
          <input value={keys} onChange={(e) => setKeys(e.target.value)} onBlur={recheck} inputMode="numeric" size={10} disabled={busy} aria-invalid={!checked.keys.ok || undefined} />
        </label>
        <label className="inline-field">
          T5 seconds{' '}
          <input value={duration} onChange={(e) => setDuration(e.target.value)} onBlur={recheck} inputMode="numeric" size={4} disabled={busy} aria-invalid={!checked.seconds.ok || undefined} />
        </label>
        <label className="check">
          <input type="checkbox" checked={withBaseline} onChange={(e) => setWithBaseline(e.target.checked)} disabled={busy} /> also run RocksDB’s defaults (baseline)
        </label>
        {busy ? (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              tuned.stop();
              baseline.stop();
            }}
          >
            Stop
          </button>
        ) : (
          <button type="button" onClick={() => void start()} disabled={!target || !inputsOk}>
            Check on this machine
          </button>
        )}
      </div>
      {[checked.keys, checked.seconds].map((c, i) =>
        c.ok ? null : (
          <p key={i} className="field-error" data-testid="validate-input-error">
            {c.message}
          </p>
        ),
      )}
      {!target && !busy && <p className="muted">Fix the inputs first: there is no valid OPTIONS file to validate.</p>}
      <p role="status" aria-live="polite" data-testid="validate-status">
        {tuned.run.kind === 'running' && (latest ? `${latest.phase}: ${Math.round(latest.fraction * 100)}%` : 'starting…')}
        {tuned.run.kind === 'failed' && `Failed: ${tuned.run.message}`}
        {tuned.run.kind === 'stopped' && 'Stopped: nothing was measured.'}
        {report && validateSummary(report)}
        {baseline.run.kind === 'running' && ` Baseline (RocksDB defaults): ${latest ? `${latest.phase} ${Math.round(latest.fraction * 100)}%` : 'starting…'}`}
        {baseline.run.kind === 'failed' && ` Baseline failed: ${baseline.run.message}`}
      </p>
      {report && target && (
        <p data-testid="validate-engine">{engineLine(report, { engine: target.input.dialect, version: target.rocksdbVersion })}</p>
      )}
      {report && baseReport && <p data-testid="baseline-words">{baselineWords(report, baseReport)}</p>}
      {report && baseReport && <BaselineTable tuned={report} defaults={baseReport} />}
      {(tuned.run.kind === 'running' || tuned.run.kind === 'done') && (
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
      {tuned.run.kind !== 'idle' && tuned.run.log.length > 0 && <pre className="log">{tuned.run.log.join('\n')}</pre>}
    </section>
  );
}

/** The tuned file beside RocksDB's defaults, same keys and seconds. */
function BaselineTable({ tuned, defaults }: { tuned: Report; defaults: Report }) {
  const rows: Array<[string, (r: Report) => number | undefined, number]> = [
    ['T2 writes/s', (r) => r.load?.opsPerSec, 0],
    ['T5 reads/s', (r) => r.run?.readOpsPerSec, 0],
    ['T5 writes/s', (r) => r.run?.writeOpsPerSec, 0],
    ['T2 write amplification', (r) => r.load?.writeAmplification, 2],
  ];
  // A write amplification of 0 means nothing was flushed or compacted in a run this short: not a measurement.
  const show = (v: number | undefined, digits: number) => (v === undefined || (digits && v <= 0) ? 'not measured' : digits ? v.toFixed(digits) : formatInteger(v));
  return (
    <table className="baseline-table" data-testid="baseline-table">
      <caption className="muted">
        One run each, same keys and seconds, one after the other: on a shared machine a gap under about 10% is noise. <code>rocktune compare</code> runs
        interleaved rounds and reports ties.
      </caption>
      <thead>
        <tr>
          <th scope="col">Measure</th>
          <th scope="col">This file</th>
          <th scope="col">RocksDB defaults</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, get, digits]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="num">{show(get(tuned), digits)}</td>
            <td className="num">{show(get(defaults), digits)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
