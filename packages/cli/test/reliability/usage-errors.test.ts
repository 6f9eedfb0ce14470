import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// Issue 21 item 9: a usage error is the error line alone; the sizing warnings of a command that never ran are noise.
const dir = mkdtempSync(join(tmpdir(), 'rocktune-usage-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// 2 threads and 8 GB: the sizing warns (L0 triggers clamped, values inline) on every run
const HOST = ['--threads', '2', '--dram', '8GB', '--open-files', '1000', '--keys', '2e6'];

describe('usage errors are one line', () => {
  it.each([
    ['generate -o /', ['generate', ...HOST, '-o', '/'], /-o \/: is a directory/],
    ['generate -o a directory, as json', ['generate', ...HOST, '--format', 'json', '-o', dir], /is a directory/],
    [
      'compare --vary unknown',
      ['compare', ...HOST, '--vary', 'write_bufer_size', '--dry-run', '--out', join(dir, 'c1')],
      /--vary: 'write_bufer_size' cannot be varied/,
    ],
    [
      'compare --vary bad factor',
      ['compare', ...HOST, '--vary', 'write_buffer_size:x1', '--dry-run', '--out', join(dir, 'c2')],
      /--vary: 'write_buffer_size:x1' is not allowed/,
    ],
    [
      'compare --variants unknown',
      ['compare', ...HOST, '--variants', 'tuned,triple', '--dry-run', '--out', join(dir, 'c3')],
      /--variants: unknown variant 'triple'/,
    ],
    ['compare --out under a file', ['compare', ...HOST, '--dry-run', '--out', '/dev/null/x'], /--out: cannot create/],
  ])('%s', async (_name, argv, message) => {
    const r = await runInProcess(argv, { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('the warnings still come when the command runs', async () => {
    const r = await runInProcess(['generate', ...HOST, '-o', join(dir, 'ok.ini')], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning \[l0-triggers-clamped\][\s\S]*wrote /);
  });

  it('a repeated --variants merges its lists, as --help says', async () => {
    const r = await runInProcess(
      ['compare', ...HOST, '--variants', 'defaults', '--variants', 'half', '--dry-run', '--out', join(dir, 'c4')],
      { cwd: dir },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^plan: 3 variants/);
    expect((await runInProcess(['compare', '--help'])).stdout).toMatch(/--variants LIST[\s\S]*repeatable: the lists are merged/);
  });
});
