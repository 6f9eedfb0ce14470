// Many OPTIONS texts through the linked engine, fast: one long-lived child process (child/batch-child.mjs)
// loads and opens each text in an in-memory Env and returns RocksDB's verdict, the OPTIONS file it
// persisted and the values it applies without persisting. When the engine aborts or crashes on a file,
// that file's verdict says so and a fresh child takes the next one.
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

import { ADDON_PATH, BUILD_HINT, addonBuilt } from './addon-path.js';
import { EngineError, notStarted } from './errors.js';

const BATCH_CHILD = fileURLToPath(new URL('../child/batch-child.mjs', import.meta.url));
const STDERR_TAIL = 2000;

export interface BatchVerdict {
  /** RocksDB loaded the text, opened a DB with it and persisted its OPTIONS file. */
  accepted: boolean;
  /** Where it stopped: the loader, DB::Open, close/persist, or the process died (`crash`) or hung (`timeout`). */
  stage: '' | 'load' | 'open' | 'close' | 'persist' | 'crash' | 'timeout';
  /** RocksDB's status, or how the process died (signal and the last stderr lines). */
  status: string;
  /** The OPTIONS-NNNNNN text RocksDB wrote after opening ('' unless accepted). */
  persistedText: string;
  /** The live rate limiter (-1 = none): RocksDB never persists it. */
  rateLimiterBytesPerSec: number;
  /** The same in decimal, exact (a number cannot tell 2^63-1 from 2^63). */
  rateLimiterBytesPerSecExact: string;
  /** Live block cache capacity per column family (-1 = none, `Exact` in decimal): never persisted either. */
  columnFamilies: { name: string; blockCacheBytes: number; blockCacheBytesExact: string }[];
}

interface Pending {
  id: number;
  text: string;
  resolve: (v: BatchVerdict) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export interface BatchCheckerOptions {
  /** A file the engine has not answered after this long is recorded as `timeout` (default 30 s). */
  timeoutMs?: number;
  /** The addon binary to load (default: the build linked to the system RocksDB). */
  addonPath?: string;
}

/** One engine process for many checks, one at a time, in order. Call close() when done. */
export class BatchChecker {
  private child: ChildProcess | undefined;
  private stderr = '';
  private pending: Pending | undefined;
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Engine processes started (1 + one per crash or timeout). */
  processes = 0;

  constructor(private readonly opts: BatchCheckerOptions = {}) {
    const path = opts.addonPath ?? ADDON_PATH;
    if (opts.addonPath ? !existsSync(path) : !addonBuilt())
      throw new EngineError('ENGINE_NOT_BUILT', `The RocksDB addon is not built (${path} is missing). ${BUILD_HINT}`);
  }

  check(text: string): Promise<BatchVerdict> {
    if (this.closed) return Promise.reject(new Error('BatchChecker is closed'));
    return new Promise<BatchVerdict>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, text, resolve, reject, timer: undefined as unknown as NodeJS.Timeout });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      if (child.connected) child.disconnect();
      else child.kill('SIGKILL');
    });
  }

  private spawn(): ChildProcess {
    const child = fork(BATCH_CHILD, this.opts.addonPath ? [this.opts.addonPath] : [], {
      execArgv: [],
      cwd: tmpdir(),
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    this.processes++;
    this.stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('message', (msg: { id: number; verdict?: BatchVerdict; error?: string }) => {
      const p = this.pending;
      if (!p || p.id !== msg.id) return;
      this.settle(p, () =>
        msg.verdict ? p.resolve(msg.verdict) : p.reject(new EngineError('ENGINE_INVALID_ARGUMENT', msg.error ?? 'engine error')),
      );
    });
    // A fork the host refuses (EAGAIN) emits 'error' and no 'exit': the file gets no verdict, the caller an error.
    child.on('error', (err) => {
      if (child.pid !== undefined) return;
      if (this.child === child) this.child = undefined;
      const p = this.pending;
      if (p) this.settle(p, () => p.reject(notStarted(err)));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      const p = this.pending;
      if (!p) return;
      const tail = this.stderr.trim().split('\n').slice(-2).join(' | ');
      const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
      this.settle(p, () => p.resolve(died('crash', `the engine process ${how}${tail ? `: ${tail}` : ''}`)));
    });
    return child;
  }

  private settle(p: Pending, finish: () => void): void {
    clearTimeout(p.timer);
    this.pending = undefined;
    finish();
    this.pump();
  }

  private pump(): void {
    if (this.pending || this.queue.length === 0) return;
    const p = this.queue.shift() as Pending;
    this.pending = p;
    this.child ??= this.spawn();
    const child = this.child;
    p.timer = setTimeout(() => {
      if (this.pending !== p) return;
      this.child = undefined;
      child.removeAllListeners('exit');
      child.kill('SIGKILL');
      this.settle(p, () =>
        p.resolve(died('timeout', `no answer within ${this.opts.timeoutMs ?? 30_000} ms; the engine process was killed`)),
      );
    }, this.opts.timeoutMs ?? 30_000);
    child.send({ id: p.id, text: p.text });
  }
}

function died(stage: 'crash' | 'timeout', status: string): BatchVerdict {
  return {
    accepted: false,
    stage,
    status,
    persistedText: '',
    rateLimiterBytesPerSec: -1,
    rateLimiterBytesPerSecExact: '-1',
    columnFamilies: [],
  };
}
