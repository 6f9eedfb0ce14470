import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';
import { DEFAULT_VERSION } from './versions.js';

// issue 15 items 3, 5, 7, 8: every file is reported, stdin is read robustly, file text never drives the terminal,
// big reports are streamed.
const CLEAN = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n[DBOptions]\n  max_open_files=-1\n[CFOptions "default"]\n  compression=kNoCompression\n`;
const BROKEN = CLEAN.replace('max_open_files=-1', 'max_open_files=-1\n  max_open_files=5');
const root = mkdtempSync(join(tmpdir(), 'rocktune-lint-every-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
function scratch(files: Record<string, string | Buffer>): string {
  const dir = join(root, String((n += 1)));
  mkdirSync(join(dir, '.git'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}
const lint = (args: string[], cwd: string) => runInProcess(['lint', '--no-config', ...args], { cwd });
const MAIN = join(import.meta.dirname, '../src/main.ts');
const TSX = join(import.meta.dirname, '../../../node_modules/tsx/dist/esm/index.mjs');
const NODE = `"${process.execPath}" --conditions rocktune-source --import "${TSX}" "${MAIN}"`;
const cli = (args: string, options: { cwd?: string; input?: string } = {}) =>
  spawnSync('sh', ['-c', `${NODE} ${args}`], { encoding: 'utf8', ...options });

describe('lint reports every file', () => {
  it.each(['text', 'json', 'sarif', 'github'])(
    'a binary and an empty file beside a real error: all three reported, exit 1 (--format %s)',
    async (format) => {
      const dir = scratch({ 'a.ini': Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]), 'b.ini': BROKEN, 'c.ini': '\n\n' });
      const r = await lint(['--format', format, '.'], dir);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe('');
      for (const name of ['a.ini', 'b.ini', 'c.ini']) expect(r.stdout).toContain(name);
      expect(r.stdout).toContain('binary file');
      expect(r.stdout).toContain('duplicate-key');
      expect(r.stdout).toContain('empty-file');
    },
  );

  it('an unreadable file is one error finding and the others are still linted', async () => {
    const dir = scratch({ 'b.ini': BROKEN });
    // chmod 000 does not stop root; /proc/self/mem cannot be read from offset 0 by anyone (EIO)
    const r = await lint(['--format', 'json', '/proc/self/mem', 'b.ini'], dir);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { files: { path: string; findings: { ruleId: string; message: string }[] }[] };
    expect(report.files[0]?.findings).toEqual([
      expect.objectContaining({ ruleId: 'unreadable-file', message: 'cannot read: input/output error (EIO)' }),
    ]);
    expect(report.files[1]?.findings.map((f) => f.ruleId)).toContain('duplicate-key');
  });

  it('symlinked OPTIONS files and directories are followed; a dangling link is reported; a link loop ends', async () => {
    const dir = scratch({ 'real/OPTIONS-000005': BROKEN, 'other/x.ini': CLEAN });
    symlinkSync(join(dir, 'real/OPTIONS-000005'), join(dir, 'linked.ini'));
    symlinkSync(dir, join(dir, 'real/back-to-top'));
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling.ini'));
    const r = await lint(['--format', 'json', '.'], dir);
    expect(r.code).toBe(1);
    const paths = (JSON.parse(r.stdout) as { files: { path: string }[] }).files.map((f) => f.path);
    expect(paths, JSON.stringify(paths)).toEqual(['dangling.ini', 'linked.ini', 'other/x.ini', 'real/OPTIONS-000005']);
  });
});

describe('lint - reads piped stdin', () => {
  it('from a slow writer on a pipe: (sleep 0.3; cat f) | rocktune lint -', () => {
    const dir = scratch({ 'b.ini': BROKEN });
    const r = cli('lint --no-config - < /dev/null', { cwd: dir });
    expect(r.status).toBe(1); // empty input is an empty-file error, not a crash
    const slow = spawnSync('sh', ['-c', `(sleep 0.3; cat b.ini) | ${NODE} lint --no-config -`], { cwd: dir, encoding: 'utf8' });
    expect(slow.stderr).not.toMatch(/EAGAIN|\n\s+at /);
    expect(slow.status).toBe(1);
    expect(slow.stdout).toContain('<stdin>');
    expect(slow.stdout).toContain('duplicate-key');
  });
});

describe('file text never drives the terminal', () => {
  it('control characters from the file are escaped in text and github output', async () => {
    const evil = CLEAN.replace('max_open_files=-1', 'max_open_files=-1\n  max_open_files=5 \u001b]0;pwned\u0007\u001b[2J');
    const dir = scratch({ 'e\u001b[31m.ini': evil });
    for (const format of ['text', 'github']) {
      const r = await lint(['--format', format, '.'], dir);
      expect(r.code).toBe(1);
      // eslint-disable-next-line no-control-regex -- the test looks for raw control characters
      expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
      expect(r.stdout).toContain('\\x1b');
    }
  });
});

describe('big reports are streamed', () => {
  it('SARIF and JSON come in small pieces (a finding, or the rule table) that parse back to the whole report', async () => {
    const { lintOptionsText } = await import('@rocktune/calculator');
    const { renderLintSarif } = await import('../src/render/lint-sarif.js');
    const { renderLintJson } = await import('../src/render/lint-json.js');
    const text = CLEAN.replace('  max_open_files=-1\n', Array.from({ length: 5000 }, (_, i) => `  max_open_files=${1000 + i}\n`).join(''));
    const files = [{ display: 'big.ini', text, result: lintOptionsText(text) }];
    for (const [pieces, findingsOf] of [
      [[...renderLintSarif(files, 'x')], (r: { runs: { results: unknown[] }[] }) => r.runs[0]?.results.length],
      [[...renderLintJson(files, 'x', true)], (r: { files: { findings: unknown[] }[] }) => r.files[0]?.findings.length],
    ] as const) {
      expect(pieces.length).toBeGreaterThan(5000);
      const largest = Math.max(...pieces.map((p) => p.length));
      expect(largest).toBeLessThan(100_000);
      expect(pieces.join('').length).toBeGreaterThan(20 * largest);
      expect(findingsOf(JSON.parse(pieces.join('')))).toBeGreaterThanOrEqual(4999);
    }
  });

  it('SARIF and JSON for a file with one key repeated 30,000 times, through the CLI', () => {
    const dir = scratch({});
    const lines = Array.from({ length: 30_000 }, (_, i) => `  max_open_files=${1000 + i}\n`).join('');
    writeFileSync(join(dir, 'big.ini'), CLEAN.replace('  max_open_files=-1\n', lines));
    for (const format of ['sarif', 'json']) {
      const out = join(dir, `out.${format}`);
      const r = cli(`lint --no-config --format ${format} big.ini > ${out}`, { cwd: dir });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(1);
      const size = Number(execFileSync('stat', ['-c', '%s', out], { encoding: 'utf8' }));
      // 10,000 findings listed (lint's per-rule limit) and one summary: still megabytes, streamed
      expect(size).toBeGreaterThan(format === 'sarif' ? 3_000_000 : 1_500_000);
    }
  }, 120_000);

  it('a reader that goes away (| head) is one line at most, never a stack trace', () => {
    const dir = scratch({ 'b.ini': BROKEN.replace('max_open_files=5', 'max_open_files=5\n  max_open_files=6\n'.repeat(20_000)) });
    const r = cli('lint --no-config --format json b.ini | head -c 100 > /dev/null; echo "exit ${PIPESTATUS:-}"', { cwd: dir });
    expect(r.stderr).not.toMatch(/\n\s+at |Error:/);
    expect(r.stderr.trim().split('\n').filter(Boolean).length).toBeLessThanOrEqual(1);
  }, 60_000);
});
