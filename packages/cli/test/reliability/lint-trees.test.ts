import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// Issue 36 items 4, 6, 10 and 11: a tree walk never leaves the tree unasked, never throws, and lists what it left out.
const FILE = '[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n';
const SECRET = 'SECRET_TOKEN=do-not-print\n';
let root: string;
let tree: string;
let socket: Server;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rocktune-trees-'));
  tree = join(root, 'tree');
  mkdirSync(join(root, 'outside'));
  writeFileSync(join(root, 'outside', 'secret.ini'), `[DBOptions]\n${SECRET}`);
  mkdirSync(join(tree, 'sub'), { recursive: true });
  writeFileSync(join(tree, 'sub', 'good.ini'), FILE);
  symlinkSync('../outside/secret.ini', join(tree, 'secret.ini'));
  symlinkSync('../outside', join(tree, 'outdir'));
  symlinkSync('sub/good.ini', join(tree, 'inside.ini'));
  symlinkSync('self', join(tree, 'self'));
  symlinkSync('loop-b', join(tree, 'loop-a.ini'));
  symlinkSync('loop-a.ini', join(tree, 'loop-b'));
  execFileSync('mkfifo', [join(tree, 'pipe.ini')]);
  socket = createServer();
  await new Promise<void>((listening) => socket.listen(join(tree, 'sock.ini'), listening));
  writeFileSync(join(tree, 'sub', 'line\nbreak.ini'), FILE);
  writeFileSync(join(tree, 'sub', 'cr\rand\u2028ls.ini'), FILE);
  writeFileSync(Buffer.concat([Buffer.from(join(tree, 'sub', 'caf')), Buffer.from([0xe9]), Buffer.from('.ini')]), FILE);
  writeFileSync(join(tree, 'sub', 'wide.ini'), Buffer.from(`\ufeff${FILE}`, 'utf16le'));
});
// rm(1) removes a tree past PATH_MAX (it walks with relative paths); rmSync cannot
afterAll(() => socket.close());
afterAll(() => execFileSync('rm', ['-rf', root]));

async function lintJson(args: string[]) {
  const r = await runInProcess(['lint', '--no-config', '--format', 'json', ...args], { cwd: root });
  const report = JSON.parse(r.stdout) as { files: { path: string; findings: { severity: string; message: string }[] }[] };
  return { r, byPath: new Map(report.files.map((f) => [f.path, f.findings])) };
}

describe('lint DIR', () => {
  it('does not follow links out of the tree, in any format, and says it skipped them', async () => {
    for (const format of ['text', 'json', 'sarif', 'github']) {
      const r = await runInProcess(['lint', '--no-config', '--format', format, 'tree'], { cwd: root });
      expect(r.stdout).not.toContain('SECRET_TOKEN');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    const { byPath } = await lintJson(['tree']);
    expect(byPath.get('tree/secret.ini')?.[0]?.message).toMatch(/symbolic link out of the searched tree .*--follow-symlinks/);
    expect(byPath.get('tree/outdir')?.[0]?.severity).toBe('warning');
    expect(byPath.get('tree/inside.ini')?.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('follows them with --follow-symlinks', async () => {
    const { byPath } = await lintJson(['--follow-symlinks', 'tree']);
    expect(byPath.has('tree/outdir/secret.ini')).toBe(true);
    expect(byPath.get('tree/secret.ini')?.some((f) => f.severity === 'error')).toBe(true);
  });

  it('reports loops and FIFOs per path, and keeps every byte of a name, escaped', async () => {
    const { r, byPath } = await lintJson(['tree']);
    expect(r.code).toBe(1);
    expect(byPath.get('tree/self')?.[0]?.message).toBe('a symbolic link loop (ELOOP)');
    expect(byPath.get('tree/loop-a.ini')?.[0]?.message).toBe('a symbolic link loop (ELOOP)');
    expect(byPath.get('tree/pipe.ini')?.[0]?.message).toMatch(/is a FIFO, not a regular file/);
    expect(byPath.get('tree/sock.ini')?.[0]?.message).toMatch(/is a socket, not a regular file/);
    for (const name of ['line\nbreak.ini', 'cr\rand\u2028ls.ini', 'caf\\xe9.ini'])
      expect(byPath.get(`tree/sub/${name}`)?.filter((f) => f.severity === 'error')).toEqual([]);
    expect(byPath.get('tree/sub/wide.ini')?.[0]?.message).toMatch(/the file is UTF-16; RocksDB reads OPTIONS files as bytes/);
  });

  it('shows escaped names in the text report and in --fix lines', async () => {
    const text = await runInProcess(['lint', '--no-config', 'tree'], { cwd: root });
    expect(text.stdout).toContain('tree/sub/cr\\x0dand\\u2028ls.ini');
    const dir = mkdtempSync(join(root, 'fix-'));
    writeFileSync(join(dir, 'esc\u001b[2J.ini'), '[DBOptions]\n[CFOptions "default"]\n');
    const fixed = await runInProcess(['lint', '--no-config', '--fix', dir], { cwd: root });
    expect(fixed.stderr).toMatch(/fixed \d+ problem\(s\) in .*esc\\x1b\[2J\.ini/);
    expect(fixed.stderr).not.toContain('\u001b');
  });

  it('reports a path past PATH_MAX instead of skipping it silently', async () => {
    // mkdir -p cannot make it (ENAMETOOLONG): one level at a time, relative to the last
    execFileSync(
      'sh',
      [
        '-c',
        `mkdir deep && cd deep && for i in $(seq 22); do mkdir ${'d'.repeat(200)} && cd ${'d'.repeat(200)}; done; printf '[DBOptions]\\n' > a.ini`,
      ],
      {
        cwd: root,
      },
    );
    const { byPath } = await lintJson(['deep']);
    expect([...byPath.values()].flat().some((f) => /past PATH_MAX/.test(f.message))).toBe(true);
  });
});

describe('a FIFO, socket or device named on the command line', () => {
  it.each([
    ['lint FIFO', ['lint', 'tree/pipe.ini'], /tree\/pipe\.ini: is a FIFO, not an OPTIONS file/],
    ['lint --config FIFO', ['lint', '--config', 'tree/pipe.ini', 'tree/sub/good.ini'], /pipe\.ini: is a FIFO, not an OPTIONS file/],
    ['validate FIFO', ['validate', 'tree/pipe.ini'], /FILE: tree\/pipe\.ini: is a FIFO, not an OPTIONS file/],
    ['lint socket', ['lint', 'tree/sock.ini'], /tree\/sock\.ini: is a socket, not an OPTIONS file/],
    ['validate device', ['validate', '/dev/null'], /FILE: \/dev\/null: is a device, not an OPTIONS file/],
  ])('%s: one line, exit 2, no wait for a writer', async (_name, args, message) => {
    const r = await runInProcess(args, { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});
