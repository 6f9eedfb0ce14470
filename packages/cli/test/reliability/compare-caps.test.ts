import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, runBuilt } from '../harness.js';

// Issue 36, compare's part: `compare --memory-limit` kept its older words for an OOM kill ("the engine reached
// --memory-limit ...: the kernel killed it", from any SIGKILL) and its JSON had no `caps`, so a capped comparison could
// not be told from an uncapped one. Now validate's words (only when the group's OOM-kill count rose) and validate's
// `caps` shape (compare/cap-record.ts), in stdout's object and in compare.json. One round of one variant, 20,000 keys.
const canCap = process.getuid?.() === 0 && existsSync('/sys/fs/cgroup/memory/memory.oom_control');
const SHM = '/dev/shm';
const shmIsTmpfs = existsSync(SHM) && statfsSync(SHM).type === 0x01021994;
const tmp = mkdtempSync(join(tmpdir(), 'rocktune-compare-caps-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const QUICK = ['--threads', '2', '--keys', '1e6', '--rounds', '1', '--duration', '1', '--readers', '1'];
const SMALL = ['--load-keys', '20000'];

function compare(args: string[], tmpRoot = tmp): { status: number | null; stdout: string; stderr: string; out: string } {
  const out = mkdtempSync(join(tmp, 'out-'));
  const r = spawnSync(process.execPath, [BUILT_CLI, 'compare', ...QUICK, '--out', out, ...args], {
    encoding: 'utf8',
    env: { ...process.env, TMPDIR: tmpRoot, NODE_DISABLE_COMPILE_CACHE: '1' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, out };
}

describe('compare under caps', () => {
  it.skipIf(!canCap)(
    `--format json and compare.json record both caps as validate does${canCap ? '' : ' (skipped: needs root and cgroup v1 memory)'}`,
    () => {
      const r = compare([
        ...SMALL,
        '--variants',
        'tuned',
        '--memory-limit',
        '256MiB',
        '--disk-limit',
        'write=50MB,read=50MB',
        '--format',
        'json',
      ]);
      expect(r.status, r.stderr).toBe(0);
      const caps = {
        memory: { askedBytes: 268435456, enforcedBy: 'cgroup-v1', reached: expect.any(Boolean), peakBytes: expect.any(Number) },
        disk: { askedWriteBytesPerSec: 50e6, askedReadBytesPerSec: 50e6, enforcedBy: 'cgroup-v1-blkio', reached: expect.any(Boolean) },
      };
      expect(JSON.parse(r.stdout).caps).toEqual(caps);
      expect(JSON.parse(readFileSync(join(r.out, 'compare.json'), 'utf8')).caps).toEqual(caps);
      expect(JSON.parse(r.stdout).caps.memory.peakBytes).toBeGreaterThan(0);
    },
    120_000,
  );

  it.skipIf(!shmIsTmpfs)(
    `--disk-limit for a database on tmpfs: not enforced, said so, reached null${shmIsTmpfs ? '' : ' (skipped: no tmpfs at /dev/shm)'}`,
    () => {
      const root = mkdtempSync(join(SHM, 'rocktune-compare-caps-'));
      try {
        const r = compare(
          [...SMALL, '--variants', 'defaults', '--dram', '1GB', '--disk-limit', 'write=50MB,read=50MB', '--format', 'json'],
          root,
        );
        expect(r.status, r.stderr).toBe(0);
        expect(JSON.parse(r.stdout).caps).toEqual({
          disk: {
            askedWriteBytesPerSec: 50e6,
            askedReadBytesPerSec: 50e6,
            enforcedBy: 'not-enforced',
            notEnforcedBecause: 'the directory is not on a block device (tmpfs): --disk-limit cannot be enforced',
            reached: null,
          },
        });
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.skipIf(!canCap)(
    `an engine the OOM killer killed inside the cap is named as validate names it${canCap ? '' : ' (skipped: needs root and cgroup v1 memory)'}`,
    () => {
      // Memtables compare's plan counts as 2 x 32 MiB, under the cap; max_write_buffer_size_to_maintain keeps every
      // flushed one in memory too (the linked engine: OOM-killed in T2 at 170,000 keys, 7 s).
      const generated = runBuilt(['generate', '--threads', '2', '--dram', '1GB', '--keys', '1e6']).stdout;
      const file = join(tmp, 'oom.ini');
      writeFileSync(
        file,
        generated.replace(/^(\s*)write_buffer_size=.*$/m, '$1write_buffer_size=33554432\n$1max_write_buffer_size_to_maintain=1073741824'),
      );
      const r = compare(['--variants', `file:${file}`, '--memory-limit', '128MiB', '--load-keys', '170000']);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(
        "the engine exceeded the 128 MiB memory cap (--memory-limit) and was killed by the kernel's OOM killer (the RocksDB engine process was killed by SIGKILL",
      );
      expect(r.stderr).not.toMatch(/the engine reached --memory-limit/);
    },
    120_000,
  );
});
