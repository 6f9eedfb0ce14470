// `compare --memory-limit`: how the limit is enforced (cgroup v2, v1, or the direct-I/O fallback), and, where
// this host lets us create a memory cgroup, that an engine run inside it is really capped (page cache included).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryLimit, ENGINE_CGROUP_ENV, ownCgroups, withDirectIo, withEngineIn } from '../src/compare/memory-limit.js';
import { DEFAULT_VERSION } from './versions.js';

const tmp = mkdtempSync(join(tmpdir(), 'rocktune-memlimit-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const MiB = 2 ** 20;

describe('memory limit: method selection', () => {
  it('reads our own cgroup paths for v2 and for the v1 memory controller', () => {
    expect(ownCgroups('0::/user.slice/a\n')).toEqual({ v2: '/user.slice/a' });
    expect(ownCgroups('9:name=systemd:/\n4:memory:/process_api/x\n1:cpu,cpuacct:/\n0::/\n')).toEqual({
      v2: '/',
      v1Memory: '/process_api/x',
    });
    expect(ownCgroups('3:cpu,memory:/a\n')).toEqual({ v1Memory: '/a' });
  });

  it('falls back to direct I/O, saying why, when no memory controller is available', () => {
    const root = join(tmp, 'no-cgroups');
    mkdirSync(root);
    writeFileSync(join(tmp, 'self-cgroup'), '0::/\n');
    const l = createMemoryLimit(256 * MiB, { procSelfCgroup: join(tmp, 'self-cgroup'), root });
    expect(l.method).toBe('direct-io');
    expect(l.note).toMatch(/cgroup v2: no memory controller/);
    expect(l.note).toMatch(/cgroup v1: no memory controller mounted/);
    expect(l.usage()).toBeUndefined();
  });

  it('takes a cgroup v2 child of our own cgroup when the memory controller is there', () => {
    const root = join(tmp, 'v2');
    mkdirSync(join(root, 'svc'), { recursive: true });
    writeFileSync(join(root, 'cgroup.controllers'), 'cpu io memory pids\n');
    writeFileSync(join(tmp, 'self-v2'), '0::/svc\n');
    const l = createMemoryLimit(256 * MiB, { procSelfCgroup: join(tmp, 'self-v2'), root }, 'probe');
    expect(l.method).toBe('cgroup-v2');
    expect(l.cgroup).toBe(join(root, 'svc', 'probe'));
    l.dispose();
  });

  it('direct I/O fallback: sets both options, replacing what the file said', () => {
    const ini = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n[DBOptions]\n  use_direct_reads=false\n  max_open_files=1000\n[CFOptions "default"]\n`;
    const out = withDirectIo(ini);
    expect(out).toMatch(/^ {2}use_direct_reads=true$/m);
    expect(out).toMatch(/^\[DBOptions\]\n {2}use_direct_io_for_flush_and_compaction=true$/m);
    expect(out).not.toMatch(/use_direct_reads=false/);
  });
});

describe('the direct-I/O fallback on the real engine', () => {
  it('RocksDB opens, loads and reads with direct reads, flushes and compactions', async () => {
    const engine = await import('@rocktune/rocksdb-addon');
    const options = withDirectIo(
      `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n  create_if_missing=true\n[CFOptions "default"]\n  write_buffer_size=1048576\n[TableOptions/BlockBasedTable "default"]\n`,
    );
    const ws = engine.Workspace.create({ tmpRoot: tmp });
    try {
      const load = await engine.loadTest({ options, workspace: ws, keys: 20_000 });
      expect(load.bytesFlushed).toBeGreaterThan(1_000_000); // 1 MiB memtables: written through O_DIRECT
      const run = await engine.runTest({ options, workspace: ws, readers: 1, durationSec: 1, writerRateBytesPerSec: MiB });
      expect(run.readFound).toBe(run.readOps);
      expect(run.readOps).toBeGreaterThan(100);
    } finally {
      ws.dispose();
    }
  }, 60_000);
});

describe('memory limit on this host (real cgroup, real engine)', () => {
  const probe = createMemoryLimit(160 * MiB);
  probe.dispose();
  const cgroupHere = probe.method !== 'direct-io';
  if (!cgroupHere) console.log(`skipped: no memory cgroup can be created here (${probe.note})`);

  it.runIf(cgroupHere)(
    'caps an engine load at the limit, page cache included',
    async () => {
      const engine = await import('@rocktune/rocksdb-addon');
      const limit = createMemoryLimit(160 * MiB);
      const ws = engine.Workspace.create({ tmpRoot: tmp });
      try {
        // 300k x 820 B = 246 MB of data written through a 160 MiB cap: 8 MB memtables, no cache to speak of
        const options = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n  create_if_missing=true\n[CFOptions "default"]\n  write_buffer_size=8388608\n  compression=kNoCompression\n[TableOptions/BlockBasedTable "default"]\n`;
        const load = await withEngineIn(limit, async () => {
          expect(process.env[ENGINE_CGROUP_ENV]).toBe(join(limit.cgroup as string, 'cgroup.procs'));
          return engine.loadTest({ options, workspace: ws, keys: 300_000 });
        });
        expect(process.env[ENGINE_CGROUP_ENV]).toBeUndefined();
        expect(load.ops).toBe(300_000);
        const used = limit.usage();
        expect(used?.peakBytes).toBeLessThanOrEqual(160 * MiB);
        // the cap was reached (the kernel reclaimed page cache at the limit): the DB did not sit in memory
        expect(used?.peakBytes).toBeGreaterThanOrEqual(0.97 * 160 * MiB);
        expect(load.dbSizeBytes).toBeGreaterThan(160 * MiB);
      } finally {
        ws.dispose();
        limit.dispose();
      }
    },
    120_000,
  );
});
