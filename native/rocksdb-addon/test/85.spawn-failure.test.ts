// A fork the host refuses (EAGAIN when it is out of processes or memory) emits 'error' and never 'exit'. Before,
// runInChild waited for 'exit' forever and BatchChecker died of an unhandled 'error'. A working directory that does
// not exist makes the same real spawn failure (ENOENT) on demand. A process that starts but never reads its request
// (seen: an engine child asleep on a futex for 25 min on a host out of threads) is killed by the start watchdog.
import { afterEach, describe, expect, it } from 'vitest';
import { addonBuilt } from '../lib/addon-path.js';
import { BatchChecker } from '../lib/batch-check.js';
import { liveChildren, runInChild } from '../lib/child-runner.js';
import { EngineError } from '../lib/errors.js';

const GONE = '/nonexistent/rocktune-spawn-failure';

describe.skipIf(!addonBuilt())('an engine process the host cannot start', () => {
  const tmp = process.env.TMPDIR;
  afterEach(() => {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
    delete process.env.ROCKTUNE_ENGINE_TEST_HANG_START;
    delete process.env.ROCKTUNE_ENGINE_START_TIMEOUT_MS;
  });

  it('runInChild rejects at once with ENGINE_START_FAILED, saying nothing was judged', async () => {
    const started = Date.now();
    const error = await runInChild('engineInfo', {}, { cwd: GONE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('ENGINE_START_FAILED');
    expect((error as EngineError).message).toMatch(/could not start the engine process .*nothing was judged, try again/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('BatchChecker rejects the file it could not judge and judges the next one once the host can fork again', async () => {
    const checker = new BatchChecker({ timeoutMs: 60_000 });
    try {
      process.env.TMPDIR = GONE; // the checker's child starts in os.tmpdir()
      const error = await checker.check('[Version]\n  rocksdb_version=7.8.3\n').catch((e: unknown) => e);
      expect((error as EngineError).code).toBe('ENGINE_START_FAILED');
      process.env.TMPDIR = tmp ?? '/tmp';
      const verdict = await checker.check(
        '[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n',
      );
      expect(verdict.accepted).toBe(true);
    } finally {
      await checker.close();
    }
  });

  it('a process that never reads its request is killed after the start timeout: ENGINE_START_FAILED, no process left', async () => {
    process.env.ROCKTUNE_ENGINE_TEST_HANG_START = '1';
    process.env.ROCKTUNE_ENGINE_START_TIMEOUT_MS = '1500';
    const error = await runInChild('engineInfo', {}).catch((e: unknown) => e);
    expect((error as EngineError).code).toBe('ENGINE_START_FAILED');
    expect((error as EngineError).message).toMatch(/no answer within 1500 ms of its start/);
    expect(liveChildren().size).toBe(0);
  });
});
