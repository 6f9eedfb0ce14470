// Why the engine cannot start before a process is forked for it, in words that name the file and the remedy: a
// missing addon is "not built", one this user cannot read is unreadable (never "not built"), and a missing engine
// process script is an incomplete install. An addon that exists but does not load (empty, foreign, a missing
// librocksdb) is found by the engine process itself; `loadFailure` adds the remedy to its words.
import { accessSync, constants, statSync } from 'node:fs';

import { CHILD_SCRIPT, type EngineId, IN_CHECKOUT, addonPathFor, buildHintFor } from './addon-path.js';
import { EngineError } from './errors.js';

const errno = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? String(error);

/** How to replace a built addon that cannot be used. */
export function rebuildHint(engine: EngineId): string {
  if (engine !== 'rocksdb' || process.env.ROCKTUNE_ROCKSDB_BUILD === 'prefix') return buildHintFor(engine);
  return IN_CHECKOUT ? 'Rebuild it with `npm run build -w @rocktune/rocksdb-addon`.' : 'Rebuild it with `rocktune engine build`.';
}

/** The error that keeps the engine from starting, or undefined when its files are in place and readable. */
export function addonProblem(engine: EngineId): EngineError | undefined {
  const path = addonPathFor(engine);
  try {
    statSync(path);
    accessSync(path, constants.R_OK);
  } catch (error) {
    if (errno(error) === 'ENOENT')
      return new EngineError('ENGINE_NOT_BUILT', `The ${engine} engine is not built (${path} is missing). ${buildHintFor(engine)}`);
    return new EngineError(
      'ENGINE_LOAD_FAILED',
      `the ${engine} engine ${path} is built but cannot be read by this user (${errno(error)}): let it be read (chmod a+r), or ${rebuildHint(engine).replace(/^R/, 'r')}`,
    );
  }
  try {
    accessSync(CHILD_SCRIPT, constants.R_OK);
  } catch (error) {
    const remedy = IN_CHECKOUT ? 'restore it from git' : 'reinstall rocktune (npm install -g rocktune)';
    return new EngineError(
      'ENGINE_LOAD_FAILED',
      `the engine process script ${CHILD_SCRIPT} is missing or unreadable (${errno(error)}): ${remedy}`,
    );
  }
  return undefined;
}

/** The engine process's "cannot load the RocksDB addon" with the remedy added. */
export function loadFailure(engine: EngineId, message: string): EngineError {
  return new EngineError('ENGINE_LOAD_FAILED', `${message}. ${rebuildHint(engine)}`, { rocksdbStatus: message });
}
