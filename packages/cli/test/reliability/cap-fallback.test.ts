import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, runBuilt } from '../harness.js';

// Issue 36 item 9: without cgroup access the memory fallback said "direct I/O" while the kept database ran
// use_direct_reads=false, the JSON did not say which caps were enforced, and a database on tmpfs with --disk-limit
// got "cannot set the throttle ... (ENODEV)". Short runs: 20,000 keys, 1 s of T5.
const NOBODY = 65534;
const SHM = '/dev/shm';
const asNobody = process.getuid?.() === 0 && existsSync('/usr/bin/setpriv');
const shmIsTmpfs = existsSync(SHM) && statfsSync(SHM).type === 0x01021994;
const tmp = mkdtempSync(join(tmpdir(), 'rocktune-cap-fallback-'));
chmodSync(tmp, 0o755);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const options = join(tmp, 'OPTIONS.ini');
writeFileSync(options, runBuilt(['generate', '--threads', '2', '--dram', '1GB', '--keys', '1e6']).stdout);
const QUICK = ['--keys', '20000', '--duration', '1', '--readers', '1', '--format', 'json'];

function validate(args: string[], env: Record<string, string>, uid?: number): { status: number | null; stdout: string; stderr: string } {
  const node = [process.execPath, BUILT_CLI, 'validate', options, ...QUICK, ...args];
  const cmd = uid === undefined ? node : ['/usr/bin/setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', ...node];
  const r = spawnSync(cmd[0] as string, cmd.slice(1), {
    encoding: 'utf8',
    env: { ...process.env, ...env, NODE_DISABLE_COMPILE_CACHE: '1' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('caps the host cannot enforce', () => {
  it.skipIf(!asNobody)(
    `--memory-limit as a user without cgroup access: the fallback's direct I/O is in the kept DB, the JSON says so${asNobody ? '' : ' (skipped: needs root to run as nobody)'}`,
    () => {
      const home = join(tmp, 'nobody');
      const db = join(home, 'db');
      mkdirSync(db, { recursive: true });
      chownSync(home, NOBODY, NOBODY);
      chownSync(db, NOBODY, NOBODY);
      const r = validate(['--memory-limit', '128MiB', '--db', db], { TMPDIR: home }, NOBODY);
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).caps).toEqual({
        memory: {
          askedBytes: 134217728,
          enforcedBy: 'direct-io-fallback',
          notEnforcedBecause: expect.stringMatching(/cannot create .*EACCES/),
          reached: null,
        },
      });
      const written = readdirSync(db).filter((n) => n.startsWith('OPTIONS-'));
      expect(written.length).toBeGreaterThan(0);
      const kept = readFileSync(join(db, written.sort().at(-1) as string), 'utf8');
      expect(kept).toMatch(/^\s*use_direct_reads=true$/m);
      expect(kept).toMatch(/^\s*use_direct_io_for_flush_and_compaction=true$/m);
    },
    60_000,
  );

  it.skipIf(!shmIsTmpfs)(
    `--disk-limit for a database on tmpfs: not on a block device, not enforced${shmIsTmpfs ? '' : ' (skipped: no tmpfs at /dev/shm)'}`,
    () => {
      const root = mkdtempSync(join(SHM, 'rocktune-cap-test-'));
      try {
        const r = validate(['--disk-limit', 'write=50MB,read=50MB'], { TMPDIR: root });
        expect(r.status, r.stderr).toBe(0);
        expect(r.stderr).toContain('the directory is not on a block device (tmpfs): --disk-limit cannot be enforced');
        expect(r.stderr).not.toMatch(/ENODEV/);
        expect(JSON.parse(r.stdout).caps.disk).toMatchObject({ enforcedBy: 'not-enforced', reached: null });
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
