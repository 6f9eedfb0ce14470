// Runs one engine operation in a child process (child/engine-child.mjs) so that a RocksDB abort or crash
// can never take the caller down. Progress arrives over IPC; an AbortSignal kills the child.
import { type ChildProcess, fork } from 'node:child_process';
import { tmpdir } from 'node:os';

import { addonProblem, loadFailure } from './addon-check.js';
import { CHILD_SCRIPT, type EngineId, addonPathFor } from './addon-path.js';
import { EngineError, isEngineErrorCode, notStarted } from './errors.js';
import { fullDisk } from './preflight.js';

export type EngineOp = 'engineInfo' | 'checkOptions' | 'loadTest' | 'runTest' | 'tunerTest';

export interface ChildRunOptions {
  /** Which engine's addon runs the operation (default rocksdb). */
  engine?: EngineId;
  signal?: AbortSignal;
  /** Working directory of the engine process (the workspace, so a core dump can only land there). */
  cwd?: string;
  onProgress?: (event: unknown) => void;
}

type ChildMessage =
  | { type: 'started' }
  | { type: 'progress'; event: unknown }
  | { type: 'result'; value: unknown }
  | { type: 'error'; code: string; message: string };

/** How long a new engine process may take to read its request (ROCKTUNE_ENGINE_START_TIMEOUT_MS overrides). */
const startTimeoutMs = () => Number(process.env.ROCKTUNE_ENGINE_START_TIMEOUT_MS ?? 60_000);

const live = new Set<ChildProcess>();

/** Children still running (the workspace's Ctrl-C handler kills them before removing directories). */
export function liveChildren(): ReadonlySet<ChildProcess> {
  return live;
}

const STDERR_TAIL = 4000;

export function runInChild<T>(op: EngineOp, params: unknown, opts: ChildRunOptions = {}): Promise<T> {
  const engine = opts.engine ?? 'rocksdb';
  const problem = addonProblem(engine);
  if (problem) return Promise.reject(problem);
  if (opts.signal?.aborted) return Promise.reject(abortError());

  return new Promise<T>((resolve, reject) => {
    const child = fork(CHILD_SCRIPT, [], {
      execArgv: [],
      cwd: opts.cwd ?? tmpdir(),
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // Its own process group: a terminal's Ctrl-C reaches only this process, whose handler stops the engine and
      // exits 130 (the engine dying of the same SIGINT first was reported as ENGINE_CRASHED). It exits when we go.
      detached: true,
      serialization: 'advanced',
    });
    live.add(child);
    let stderr = '';
    let outcome: { ok: true; value: T } | { ok: false; error: EngineError } | undefined;
    let aborted = false;

    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const onAbort = (): void => {
      aborted = true;
      child.kill('SIGKILL');
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    // A process the host starved of threads can hang before it reads the request: no answer at all is no verdict.
    let startTimedOut = false;
    const startWatch = setTimeout(() => {
      startTimedOut = true;
      child.kill('SIGKILL');
    }, startTimeoutMs());
    child.on('message', (raw: unknown) => {
      const msg = raw as ChildMessage;
      clearTimeout(startWatch);
      if (msg.type === 'progress') opts.onProgress?.(msg.event);
      else if (msg.type === 'result') outcome = { ok: true, value: msg.value as T };
      else if (msg.type === 'error') {
        const code = isEngineErrorCode(msg.code) ? msg.code : 'ENGINE_IO_ERROR';
        const error =
          code === 'ENGINE_LOAD_FAILED'
            ? loadFailure(engine, msg.message)
            : new EngineError(code, msg.message, { rocksdbStatus: msg.message });
        outcome = { ok: false, error };
      }
    });
    child.on('error', (err) => {
      // A fork the host refuses (EAGAIN: out of processes or memory) emits no 'exit': settle here, or wait forever.
      if (child.pid === undefined) {
        live.delete(child);
        clearTimeout(startWatch);
        opts.signal?.removeEventListener('abort', onAbort);
        return reject(notStarted(err));
      }
      outcome ??= { ok: false, error: new EngineError('ENGINE_CRASHED', `engine process failed: ${err.message}`) };
    });
    // Settle on exit only: the DB is closed and no file is open when the caller gets the answer.
    child.on('exit', (code, signal) => {
      live.delete(child);
      clearTimeout(startWatch);
      opts.signal?.removeEventListener('abort', onAbort);
      if (aborted) return reject(abortError());
      if (startTimedOut) return reject(notStarted(new Error(`no answer within ${startTimeoutMs()} ms of its start`)));
      if (outcome?.ok) return resolve(outcome.value);
      if (outcome) return reject(outcome.error);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      const free = opts.cwd === undefined ? undefined : fullDisk(opts.cwd);
      // A write failed on a full disk and an assertion-enabled RocksDB aborted on its next call to that file.
      if (free !== undefined) return reject(diskFull(opts.cwd as string, free, op, how, stderr));
      reject(
        new EngineError('ENGINE_CRASHED', `the RocksDB engine process ${how} during ${op}${tail ? `: ${tail}` : ''}`, {
          stderrTail: stderr,
          ...(signal ? { signal } : {}),
          ...(code !== null ? { exitCode: code } : {}),
        }),
      );
    });
    child.send({ op, params, addonPath: addonPathFor(engine) });
  });
}

function diskFull(dir: string, free: number, op: EngineOp, how: string, stderr: string): EngineError {
  return new EngineError(
    'ENGINE_DISK_SPACE',
    `no space left on device: the filesystem of ${dir} is full (${free} bytes free); the engine process ${how} during ${op}`,
    { stderrTail: stderr },
  );
}

function abortError(): EngineError {
  return new EngineError('ENGINE_ABORTED', 'the engine run was cancelled');
}
