import { spawnSync } from 'node:child_process';
import { chmodSync, linkSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// Issue 21 items 1 and 4: an output never goes through a symbolic link the caller did not name, never replaces a
// file the caller could not write in place, and says when it breaks a hard link.
const dir = mkdtempSync(join(tmpdir(), 'rocktune-write-targets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FIXABLE =
  '[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n  max_background_jobs=4\n[CFOptions "default"]\n  write_buffer_size=64m\n';
const HOST = ['--threads', '2', '--dram', '8GB', '--open-files', '1000'];
const amRoot = process.getuid?.() === 0;

const CLI = join(import.meta.dirname, '../../src/main.ts');
const NOBODY = 65534;

/** The CLI as the unprivileged user nobody (root passes every access(2) check, so the test needs another user). */
function asNobody(args: string[]) {
  const r = spawnSync(process.execPath, ['--conditions', 'rocktune-source', '--import', 'tsx', CLI, ...args], {
    encoding: 'utf8',
    cwd: process.cwd(),
    env: { ...process.env, HOME: dir },
    uid: NOBODY,
    gid: NOBODY,
  });
  return { code: r.status, stderr: r.stderr };
}

describe('lint --fix backup', () => {
  it('refuses to write FILE.bak through an existing symbolic link and leaves its target alone', async () => {
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    const file = join(dir, 'OPTIONS-link.ini');
    writeFileSync(file, FIXABLE);
    symlinkSync(victim, `${file}.bak`);
    const r = await runInProcess(['lint', '--fix', file], { cwd: dir });
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/OPTIONS-link\.ini\.bak: is a symbolic link; refusing to replace it/);
    expect(readFileSync(file, 'utf8')).toBe(FIXABLE);
  });

  it('does not write through a symbolic link found in a directory it searched', async () => {
    const searched = mkdtempSync(join(dir, 'searched-'));
    const inside = join(searched, 'target.txt');
    writeFileSync(inside, FIXABLE);
    symlinkSync(inside, join(searched, 'OPTIONS.ini'));
    const r = await runInProcess(['lint', '--fix', searched], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /OPTIONS\.ini: is a symbolic link; refusing to replace it \(--fix writes through a link only when it is named/,
    );
    expect(readFileSync(inside, 'utf8')).toBe(FIXABLE);
  });

  it('does not read or write a symbolic link out of the directory it searched (issue 36)', async () => {
    const outside = join(dir, 'outside.txt');
    writeFileSync(outside, FIXABLE);
    const searched = mkdtempSync(join(dir, 'searched-'));
    symlinkSync(outside, join(searched, 'OPTIONS.ini'));
    const r = await runInProcess(['lint', '--fix', searched], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/symbolic link out of the searched tree/);
    expect(readFileSync(outside, 'utf8')).toBe(FIXABLE);
  });

  it('keeps the original mode on a new FILE.bak', async () => {
    const file = join(dir, 'secret.ini');
    writeFileSync(file, FIXABLE);
    chmodSync(file, 0o600);
    const r = await runInProcess(['lint', '--fix', file], { cwd: dir });
    expect(r.stderr).toMatch(/fixed \d+ problem/);
    expect(statSync(`${file}.bak`).mode & 0o777).toBe(0o600);
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(FIXABLE);
  });
});

describe('hard links', () => {
  it('-o says that the other names of a hard-linked file keep the old contents', async () => {
    const target = join(dir, 'linked.ini');
    writeFileSync(target, 'old\n');
    linkSync(target, join(dir, 'other-name.ini'));
    const r = await runInProcess(['generate', ...HOST, '-o', target], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /-o .*linked\.ini had 2 hard links; the new file replaces this name only, 1 other name keeps the old contents/,
    );
    expect(readFileSync(join(dir, 'other-name.ini'), 'utf8')).toBe('old\n');
  });
});

describe.skipIf(!amRoot)('a file the caller may not write (run as nobody)', () => {
  const shared = mkdtempSync(join(dir, 'shared-'));
  chmodSync(dir, 0o755);
  chmodSync(shared, 0o777); // anyone may create and rename here, as in the report
  it.each([
    ['generate -o', (f: string) => ['generate', ...HOST, '-o', f]],
    ['lint --fix', (f: string) => ['lint', '--fix', f]],
  ])('%s does not replace a root-owned 0444 file', (_name, argv) => {
    const file = join(shared, `root-owned-${_name.replace(/\W+/g, '-')}.ini`);
    writeFileSync(file, FIXABLE);
    chmodSync(file, 0o444);
    const r = asNobody(argv(file));
    expect(r.stderr).toMatch(/cannot write \(permission denied \(EACCES\)\)/);
    expect(r.code).toBe(1);
    const st = statSync(file);
    expect([st.uid, st.mode & 0o777]).toEqual([0, 0o444]);
    expect(readFileSync(file, 'utf8')).toBe(FIXABLE);
  });
});
