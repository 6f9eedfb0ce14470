import { formatInteger, toOptionsFile, type Recommendation } from '@rocktune/calculator';
import { useEffect, useRef, useState } from 'react';
import { ROCKTUNE_VERSION } from '../../version.js';
import { Plot, type Series } from './Plot.js';
import { createSseParser } from './sse.js';

/** `rocktune serve` marks the page it serves; static hosts and file:// never call the API. */
export function servedByRocktune(): boolean {
  return typeof document !== 'undefined' && document.querySelector('meta[name="rocktune-api"]') !== null && location.protocol.startsWith('http');
}

interface Info {
  validate: { available: boolean; reason?: string };
}

interface Point {
  phase: 'check' | 'load' | 'run';
  fraction: number;
  readOpsPerSec: number;
  writeOpsPerSec: number;
  tSec: number;
}

interface Sample {
  tSec: number;
  readOpsPerSec: number;
  writeOpsPerSec: number;
}

/** The part of `rocktune validate --format json` the page shows. */
interface Report {
  check: { ok: boolean; rocksdbStatus: string; findings?: Array<{ severity: string; line: number; message: string }> };
  load?: { opsPerSec: number; writeAmplification: number; samples: Sample[] };
  run?: { readOpsPerSec: number; writeOpsPerSec: number; writeAmplification: number; samples: Sample[] };
}

type RunState =
  | { kind: 'idle' }
  | { kind: 'running'; points: Point[]; log: string[] }
  | { kind: 'done'; points: Point[]; log: string[]; report: Report; exitCode: number | null }
  | { kind: 'failed'; points: Point[]; log: string[]; message: string };

const WRITE = '#0b57d0';
const READ = '#137333';

/** Kept mounted while inputs are edited, so a running validation survives an invalid keystroke. */
export function ValidatePanel({ recommendation }: { recommendation: Recommendation | undefined }) {
  const [info, setInfo] = useState<Info | undefined>();
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const [keys, setKeys] = useState('200000');
  const [duration, setDuration] = useState('10');
  const abort = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    fetch('./api/info')
      .then((r) => (r.ok ? (r.json() as Promise<Info>) : undefined))
      .then(setInfo)
      .catch(() => setInfo(undefined));
    return () => abort.current?.abort();
  }, []);

  if (!info) return null;
  if (!info.validate.available) {
    return (
      <section className="card validate" aria-labelledby="validate-title">
        <h2 id="validate-title">Validate on this machine</h2>
        <p className="muted">Not available: {info.validate.reason}</p>
      </section>
    );
  }

  const start = async () => {
    if (!recommendation) return;
    const controller = new AbortController();
    abort.current = controller;
    const points: Point[] = [];
    const log: string[] = [];
    setRun({ kind: 'running', points, log });
    const { input } = recommendation;
    const body = {
      optionsText: toOptionsFile(recommendation, { rocktuneVersion: ROCKTUNE_VERSION }),
      dialect: input.dialect,
      keys: Number(keys.replace(/[_,]/g, '')),
      durationSec: Number(duration),
      ...(input.keySize >= 8 && input.keySize <= 1_048_576 ? { keySize: input.keySize } : {}),
      ...(input.valueSize <= 64_000_000 ? { valueSize: input.valueSize } : {}),
    };
    try {
      const res = await fetch('./api/validate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: controller.signal });
      if (!res.ok || !res.body) {
        const error = ((await res.json().catch(() => ({}))) as { error?: string }).error ?? `HTTP ${res.status}`;
        setRun({ kind: 'failed', points, log, message: error });
        return;
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const feed = createSseParser(({ event, data }) => {
        const payload = JSON.parse(data) as Record<string, unknown>;
        if (event === 'progress') {
          points.push(payload as unknown as Point);
          setRun({ kind: 'running', points: [...points], log });
        } else if (event === 'log') {
          log.push(String(payload.line));
        } else if (event === 'result') {
          setRun({ kind: 'done', points, log, report: payload.report as Report, exitCode: payload.exitCode as number | null });
        } else if (event === 'failed') {
          setRun({ kind: 'failed', points, log, message: String(payload.message) });
        }
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feed(value);
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setRun({ kind: 'failed', points, log, message: (error as Error).message });
    }
  };

  const busy = run.kind === 'running';
  const latest = run.kind === 'idle' ? undefined : run.points[run.points.length - 1];
  const report = run.kind === 'done' ? run.report : undefined;
  const live = run.kind === 'idle' ? [] : run.points;
  const loadSeries: Series[] = [
    { label: 'T2 writes/s', color: WRITE, points: (report?.load?.samples ?? []).map((s) => ({ x: s.tSec, y: s.writeOpsPerSec })) },
  ];
  const runSeries: Series[] = [
    { label: 'T5 reads/s', color: READ, points: (report?.run?.samples ?? []).map((s) => ({ x: s.tSec, y: s.readOpsPerSec })) },
    { label: 'T5 writes/s', color: WRITE, points: (report?.run?.samples ?? []).map((s) => ({ x: s.tSec, y: s.writeOpsPerSec })) },
  ];
  if (!report) {
    // While running: the progress stream, on wall-clock time.
    loadSeries[0] = { ...loadSeries[0]!, points: live.filter((p) => p.phase === 'load').map((p) => ({ x: p.tSec, y: p.writeOpsPerSec })) };
    const runPoints = live.filter((p) => p.phase === 'run');
    runSeries[0] = { ...runSeries[0]!, points: runPoints.map((p) => ({ x: p.tSec, y: p.readOpsPerSec })) };
    runSeries[1] = { ...runSeries[1]!, points: runPoints.map((p) => ({ x: p.tSec, y: p.writeOpsPerSec })) };
  }

  return (
    <section className="card validate" aria-labelledby="validate-title">
      <h2 id="validate-title">Validate on this machine</h2>
      <p className="muted">
        Runs <code>rocktune validate</code> here: RocksDB checks this OPTIONS file, then the T2 load and the T5 read-while-writing test run in a
        temporary directory.
      </p>
      <div className="toolbar">
        <label className="inline-field">
          T2 keys <input value={keys} onChange={(e) => setKeys(e.target.value)} inputMode="numeric" size={10} disabled={busy} />
        </label>
        <label className="inline-field">
          T5 seconds <input value={duration} onChange={(e) => setDuration(e.target.value)} inputMode="numeric" size={4} disabled={busy} />
        </label>
        {busy ? (
          <button type="button" className="secondary" onClick={() => abort.current?.abort()}>
            Stop
          </button>
        ) : (
          <button type="button" onClick={() => void start()} disabled={!recommendation}>
            Validate on this machine
          </button>
        )}
      </div>
      {!recommendation && !busy && <p className="muted">Fix the inputs first: there is no valid OPTIONS file to validate.</p>}
      <p role="status" aria-live="polite" data-testid="validate-status">
        {run.kind === 'running' && (latest ? `${latest.phase}: ${Math.round(latest.fraction * 100)}%` : 'starting…')}
        {run.kind === 'failed' && `Failed: ${run.message}`}
        {report &&
          (report.check.ok
            ? `Done. T2 ${formatInteger(report.load?.opsPerSec ?? 0)} writes/s; T5 ${formatInteger(report.run?.readOpsPerSec ?? 0)} reads/s, ${formatInteger(report.run?.writeOpsPerSec ?? 0)} writes/s.`
            : `RocksDB rejected the file: ${report.check.rocksdbStatus}`)}
      </p>
      {run.kind !== 'idle' && (
        <div className="plots">
          <Plot title="T2 load: writes per second" series={loadSeries} />
          <Plot title="T5 run: reads and writes per second" series={runSeries} />
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
      {run.kind !== 'idle' && run.log.length > 0 && <pre className="log">{run.log.join('\n')}</pre>}
    </section>
  );
}
