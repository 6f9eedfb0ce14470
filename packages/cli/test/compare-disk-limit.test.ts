// `compare --disk-limit`: the flag, the kernel's counters, the cap marking, and, where this host lets us create
// the groups, that a throttled writer and the real engine's child land in them and are charged what they wrote.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DISK_LIMIT } from '../src/flags/disk-limit.js';
import { capUse } from '../src/compare/cap-use.js';
import { readSplit, renderCapLines } from '../src/compare/capped-run.js';
import { createDiskLimit, deviceNumber, parseCharge, withSyncEvery } from '../src/compare/disk-limit.js';
import { evictFromPageCache } from '../src/compare/evict.js';
import { createMemoryLimit, ownCgroups, withEngineInCgroups } from '../src/compare/memory-limit.js';
import type { RunFigures } from '../src/compare/runner.js';
import { DEFAULT_VERSION } from './versions.js';

const tmp = mkdtempSync(join(tmpdir(), 'rocktune-disklimit-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const MB = 1_000_000;

describe('--disk-limit: the flag', () => {
  it('reads write= and read= rates in bytes per second, decimal or binary units', () => {
    expect(DISK_LIMIT.parse('write=100MB,read=50MB')).toEqual({ writeBps: 100 * MB, readBps: 50 * MB });
    expect(DISK_LIMIT.parse('read=1MiB/s, write=2e6')).toEqual({ writeBps: 2_000_000, readBps: 1_048_576 });
  });
  it('refuses a missing direction, an unknown key and a rate below 1 MB/s', () => {
    expect(() => DISK_LIMIT.parse('write=100MB')).toThrow(/needs both write=RATE and read=RATE/);
    expect(() => DISK_LIMIT.parse('write=100MB,iops=5')).toThrow(/'iops=5' is not write=RATE/);
    expect(() => DISK_LIMIT.parse('write=100KB,read=50MB')).toThrow(/out of range/);
  });
});

describe('the kernel counters and the cap marking', () => {
  it('finds our own v1 blkio cgroup beside the memory one', () => {
    expect(ownCgroups('7:blkio:/a\n4:memory:/b\n0::/\n')).toEqual({ v2: '/', v1Memory: '/b', v1Blkio: '/a' });
  });
  it('decodes dev_t as stat() gives it (this host: /dev/vda is 254:0, dev 65024)', () => {
    expect(deviceNumber(65024)).toBe('254:0');
    expect(deviceNumber(2049)).toBe('8:1');
    expect(deviceNumber(259 * 256 + 0x100000 * 0 + 3)).toBe('259:3');
  });
  it('reads v1 blkio.throttle.io_service_bytes and v2 io.stat for one device only', () => {
    const v1 = '254:0 Read 4096\n254:0 Write 209715200\n254:0 Sync 1\n254:0 Total 209719296\n7:0 Write 99\nTotal 209719296\n';
    expect(parseCharge(v1, '254:0')).toEqual({ readBytes: 4096, writeBytes: 209_715_200 });
    const v2 = '7:0 rbytes=1 wbytes=2 rios=1 wios=1\n254:0 rbytes=5000 wbytes=7000 rios=3 wios=4 dbytes=0 dios=0\n';
    expect(parseCharge(v2, '254:0')).toEqual({ readBytes: 5000, writeBytes: 7000 });
  });
  it('a run counts when its limiting resource reached 90% of cap x seconds', () => {
    const caps = { writeBps: 100 * MB, readBps: 50 * MB };
    const at = capUse({ readBytes: 0, writeBytes: 0 }, { readBytes: 10 * MB, writeBytes: 950 * MB }, caps, 10);
    expect(at).toMatchObject({ limiting: 'write', atCap: true, writeFraction: 0.95, readFraction: 0.02 });
    const below = capUse({ readBytes: 0, writeBytes: 100 * MB }, { readBytes: 440 * MB, writeBytes: 120 * MB }, caps, 10);
    expect(below).toMatchObject({ limiting: 'read', atCap: false, readFraction: 0.88, writeBytes: 20 * MB });
    const writing = (mb: number) => capUse({ readBytes: 0, writeBytes: 0 }, { readBytes: 0, writeBytes: mb * MB }, caps, 10).atCap;
    expect([writing(900), writing(899)]).toEqual([true, false]);
  });
  it('the text report lists every run against the cap and says which are not counted', () => {
    const caps = { writeBps: 100 * MB, readBps: 50 * MB };
    const run = (variant: string, attempt: number, writeMB: number): RunFigures =>
      ({
        round: 1,
        variant,
        cap: {
          load: capUse({ readBytes: 0, writeBytes: 0 }, { readBytes: 0, writeBytes: writeMB * MB }, caps, 10),
          run: capUse({ readBytes: 0, writeBytes: 0 }, { readBytes: 480 * MB, writeBytes: 0 }, caps, 10),
          atCap: writeMB >= 900,
          attempt,
        },
      }) as RunFigures;
    const text = renderCapLines([run('tuned', 1, 500), run('tuned', 2, 960), run('defaults', 1, 930)]);
    expect(text).toMatch(/2 counted, 1 below the cap/);
    expect(text).toMatch(/round 1 tuned: T2 write 50% of cap BELOW CAP, T5 read 96% of cap -> not counted/);
    expect(text).toMatch(/round 1 tuned \(attempt 2\): T2 write 96% of cap, T5 read 96% of cap\n/);
    expect(renderCapLines([{ round: 1, variant: 'x' } as RunFigures])).toBe('');
  });
  it("splits T5's charged reads into compactions and Gets (what a lookup costs on the disk)", () => {
    const caps = { writeBps: 100 * MB, readBps: 50 * MB };
    const r = {
      cap: { run: capUse({ readBytes: 0, writeBytes: 0 }, { readBytes: 1000 * MB, writeBytes: 0 }, caps, 20), atCap: true, attempt: 1 },
      t5CompactionReadBytes: 900 * MB,
      t5Reads: 10_000,
      levelsAfterLoad: [
        { level: 'L0', files: 12, sizeBytes: 0 },
        { level: 'L6', files: 9, sizeBytes: 0 },
      ],
    };
    expect(readSplit(r)).toBe(' (T5 read 1000 MB: compactions 900 MB, Gets 10.0 KB each; 12 L0 files after T2)');
    expect(renderCapLines([{ ...r, round: 1, variant: 'tuned' } as RunFigures])).toMatch(
      /round 1 tuned: T2 -, T5 read 100% of cap \(T5 read 1000 MB: compactions 900 MB, Gets 10\.0 KB each; 12 L0 files after T2\)\n/,
    );
  });
  it('every variant syncs its SSTs and WAL every MiB (writeback would escape the blkio group)', () => {
    const out = withSyncEvery(`[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n[DBOptions]\n  bytes_per_sync=0\n[CFOptions "default"]\n`);
    expect(out).toMatch(/^ {2}bytes_per_sync=1048576$/m);
    expect(out).toMatch(/^ {2}wal_bytes_per_sync=1048576$/m);
  });
  it('without cgroups it says so and caps nothing', () => {
    const root = join(tmp, 'no-cgroups');
    mkdirSync(root);
    writeFileSync(join(tmp, 'self'), '0::/\n');
    const l = createDiskLimit({ writeBps: 100 * MB, readBps: 50 * MB }, tmp, {
      fs: { procSelfCgroup: join(tmp, 'self'), root, sysBlock: '/sys/dev/block' },
    });
    expect(l.method).toBe('none');
    expect(l.note).toMatch(/no blkio controller mounted.*no io controller.*no disk cap/);
    expect(l.charged()).toBeUndefined();
  });
});

describe('page-cache eviction (fsync + POSIX_FADV_DONTNEED)', () => {
  const fincore = spawnSync('fincore', ['--version']).status === 0;
  if (!fincore) console.log('skipped: fincore (util-linux) is not installed, so residency cannot be read');
  it.runIf(fincore)('drops a freshly written file from the page cache', () => {
    const dir = join(tmp, 'evict');
    mkdirSync(join(dir, 'sub'), { recursive: true });
    writeFileSync(join(dir, 'sub', 'f'), Buffer.alloc(8 * MB, 7));
    const resident = (): number =>
      Number(spawnSync('fincore', ['-b', '-n', '-o', 'RES', join(dir, 'sub', 'f')], { encoding: 'utf8' }).stdout.trim());
    expect(resident()).toBeGreaterThan(4 * MB);
    expect(evictFromPageCache(dir)).toBe(1);
    expect(resident()).toBe(0);
    expect(readFileSync(join(dir, 'sub', 'f')).length).toBe(8 * MB);
  });
});

describe('disk limit on this host (real cgroups, real engine)', () => {
  const probe = createDiskLimit({ writeBps: 10 * MB, readBps: 10 * MB }, tmp, { tag: `rocktune-probe-${process.pid}` });
  probe.dispose();
  const here = probe.method !== 'none';
  if (!here) console.log(`skipped: no blkio / io cgroup can be created here (${probe.note})`);

  it.runIf(here)(
    'throttles a direct-I/O writer in the group to its cap and charges it the bytes',
    () => {
      const limit = createDiskLimit({ writeBps: 10 * MB, readBps: 10 * MB }, tmp);
      try {
        expect(limit.device).toMatch(/^\d+:\d+$/);
        const t0 = performance.now();
        const r = spawnSync('sh', [
          '-c',
          `echo $$ > ${join(limit.cgroup as string, 'cgroup.procs')} && exec dd if=/dev/zero of=${join(tmp, 'dd')} bs=1M count=20 oflag=direct status=none`,
        ]);
        const seconds = (performance.now() - t0) / 1000;
        expect(r.status).toBe(0);
        expect(seconds).toBeGreaterThan(1.5); // 20 MiB at 10 MB/s: about 2.1 s (unthrottled, this disk takes ~0.02 s)
        expect(limit.charged()?.writeBytes).toBeGreaterThanOrEqual(20 * 2 ** 20);
      } finally {
        limit.dispose();
      }
    },
    60_000,
  );

  it.runIf(here)(
    'the engine child joins the memory and the blkio group; RocksDB syncing every MiB is charged there',
    async () => {
      const engine = await import('@rocktune/rocksdb-addon');
      const memory = createMemoryLimit(256 * 2 ** 20);
      const disk = createDiskLimit({ writeBps: 100 * MB, readBps: 50 * MB }, tmp);
      const ws = engine.Workspace.create({ tmpRoot: tmp });
      try {
        const options = withSyncEvery(
          `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n  create_if_missing=true\n[CFOptions "default"]\n  write_buffer_size=4194304\n  compression=kNoCompression\n[TableOptions/BlockBasedTable "default"]\n`,
        );
        const dirs = [memory.cgroup, disk.cgroup].filter((d): d is string => d !== undefined);
        const load = await withEngineInCgroups(dirs, () => engine.loadTest({ options, workspace: ws, keys: 50_000, order: 'random' }));
        const userBytes = 50_000 * 820;
        // the WAL and the flushed SSTs both went through the group: at least the user bytes, at most a few times them
        expect(disk.charged()?.writeBytes).toBeGreaterThanOrEqual(0.9 * userBytes);
        expect(load.ops).toBe(50_000);
        if (memory.cgroup) expect(memory.usage()?.peakBytes).toBeGreaterThan(4 * 2 ** 20);
        expect(statSync(ws.dbPath).isDirectory()).toBe(true);
        // --load random put uniform random keys with overwrites: about 1 - 1/e of the key space exists
        const run = await engine.runTest({ options, workspace: ws, readers: 1, durationSec: 1, writerRateBytesPerSec: 0 });
        expect(run.readFound / run.readOps).toBeGreaterThan(0.55);
        expect(run.readFound / run.readOps).toBeLessThan(0.7);
      } finally {
        ws.dispose();
        disk.dispose();
        memory.dispose();
      }
    },
    120_000,
  );
});

describe('validate --memory-limit --disk-limit (real cgroups, real engine)', () => {
  const probe = createDiskLimit({ writeBps: 10 * MB, readBps: 10 * MB }, tmp, { tag: `rocktune-probe2-${process.pid}` });
  probe.dispose();
  it.runIf(probe.method !== 'none')(
    'names both groups and reports the run against its disk cap',
    async () => {
      const { runInProcess } = await import('./harness.js');
      const file = join(tmp, 'v.ini');
      writeFileSync(
        file,
        `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n  create_if_missing=true\n[CFOptions "default"]\n  write_buffer_size=4194304\n[TableOptions/BlockBasedTable "default"]\n`,
      );
      const r = await runInProcess(
        ['validate', file, '--keys', '20000', '--duration', '1', '--memory-limit', '256MiB', '--disk-limit', 'write=40MB,read=50MB'],
        { env: { TMPDIR: tmp } },
      );
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(/memory limit 268435456 B via cgroup-v[12]/);
      expect(r.stderr).toMatch(/disk limit via cgroup-v(1-blkio|2-io\.max)/);
      expect(r.stderr).toMatch(
        /disk cap use \(T2 and T5 together.*\): (write|read) \d+% of cap.*\(\d+ MB written, \d+ MB read in [\d.]+ s\)/,
      );
    },
    120_000,
  );
});
