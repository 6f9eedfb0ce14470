import { useCallback, useEffect, useRef, useState } from 'react';
import { createSseParser } from './sse.js';

export interface Point {
  phase: 'check' | 'load' | 'run';
  fraction: number;
  readOpsPerSec: number;
  writeOpsPerSec: number;
  tSec: number;
}

export interface Sample {
  tSec: number;
  readOpsPerSec: number;
  writeOpsPerSec: number;
}

/** The part of `rocktune validate --format json` the page shows. */
export interface Report {
  engine: { engine: string; rocksdbVersion: string };
  check: {
    ok: boolean;
    accepted: boolean;
    stage?: string | null;
    rocksdbStatus: string;
    line?: number;
    lineText?: string;
    findings?: Array<{ severity: string; line: number; message: string }>;
    changes?: Array<{ key: string; line: number; requested: string; effective: string | null; kind: string }>;
  };
  load?: { opsPerSec: number; writeAmplification: number; samples: Sample[] };
  run?: { readOpsPerSec: number; writeOpsPerSec: number; writeAmplification: number; samples: Sample[] };
  /** A capped run: how each limit was enforced and the disk cap use. */
  regime?: {
    memory?: { method: string; limitBytes: number; peakBytes?: number };
    disk?: { method: string; writeBytesPerSec: number; readBytesPerSec: number; atCapFraction: number };
    notes: string[];
    cap?: { atCap: boolean; limiting: 'read' | 'write'; text: string };
  };
}

export type RunState =
  | { kind: 'idle' }
  | { kind: 'running'; points: Point[]; log: string[] }
  | { kind: 'done'; points: Point[]; log: string[]; report: Report; exitCode: number | null }
  | { kind: 'failed'; points: Point[]; log: string[]; message: string }
  | { kind: 'stopped'; points: Point[]; log: string[] };

/** A fetch that fails or a stream that ends early means the server went away (stopped, or the machine slept). */
export const LOST =
  'the connection to rocktune serve was lost (was it stopped?). Restart `rocktune serve` in a terminal, reload this page and run the check again.';

export interface ValidateRequest {
  optionsText: string;
  dialect: 'rocksdb' | 'trocksdb';
  keys: number;
  durationSec: number;
  keySize?: number;
  valueSize?: number;
  memoryLimitBytes?: number;
  diskLimit?: { writeBytesPerSec: number; readBytesPerSec: number };
  load?: 'sequential' | 'random';
}

/** One validation through `rocktune serve` (POST /api/validate, a Server-Sent Events reply). */
export function useValidateRun(): {
  run: RunState;
  start: (body: ValidateRequest) => Promise<RunState>;
  stop: () => void;
  reset: () => void;
} {
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(async (body: ValidateRequest): Promise<RunState> => {
    const controller = new AbortController();
    abort.current = controller;
    const points: Point[] = [];
    const log: string[] = [];
    let last: RunState = { kind: 'running', points, log };
    const set = (s: RunState) => {
      last = s;
      setRun(s);
    };
    set(last);
    try {
      const res = await fetch('./api/validate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (!res.ok || !res.body) {
        const error = ((await res.json().catch(() => ({}))) as { error?: string }).error ?? `HTTP ${res.status}`;
        set({ kind: 'failed', points, log, message: error });
        return last;
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const feed = createSseParser(({ event, data }) => {
        const payload = JSON.parse(data) as Record<string, unknown>;
        if (event === 'progress') {
          points.push(payload as unknown as Point);
          set({ kind: 'running', points: [...points], log });
        } else if (event === 'log') log.push(String(payload.line));
        else if (event === 'result')
          set({ kind: 'done', points, log, report: payload.report as Report, exitCode: payload.exitCode as number | null });
        else if (event === 'failed') set({ kind: 'failed', points, log, message: String(payload.message) });
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feed(value);
      }
      if (last.kind === 'running') set({ kind: 'failed', points, log, message: LOST });
    } catch (error) {
      const stopped = (error as Error).name === 'AbortError';
      set(stopped ? { kind: 'stopped', points, log } : { kind: 'failed', points, log, message: LOST });
    }
    return last;
  }, []);
  return { run, start, stop: () => abort.current?.abort(), reset: () => setRun({ kind: 'idle' }) };
}
