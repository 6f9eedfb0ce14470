import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorLines, runInProcess } from './harness.js';
import { DEFAULT_VERSION } from './versions.js';

// issue 15 item 8: a write that the file system refuses (EROFS, EACCES) is one line naming the flag and the
// path, exit 1 (README: exit codes), the old file untouched and nothing left behind.
const dir = mkdtempSync(join(tmpdir(), 'rocktune-ioerr-'));
chmodSync(dir, 0o755); // the EACCES cases run the CLI as another user, who must reach what is inside
afterAll(() => {
  if (mounted) execFileSync('umount', [ro]);
  rmSync(dir, { recursive: true, force: true });
});

const HOST = ['--threads', '2', '--dram', '8GB', '--open-files', '1000'];
/** One fixable problem (no final newline), so --fix writes. */
const UNFIXED = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n  num_levels=7`;
const CLI = join(import.meta.dirname, '../src/main.ts');
const isRoot = process.getuid?.() === 0;

// EROFS: a tmpfs remounted read-only (root only; elsewhere the case is skipped with the reason).
const ro = join(dir, 'ro');
mkdirSync(ro);
let mounted = false;
let whyNoMount = 'not root: mounting a read-only tmpfs needs CAP_SYS_ADMIN';
if (isRoot) {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', ro], { stdio: 'pipe' });
    mounted = true;
    writeFileSync(join(ro, 'OPTIONS.ini'), UNFIXED);
    execFileSync('mount', ['-o', 'remount,ro', ro], { stdio: 'pipe' });
  } catch (error) {
    whyNoMount = `mount failed: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
  }
}

describe(`read-only file system (EROFS)${mounted ? '' : ` — skipped: ${whyNoMount}`}`, () => {
  it.skipIf(!mounted)('generate -o: one line, exit 1, nothing created', async () => {
    const r = await runInProcess(['generate', ...HOST, '-o', join(ro, 'new.ini')]);
    expect(r.code).toBe(1);
    expect(errorLines(r.stderr)).toEqual([`rocktune: error: -o ${join(ro, 'new.ini')}: cannot write (read-only file system (EROFS))`]);
    expect(readdirSync(ro)).toEqual(['OPTIONS.ini']);
  });

  it.skipIf(!mounted)('lint --fix: one line, exit 1, the file untouched', async () => {
    const file = join(ro, 'OPTIONS.ini');
    const r = await runInProcess(['lint', '--fix', '--no-config', file]);
    expect(r.code).toBe(1);
    expect(errorLines(r.stderr)).toEqual([`rocktune: error: --fix ${file}: cannot write (read-only file system (EROFS))`]);
    expect(readFileSync(file, 'utf8')).toBe(UNFIXED);
    expect(readdirSync(ro)).toEqual(['OPTIONS.ini']);
  });
});

// EACCES: a directory the user may not write to. Root may write anywhere, so as root the CLI runs as nobody.
const locked = join(dir, 'locked');
mkdirSync(locked);
writeFileSync(join(locked, 'OPTIONS.ini'), UNFIXED);
chmodSync(join(locked, 'OPTIONS.ini'), 0o644);
chmodSync(locked, isRoot ? 0o755 : 0o555);
const NOBODY = 65534;
// As root the CLI must run as nobody; a container that cannot switch users skips these cases and says so.
const probe = isRoot ? spawnSync(process.execPath, ['-e', '0'], { uid: NOBODY, gid: NOBODY }) : undefined;
const whyNoUser = probe?.error
  ? `root cannot run a process as uid ${NOBODY} here (${(probe.error as NodeJS.ErrnoException).code})`
  : undefined;

function runAsUser(args: string[]): { code: number; stderr: string } {
  const r = spawnSync(process.execPath, ['--conditions', 'rocktune-source', '--import', 'tsx', CLI, ...args], {
    encoding: 'utf8',
    cwd: process.cwd(), // where --import tsx resolves
    env: { ...process.env, HOME: dir },
    ...(isRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  expect(r.error, 'spawning the CLI as another user').toBeUndefined();
  return { code: r.status ?? -1, stderr: r.stderr };
}

describe(`permission denied (EACCES)${whyNoUser ? ` — skipped: ${whyNoUser}` : ''}`, () => {
  it.skipIf(whyNoUser !== undefined)('generate -o into a directory the user may not write: one line, exit 1, nothing created', () => {
    const out = join(locked, 'new.ini');
    const r = runAsUser(['generate', ...HOST, '-o', out]);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(errorLines(r.stderr)).toEqual([`rocktune: error: -o ${out}: cannot write (permission denied (EACCES))`]);
    expect(r.code).toBe(1);
    expect(readdirSync(locked)).toEqual(['OPTIONS.ini']);
  });

  it.skipIf(whyNoUser !== undefined)('lint --fix of a file the user may not write: one line, exit 1, the file untouched, no backup', () => {
    const file = join(locked, 'OPTIONS.ini');
    const r = runAsUser(['lint', '--fix', '--no-config', file]);
    expect(errorLines(r.stderr)).toEqual([`rocktune: error: --fix ${file}: cannot write (permission denied (EACCES))`]);
    expect(r.code).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(UNFIXED);
    expect(existsSync(`${file}.bak`)).toBe(false);
  });
});

// SARIF goes to stdout: a redirection into a read-only or forbidden place fails in the shell before rocktune
// starts, so what reaches rocktune is a stdout that refuses writes: a full disk, or a descriptor opened read-only.
describe('lint --format sarif into a stdout that refuses writes', () => {
  const file = join(dir, 'sarif.ini');
  writeFileSync(file, `${UNFIXED}\n`);
  const sarifInto = (redirect: string) => {
    try {
      execFileSync(
        'sh',
        [
          '-c',
          `"${process.execPath}" --conditions rocktune-source --import tsx "${CLI}" lint --format sarif --no-config "${file}" ${redirect}`,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
      );
      return { code: 0, stderr: '' };
    } catch (error) {
      return { code: (error as { status: number }).status, stderr: (error as { stderr: string }).stderr };
    }
  };

  it('/dev/full: no space left on device, one line, exit 1', () => {
    const r = sarifInto('> /dev/full');
    expect(errorLines(r.stderr)).toEqual(['rocktune: error: cannot write to stdout: no space left on device (ENOSPC)']);
    expect(r.code).toBe(1);
  });

  it('a read-only descriptor: one line, exit 1', () => {
    const r = sarifInto(`1< "${file}"`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(errorLines(r.stderr)).toEqual(['rocktune: error: cannot write to stdout: bad file descriptor (not open for this use) (EBADF)']);
    expect(r.code).toBe(1);
  });
});
