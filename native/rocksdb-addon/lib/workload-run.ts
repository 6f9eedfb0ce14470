// What T2 (load-test.ts), T5 (run-test.ts) and the tuner workloads (tuner-test.ts) do around their own parameters:
// lint and sandbox the file (prepareToRun), check the disk for what the test will write, hand the engine child the
// file, the DB and the sandbox root (after refusing memtables larger than the host's memory), and report a file the engine rejects at the user's line.
import type { EngineId } from './addon-path.js';
import { type EngineOp, runInChild } from './child-runner.js';
import { EngineError } from './errors.js';
import { assertMemtablesFit } from './memory-guard.js';
import { assertDiskSpace } from './preflight.js';
import { prepareToRun, rejected, writeOptionsFile } from './prepare.js';
import type { Workspace } from './workspace.js';

/** What every workload (loadTest, runTest, sineTest, phaseTest) takes besides its own options. */
export interface WorkloadOptions {
  /** The OPTIONS file's text. */
  options: string;
  /** What the file is written for; default: read from the file ([Version], VLog options). */
  dialect?: 'rocksdb' | 'trocksdb';
  /** Which engine runs it; default: the file's own. */
  engine?: EngineId;
  workspace: Workspace;
  /** > 0: every column family's block cache, set in code by the harness (as an application does). */
  blockCacheBytes?: number;
  signal?: AbortSignal;
}

/** The bytes the test may write, checked against the free disk before anything starts, and the test's name for the message. */
export interface DiskNeed {
  bytes: number;
  label: string;
}

/** Runs `op` in the engine child with `params` added to the common ones; each progress event's sample goes to `onSample`. */
export async function runWorkload<Raw, Sample>(
  op: EngineOp,
  input: WorkloadOptions,
  need: DiskNeed,
  params: Record<string, unknown>,
  onSample: (s: Sample) => void,
): Promise<Raw> {
  const ws = input.workspace;
  const p = prepareToRun(input.options, { engine: input.engine, dialect: input.dialect }, (key) => ws.sandboxDir('db', key));
  assertMemtablesFit(p.dialect.text, p.choice.engine);
  assertDiskSpace(ws.userDb ? ws.dbPath : ws.dir, need.bytes, need.label);
  const common = {
    optionsPath: writeOptionsFile(ws, p.dialect.text),
    dbPath: ws.dbPath,
    sandboxRoot: ws.dir,
    blockCacheBytes: input.blockCacheBytes,
  };
  try {
    return await runInChild<Raw>(
      op,
      { ...common, ...params },
      {
        ...(input.signal ? { signal: input.signal } : {}),
        cwd: ws.dir,
        engine: p.choice.engine,
        onProgress: (ev) => onSample((ev as { sample: Sample }).sample),
      },
    );
  } catch (err) {
    if (err instanceof EngineError && err.code === 'ENGINE_OPTIONS_REJECTED') throw rejected(err.details.rocksdbStatus ?? err.message, p);
    throw err;
  }
}
