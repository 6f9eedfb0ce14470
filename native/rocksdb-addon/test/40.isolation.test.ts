import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { EngineError, engineInfo, loadTest, validateOptions } from '../lib/index.js';
import { SMALL } from './fixtures.js';
import { LINKED_VERSION } from './linked-version.js';
import { tempRoot, withWorkspace } from './with-workspace.js';

const root = tempRoot('iso');
afterEach(() => {
  delete process.env.ROCKTUNE_ENGINE_TEST_CRASH;
});

describe('the engine runs in a child process', () => {
  it.each(['abort', 'segv'])('a native %s in the engine leaves this process alive with ENGINE_CRASHED', async (kind) => {
    process.env.ROCKTUNE_ENGINE_TEST_CRASH = kind;
    const err = await engineInfo().catch((e) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err.code).toBe('ENGINE_CRASHED');
    expect(err.details.signal).toBe(kind === 'abort' ? 'SIGABRT' : 'SIGSEGV');
    expect(err.message).toMatch(/engine process was killed by SIG/);
    delete process.env.ROCKTUNE_ENGINE_TEST_CRASH;
    expect((await engineInfo()).rocksdbVersion).toBe(LINKED_VERSION); // and the next call works
  });

  it('a crash during validation removes the temporary directory', async () => {
    process.env.ROCKTUNE_ENGINE_TEST_CRASH = 'abort';
    const err = await validateOptions(SMALL, { keys: 1000, tmpRoot: root }).catch((e) => e);
    expect(err.code).toBe('ENGINE_CRASHED');
    expect(readdirSync(root)).toEqual([]);
  });

  it('the event loop stays free while a test runs (timers keep ticking)', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = Date.now();
    try {
      await withWorkspace({ tmpRoot: root }, (ws) => loadTest({ options: SMALL, workspace: ws, keys: 40_000 }));
    } finally {
      clearInterval(timer);
    }
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(200);
    // a blocked loop would give ~0 ticks; allow for a busy 2-core host
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  });

  it('cancellation kills the engine and removes the temporary directory', async () => {
    const ac = new AbortController();
    let dir = '';
    const p = validateOptions(SMALL, {
      keys: 5_000_000, // would take far longer than the abort below
      tmpRoot: root,
      signal: ac.signal,
      onProgress: (e) => {
        if (e.phase === 'load') ac.abort();
      },
    });
    dir = readdirSync(root)[0] ?? '';
    expect(dir).toMatch(/^rocktune-/);
    const err = await p.catch((e) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err.code).toBe('ENGINE_ABORTED');
    expect(existsSync(join(root, dir))).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });

  it('an already-aborted signal starts nothing', () =>
    withWorkspace({ tmpRoot: root }, async (ws) => {
      const err = await loadTest({ options: SMALL, workspace: ws, keys: 10, signal: AbortSignal.abort() }).catch((e) => e);
      expect(err.code).toBe('ENGINE_ABORTED');
      expect(existsSync(ws.dbPath)).toBe(false);
    }));
});
