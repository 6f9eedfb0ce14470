import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorLines, runInProcess } from './harness.js';

// issue 15 item 1: -o never replaces what is not a regular file, keeps the mode, leaves no temporary file.
const dir = mkdtempSync(join(tmpdir(), 'rocktune-out-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const HOST = ['--threads', '2', '--dram', '8GB', '--open-files', '1000'];
const generate = (out: string, ...extra: string[]) => runInProcess(['generate', ...HOST, '-o', out, ...extra], { cwd: dir });

describe('generate -o', () => {
  it('writes a new file and an existing regular file, keeping its mode', async () => {
    const fresh = join(dir, 'new.ini');
    expect((await generate(fresh)).code).toBe(0);
    expect(readFileSync(fresh, 'utf8')).toContain('[DBOptions]');
    const secret = join(dir, 'secret.ini');
    writeFileSync(secret, 'old');
    chmodSync(secret, 0o600);
    expect((await generate(secret)).code).toBe(0);
    expect(statSync(secret).mode & 0o777).toBe(0o600);
    expect(readFileSync(secret, 'utf8')).toContain('[DBOptions]');
  });

  it.each([
    ['a directory', () => mkdirSync(join(dir, 'somedir')), 'somedir', 'is a directory'],
    ['a FIFO', () => execFileSync('mkfifo', [join(dir, 'fifo')]), 'fifo', 'is a FIFO'],
    ['a device', () => undefined, '/dev/null', 'is a device'],
  ])('refuses %s, exit 2, and leaves nothing behind', async (_what, make, name, message) => {
    make();
    const path = name.startsWith('/') ? name : join(dir, name);
    const before = readdirSync(dir).sort();
    const r = await generate(path);
    expect(r.code).toBe(2);
    expect(errorLines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toContain(message);
    expect(readdirSync(dir).sort()).toEqual(before);
    if (name === '/dev/null') expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('refuses a symbolic link unless --force, which writes its target', async () => {
    const target = join(dir, 'real.ini');
    writeFileSync(target, 'old');
    chmodSync(target, 0o640);
    const link = join(dir, 'link.ini');
    symlinkSync(target, link);
    const refused = await generate(link);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is a symbolic link; refusing to replace it (--force writes to its target)');
    expect(readFileSync(target, 'utf8')).toBe('old');
    const forced = await generate(link, '--force');
    expect(forced.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toContain('[DBOptions]');
    expect(statSync(target).mode & 0o777).toBe(0o640);
  });

  it('a failed write is one line, exit 1, and leaves no temporary file', async () => {
    const r = await generate(join(dir, 'missing-dir', 'x.ini'));
    expect(r.code).toBe(1);
    expect(errorLines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/cannot write \(no such file or directory \(ENOENT\)\)/);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp'))).toEqual([]);
  });

  it('/dev/full: no space left on device, one line, exit 1', async () => {
    // a character device is refused by -o; the ENOSPC path is stdout redirected into /dev/full
    const cli = join(import.meta.dirname, '../src/main.ts');
    let status = 0;
    let stderr = '';
    try {
      execFileSync(
        'sh',
        ['-c', `"${process.execPath}" --conditions rocktune-source --import tsx "${cli}" generate ${HOST.join(' ')} > /dev/full`],
        { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
      );
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = (error as { stderr: string }).stderr;
    }
    expect(status, stderr).toBe(1);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(errorLines(stderr)).toEqual(['rocktune: error: cannot write to stdout: no space left on device (ENOSPC)']);
  });
});
