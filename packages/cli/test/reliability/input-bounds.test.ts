import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// Issue 21 item 3: every reader of a file or stdin stops at 64 MiB with one line and exit 2, instead of reading an
// endless source (/dev/zero, an endless pipe) into memory.
const dir = mkdtempSync(join(tmpdir(), 'rocktune-input-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const CLI = join(import.meta.dirname, '../../src/main.ts');
const NODE = `"${process.execPath}" --conditions rocktune-source --import tsx "${CLI}"`;

/** A shell line with the CLI in it; killed after 20 s (before the fix these grew to gigabytes and never ended). */
function sh(line: string) {
  const started = Date.now();
  const r = spawnSync('sh', ['-c', line.replace('CLI', NODE)], {
    encoding: 'utf8',
    cwd: process.cwd(),
    timeout: 20_000,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

const big = join(dir, 'big.ini');
writeFileSync(big, '');
truncateSync(big, 64 * 2 ** 20 + 1); // sparse: one byte over the limit, refused from its size alone

describe('inputs have a size bound', () => {
  it('--help of lint and validate states it', async () => {
    for (const command of ['lint', 'validate']) expect((await runInProcess([command, '--help'])).stdout).toMatch(/read up to 64 MiB/);
  });

  it.each([
    // a device is refused before a byte is read (issue 36: it was read up to the limit)
    ['lint /dev/zero', 'CLI lint /dev/zero', /^rocktune: error: \/dev\/zero: is a device, not an OPTIONS file/],
    [
      'lint - on an endless pipe',
      'yes "# a comment" | CLI lint -',
      /^rocktune: error: -: standard input is larger than the 64 MiB input limit/,
    ],
    ['lint --config /dev/zero', `CLI lint --config /dev/zero ${big}`, /^rocktune: error: \S*\/dev\/zero: is a device, not an OPTIONS file/],
    ['validate /dev/urandom', 'CLI validate /dev/urandom', /^rocktune: error: FILE: \/dev\/urandom: is a device, not an OPTIONS file/],
    ['lint a sparse file one byte over', `CLI lint ${big}`, /larger than the 64 MiB input limit/],
    ['validate a sparse file one byte over', `CLI validate ${big}`, /larger than the 64 MiB input limit/],
  ])('%s: one line, exit 2', (_name, line, message) => {
    const r = sh(line);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.code).toBe(2);
    expect(r.ms).toBeLessThan(15_000); // the shared host is loaded; unloaded it is well under a second (README)
  });
});
