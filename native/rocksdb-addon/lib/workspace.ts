// The directories a validation uses. Everything goes into a fresh temporary directory that is removed on
// success, failure and Ctrl-C, except the T2/T5 database when the caller passes an existing EMPTY --db
// directory (then that directory is used and left in place for inspection). Nothing else is touched. The temporary
// directory is made in this user's private parent (private-dir.ts), never directly in a shared /tmp.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { removeAfterRun } from './after-run.js';
import { liveChildren } from './child-runner.js';
import { EngineError } from './errors.js';
import { writeRunFile } from './preflight.js';
import { isPrivateDir, privateParent, readOwnFile, removeOwnTree } from './private-dir.js';

const open = new Set<Workspace>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let handlersInstalled = false;

export interface WorkspaceOptions {
  /** An existing, empty directory for the T2/T5 database. Default: inside the temporary directory. */
  dbDir?: string;
  /** Where the temporary directory is created (in this user's private parent there). Default: os.tmpdir(). */
  tmpRoot?: string;
}

export class Workspace {
  readonly dir: string;
  readonly dbPath: string;
  readonly userDb: boolean;
  /** Set by loadTest: what T2 put in the DB, so runTest can read it back. */
  loaded: { keys: number; keySize: number; valueSize: number } | undefined;
  private seq = 0;
  private disposed = false;

  /** Stops the watcher that removes the directory if this run is killed outright (after-run.ts). */
  private readonly stopWatcher: () => void;

  private constructor(dir: string, dbPath: string, userDb: boolean, stopWatcher: () => void) {
    this.dir = dir;
    this.dbPath = dbPath;
    this.userDb = userDb;
    this.stopWatcher = stopWatcher;
  }

  /** Throws unless no test has filled this workspace's DB yet; `test` names who needs it empty. */
  requireEmpty(test: string): void {
    if (this.loaded)
      throw new EngineError('ENGINE_INVALID_ARGUMENT', `this workspace already holds a loaded DB; ${test} needs an empty one`);
  }

  /** What loadTest put in the DB; throws when it has not run here. */
  requireLoaded(): NonNullable<Workspace['loaded']> {
    if (!this.loaded) throw new EngineError('ENGINE_INVALID_ARGUMENT', 'runTest needs the DB of a finished loadTest in this workspace');
    return this.loaded;
  }

  /** Validates `dbDir` first, so that a bad --db creates nothing. */
  static create(opts: WorkspaceOptions = {}): Workspace {
    let dbPath: string | undefined;
    if (opts.dbDir !== undefined) {
      dbPath = resolve(opts.dbDir);
      assertEmptyDir(dbPath);
    }
    const root = privateParent(opts.tmpRoot ?? tmpdir());
    reclaimStale(root);
    const dir = mkdtempSync(join(root, PREFIX));
    try {
      writeRunFile(join(dir, PID_MARKER), String(process.pid));
    } catch (err) {
      rmSync(dir, { recursive: true, force: true });
      throw err;
    }
    const ws = new Workspace(dir, dbPath ?? join(dir, 'db'), dbPath !== undefined, removeAfterRun(dir, 'workspace'));
    open.add(ws);
    installHandlers();
    return ws;
  }

  /**
   * Where a path option (wal_dir, db_log_dir, ...) of the file goes for one database of this run: the check's
   * throw-away DB, or the test DB (stable across T2 and T5, which must find the same WAL). Inside the temporary
   * directory, or inside the user's --db directory when there is one (so the kept DB stays whole).
   */
  sandboxDir(role: 'check' | 'db', key: string): string {
    const dir = role === 'db' && this.userDb ? join(this.dbPath, `rocktune-${key}`) : join(this.dir, `${role}-${key}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** A fresh path inside the temporary directory. */
  path(name: string): string {
    this.seq += 1;
    return join(this.dir, `${this.seq}-${name}`);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    open.delete(this);
    rmSync(this.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    this.stopWatcher();
    if (open.size === 0) removeHandlers();
  }
}

const PREFIX = 'rocktune-';
/** Names the process that owns a temporary directory, so a later run can reclaim it after a SIGKILL or OOM kill. */
const PID_MARKER = 'rocktune.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH'; // EPERM: alive, another user's
  }
}

/**
 * Removes the temporary directories of runs whose process is gone: only directories of ours, in `root`'s
 * filesystem, holding our pid marker (read without following links). Never fails because of an entry.
 */
function reclaimStale(root: string): void {
  let names: string[];
  let dev: number;
  try {
    dev = lstatSync(root).dev;
    names = readdirSync(root).filter((n) => n.startsWith(PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const dir = join(root, name);
    try {
      const st = lstatSync(dir);
      if (!isPrivateDir(st) || st.dev !== dev) continue;
    } catch {
      continue;
    }
    const pid = Number(readOwnFile(join(dir, PID_MARKER)));
    if (Number.isSafeInteger(pid) && pid > 0 && !alive(pid)) removeOwnTree(dir, dev);
  }
}

function assertEmptyDir(path: string): void {
  let isDir = false;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    throw new EngineError('ENGINE_DB_DIR', `--db ${path} does not exist (create an empty directory first)`);
  }
  if (!isDir) throw new EngineError('ENGINE_DB_DIR', `--db ${path} is not a directory`);
  if (readdirSync(path).length > 0)
    throw new EngineError('ENGINE_DB_DIR', `--db ${path} is not empty; validation only writes into an empty directory`);
}

function cleanupAll(): void {
  for (const child of liveChildren()) child.kill('SIGKILL');
  for (const ws of [...open]) ws.dispose();
}

function onSignal(sig: NodeJS.Signals): void {
  cleanupAll();
  removeHandlers();
  process.kill(process.pid, sig); // default action now: exit with the usual status (130 for SIGINT)
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const s of SIGNALS) process.on(s, onSignal);
  process.on('exit', cleanupAll);
}

function removeHandlers(): void {
  if (!handlersInstalled) return;
  handlersInstalled = false;
  for (const s of SIGNALS) process.off(s, onSignal);
  process.off('exit', cleanupAll);
}
