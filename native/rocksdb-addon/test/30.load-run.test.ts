import { existsSync, readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { type EngineProgress, EngineError, loadTest, runTest, validateOptions } from '../lib/index.js';
import { SMALL, withLine } from './fixtures.js';
import { LINKED_VERSION } from './linked-version.js';
import { tempRoot, withWorkspace } from './with-workspace.js';

const root = tempRoot('lr');

const KEYS = 60_000; // ~49 MB of 20/800 data: several flushes and compactions, ~1 s on 2 cores

describe('T2 load and T5 run on the real library', () => {
  it('counts the WAL replay when T5 opens the DB as flushed, not compacted', async () => {
    // A write buffer larger than the load: T2 never flushes, its data stays in the WAL; T5's DB::Open writes it
    // to L0, which RocksDB's tickers count as compaction (rocksdb.compact.write.bytes).
    const big = SMALL.replace('write_buffer_size=4m', 'write_buffer_size=64m');
    await withWorkspace({ tmpRoot: root }, async (ws) => {
      const load = await loadTest({ options: big, workspace: ws, keys: 20_000 });
      expect(load.bytesFlushed).toBe(0);
      const run = await runTest({ options: big, workspace: ws, readers: 1, durationSec: 0.3, writerRateBytesPerSec: 1 });
      expect(run.bytesFlushed).toBeGreaterThan(20_000 * 800 * 0.5); // the load's values, at least half-compressed
      expect(run.bytesCompacted).toBe(0); // one L0 file: nothing to compact
    });
  });

  it('returns sane figures for both tests, with per-second samples and progress', async () => {
    const events: EngineProgress[] = [];
    await withWorkspace({ tmpRoot: root }, async (ws) => {
      const load = await loadTest({ options: SMALL, workspace: ws, keys: KEYS, onProgress: (e) => events.push(e) });
      expect(load.ops).toBe(KEYS);
      expect(load.opsPerSec).toBeGreaterThan(5_000);
      expect(load.mbPerSec).toBeCloseTo((load.opsPerSec * 820) / 2 ** 20, 3);
      expect(load.p50Micros).toBeGreaterThan(0);
      expect(load.p50Micros).toBeLessThanOrEqual(load.p99Micros);
      expect(load.p99Micros).toBeLessThanOrEqual(load.p999Micros);
      expect(load.p999Micros).toBeLessThanOrEqual(load.maxMicros);
      // every byte ingested was flushed at least once (4 MB memtables); sequential keys => trivial moves
      expect(load.bytesIngested).toBeGreaterThanOrEqual(KEYS * 820);
      expect(load.writeAmplification).toBeGreaterThan(0.3);
      expect(load.writeAmplification).toBeLessThan(3);
      expect(load.stallPercent).toBeGreaterThanOrEqual(0);
      expect(load.levels.at(-1)?.level).toBe('Sum');
      expect(load.dbSizeBytes).toBeGreaterThan(KEYS * 820 * 0.9);
      expect(load.elapsedSec).toBeGreaterThan(0);

      const run = await runTest({
        options: SMALL,
        workspace: ws,
        readers: 2,
        durationSec: 2.5,
        writerRateBytesPerSec: 4 * 2 ** 20,
        onProgress: (e) => events.push(e),
      });
      expect(run.readers).toBe(2);
      expect(run.elapsedSec).toBeGreaterThanOrEqual(2.5);
      expect(run.readOps).toBeGreaterThan(1_000);
      expect(run.readFound).toBe(run.readOps); // readers pick among the loaded keys only
      expect(run.readOpsPerSec).toBeCloseTo(run.readOps / run.elapsedSec, 3);
      expect(run.readP50Micros).toBeLessThanOrEqual(run.readP99Micros);
      expect(run.readP99Micros).toBeLessThanOrEqual(run.readMaxMicros);
      // the writer is held to 4 MiB/s: at most ~5.1k puts/s of 820 bytes, and it did write
      expect(run.writeOps).toBeGreaterThan(1_000);
      expect(run.writeMBPerSec).toBeLessThan(4.4);
      expect(run.samples.length).toBeGreaterThanOrEqual(2);
      expect(run.samples[0]?.readOpsPerSec).toBeGreaterThan(0);
      expect(run.maxL0Files).toBeGreaterThanOrEqual(0);
      expect(events.some((e) => e.phase === 'run' && e.fraction > 0)).toBe(true);
    });
    expect(readdirSync(root)).toEqual([]);
  });

  it('validateOptions runs check, T2 and T5 and removes its temporary directory', async () => {
    const r = await validateOptions(SMALL, { keys: 20_000, readers: 1, durationSec: 1.2, tmpRoot: root });
    expect(r.engine.rocksdbVersion).toBe(LINKED_VERSION);
    expect(r.check.ok).toBe(true);
    expect(r.load?.ops).toBe(20_000);
    expect(r.run?.readOps).toBeGreaterThan(0);
    expect(readdirSync(root)).toEqual([]);
  });

  it('validateOptions stops after a rejected check, leaving nothing behind', async () => {
    const r = await validateOptions(withLine(SMALL, '  compression=kNoCompression', '  no_such_option=1'), { keys: 1000, tmpRoot: root });
    expect(r.check.ok).toBe(false);
    expect(r.load).toBeUndefined();
    expect(readdirSync(root)).toEqual([]);
  });

  it("a file DB::Open refuses (lint told to let it pass) is reported at the user's line, by T2 and by T5", async () => {
    // vs allow_concurrent_memtable_write's default; the user silenced lint's open-refusal, so the engine judges it.
    const refused = withLine(
      SMALL,
      '  compression=kNoCompression',
      '  # rocktune-disable-next-line open-refusal\n  inplace_update_support=true',
    );
    const line = refused.split('\n').findIndex((l) => l.trim() === 'inplace_update_support=true') + 1;
    const expected = {
      code: 'ENGINE_OPTIONS_REJECTED',
      details: {
        line,
        lineText: 'inplace_update_support=true',
        rocksdbStatus: expect.stringMatching(/^Invalid argument: .*inplace_update_support/),
      },
    };
    await withWorkspace({ tmpRoot: root }, async (ws) => {
      await expect(loadTest({ options: refused, workspace: ws, keys: 10 })).rejects.toMatchObject(expected);
      expect(ws.loaded).toBeUndefined();
      await loadTest({ options: SMALL, workspace: ws, keys: 1000 });
      await expect(runTest({ options: refused, workspace: ws, readers: 1, durationSec: 0.2 })).rejects.toMatchObject(expected);
    });
  });

  it('refuses memtables larger than the host memory before opening the DB', async () => {
    const err = await refusedForMemory(SMALL.replace('write_buffer_size=4m', 'write_buffer_size=60g\n  max_write_buffer_number=8'));
    expect(err.message).toMatch(/memtables need 515396075520 bytes/);
  });

  it('refuses memtables of 2^64 bytes instead of wrapping them to 0 (rules.md R23)', async () => {
    await refusedForMemory(SMALL.replace('write_buffer_size=4m', 'write_buffer_size=17179869184\n  max_write_buffer_number=1073741824'));
  });
});

/** T2 on `options` fails with ENGINE_MEMORY_EXCEEDED before DB::Open created anything; returns the error. */
function refusedForMemory(options: string): Promise<EngineError> {
  return withWorkspace({ tmpRoot: root }, async (ws) => {
    const err = await loadTest({ options, workspace: ws, keys: 10 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('ENGINE_MEMORY_EXCEEDED');
    expect(existsSync(ws.dbPath)).toBe(false);
    return err as EngineError;
  });
}
