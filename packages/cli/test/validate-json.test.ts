// `validate --format json`: exactly one JSON object on stdout on success and on every failure, with a stable code;
// `--check-only`; the engine the file names. Real engines (the linked RocksDB; TRocksDB when its addon is built).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { addonBuilt } from '@rocktune/rocksdb-addon';
import { describe, expect, it } from 'vitest';

import { smallOptions, TROCKSDB_VERSION } from '../../../native/rocksdb-addon/test/fixtures.js';
import { fillTinyFs, mountTinyFs } from '../../../native/rocksdb-addon/test/tiny-fs.js';
import { runInProcess } from './harness.js';
import { validateSandbox } from './sandbox.js';
import { DEFAULT_VERSION } from './versions.js';

const { dir, env, file } = validateSandbox('rocktune-vjson');

const SMALL = smallOptions(DEFAULT_VERSION, { cf: ['write_buffer_size=4m'], table: ['block_size=4096'] });
/** A TRocksDB file: its own version and a VLog ring (no block_cache: TRocksDB cannot read it from a file). */
const TROCKS = smallOptions(TROCKSDB_VERSION, {
  cf: ['write_buffer_size=4m', 'vlogring_activation_level=0', 'min_indirect_val_size=100'],
  table: ['block_size=4096'],
});

const QUICK = ['--keys', '5000', '--duration', '0.3', '--readers', '1', '--format', 'json'];

/** stdout must be exactly one JSON object. */
function oneObject(stdout: string): Record<string, unknown> {
  const value: unknown = JSON.parse(stdout);
  expect(typeof value === 'object' && value !== null && !Array.isArray(value)).toBe(true);
  return value as Record<string, unknown>;
}

describe('validate --format json', () => {
  it('--check-only loads, opens and diffs, without T2/T5', async () => {
    const r = await runInProcess(['validate', file('small.ini', SMALL), '--check-only', '--format', 'json'], { env });
    expect(r.code).toBe(0);
    const o = oneObject(r.stdout);
    expect(o).toMatchObject({ ok: true, engine: { engine: 'rocksdb' }, check: { ok: true, engine: 'rocksdb' } });
    // no --engine given: the file chose, and the report says so
    expect((o.check as { engineReason: string }).engineReason).toBe(
      `line 2: rocksdb_version=${DEFAULT_VERSION}, no TRocksDB option in the file; runs on the linked RocksDB; judged by rocksdb@${DEFAULT_VERSION} (the file declares ${DEFAULT_VERSION})`,
    );
    expect(o.load).toBeUndefined();
    expect(o.run).toBeUndefined();
  });

  it('a rejected file: one object, ok false, ENGINE_LINT_REFUSED with FILE:LINE:COL, exit 1', async () => {
    const r = await runInProcess(['validate', file('bad.ini', SMALL.replace('kNoCompression', 'kBogus')), ...QUICK], { env });
    expect(r.code).toBe(1);
    const o = oneObject(r.stdout);
    // lint (wrong-type) refuses it before the engine starts
    expect(o).toMatchObject({
      ok: false,
      error: { code: 'ENGINE_LINT_REFUSED' },
      check: { accepted: false, stage: 'lint', line: 7, column: 15, section: 'CFOptions default', lineText: 'compression=kBogus' },
    });
    expect((o.error as { message: string }).message).toMatch(
      /bad\.ini:7:15 \[CFOptions default\]: .*kBogus.*\(lint rule wrong-type; RocksDB was not started\)$/,
    );
    expect(o.load).toBeUndefined();
    expect(r.stderr).toMatch(/bad\.ini:7:15/);
  });

  it('--block-cache SIZE: the harness sets the block cache in code and the JSON says so; a bad size is a usage error', async () => {
    const r = await runInProcess(['validate', file('cache.ini', SMALL), '--check-only', '--block-cache', '16MiB', '--format', 'json'], {
      env,
    });
    expect(r.code).toBe(0);
    const o = oneObject(r.stdout) as { check: { changes: { key: string; kind: string; effective: string }[] } };
    expect(o.check.changes.find((c) => c.key === 'block_cache')).toMatchObject({ kind: 'harness', effective: String(16 * 2 ** 20) });
    const bad = await runInProcess(['validate', file('cache2.ini', SMALL), '--check-only', '--block-cache', '12', '--format', 'json'], {
      env,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--block-cache/);
  });

  it('a usage failure after the flags are read: one object, USAGE_ERROR, exit 2', async () => {
    const db = join(dir, 'not-empty');
    mkdirSync(db, { recursive: true });
    writeFileSync(join(db, 'x'), 'x');
    const r = await runInProcess(['validate', file('small2.ini', SMALL), ...QUICK, '--db', db], { env });
    expect(r.code).toBe(2);
    expect(oneObject(r.stdout)).toMatchObject({ ok: false, error: { code: 'USAGE_ERROR' } });
  });

  it('a file whose wal_dir points elsewhere runs in the sandbox and says so', async () => {
    const away = join(dir, 'their-wal');
    const r = await runInProcess(
      ['validate', file('wal.ini', SMALL.replace('create_if_missing=true', `create_if_missing=true\n  wal_dir=${away}`)), ...QUICK],
      { env },
    );
    expect(r.code).toBe(0);
    const o = oneObject(r.stdout) as { ok: boolean; check: { sandboxed: { key: string; requested: string }[] } };
    expect(o.ok).toBe(true);
    expect(o.check.sandboxed).toMatchObject([{ key: 'wal_dir', requested: away }]);
    expect(readdirSync(dir)).not.toContain('their-wal');
  });

  it('a full disk: one object, ENGINE_DISK_SPACE "no space left on device", exit 1 (a real 2 MiB tmpfs as TMPDIR)', async (ctx) => {
    const tiny = mountTinyFs();
    if ('reason' in tiny) return ctx.skip(tiny.reason);
    try {
      fillTinyFs(tiny.dir);
      const r = await runInProcess(['validate', file('full.ini', SMALL), '--check-only', '--format', 'json'], {
        env: { TMPDIR: tiny.dir },
      });
      expect(r.code).toBe(1);
      expect(oneObject(r.stdout)).toMatchObject({
        ok: false,
        error: { code: 'ENGINE_DISK_SPACE', message: expect.stringMatching(/^no space left on device: /) },
      });
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      tiny.unmount();
    }
  });

  it.runIf(addonBuilt('trocksdb'))('a TRocksDB file runs T2/T5 on TRocksDB 6.4.6 and the JSON names it', async () => {
    const r = await runInProcess(['validate', file('trocks.ini', TROCKS), ...QUICK], { env });
    expect(r.code).toBe(0);
    const o = oneObject(r.stdout) as { engine: unknown; check: unknown; load: { ops: number }; run: { readOps: number } };
    expect(o.engine).toMatchObject({ engine: 'trocksdb', rocksdbVersion: '6.4.6' });
    expect(o.check).toMatchObject({ ok: true, engine: 'trocksdb', dialect: 'trocksdb' });
    expect(o.load.ops).toBe(5000);
    expect(o.run.readOps).toBeGreaterThan(0);
  });

  it.runIf(!addonBuilt('trocksdb'))('a TRocksDB file without the TRocksDB engine: ENGINE_NOT_BUILT and how to build it', async () => {
    const r = await runInProcess(['validate', file('trocks.ini', TROCKS), ...QUICK], { env });
    expect(r.code).toBe(1);
    const o = oneObject(r.stdout) as { error: { code: string; message: string } };
    expect(o.error.code).toBe('ENGINE_NOT_BUILT');
    expect(o.error.message).toMatch(/npm run engine:trocksdb -- --source DIR/);
  });
});
