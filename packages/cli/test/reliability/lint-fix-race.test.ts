import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_SWEEP } from '../../../../test/support/sample.js';
import { BUILT_CLI, runInProcess } from '../harness.js';

// Issue 36 item 3: concurrent `lint --fix` on one file lost the original (FILE.bak was written from a second read,
// made after another process had fixed the file): with 2 processes in 6 of 20 trials, with 4 in 8 of 10. npm test runs
// 6 trials of each (the old code fails one of them with 2 processes 88 % of the time, with 4 nearly always); npm run
// test:full runs 20.
const TRIALS = FULL_SWEEP ? 20 : 6;
const ORIGINAL = '# the original\n[DBOptions]\n  max_background_jobs=4\n[CFOptions "default"]\n';
const dir = mkdtempSync(join(tmpdir(), 'rocktune-fix-race-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fix(file: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BUILT_CLI, 'lint', '--no-config', '--fix', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => done({ code, stderr }));
  });
}

describe('lint --fix on one file from several processes at once', () => {
  it.each([2, 4])(
    `keeps the original in FILE.bak or FILE with %i processes, ${TRIALS} trials`,
    async (processes) => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const file = join(dir, `p${processes}-t${trial}.ini`);
        writeFileSync(file, ORIGINAL);
        const runs = await Promise.all(Array.from({ length: processes }, () => fix(file)));
        const kept = [file, `${file}.bak`].filter(existsSync).map((p) => readFileSync(p, 'utf8'));
        expect(kept, `trial ${trial}: ${runs.map((r) => r.stderr).join(' | ')}`).toContain(ORIGINAL);
        for (const r of runs) {
          expect([0, 1]).toContain(r.code);
          if (r.code === 1) expect(r.stderr).toMatch(/changed since lint read it/);
          expect(r.stderr).not.toMatch(/\n\s+at /);
        }
      }
    },
    120_000,
  );

  it('leaves FILE and FILE.bak as they are when FILE changed after lint read it', async () => {
    const { fixFile } = await import('../../src/lint-files/fix.js');
    const file = join(dir, 'edited.ini');
    writeFileSync(file, ORIGINAL);
    writeFileSync(`${file}.bak`, 'an older backup\n');
    const read = Buffer.from(ORIGINAL);
    writeFileSync(file, `${ORIGINAL}# edited meanwhile\n`);
    const io = { stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false, env: {}, cwd: dir };
    expect(() => fixFile({ path: file, display: 'edited.ini', bytes: read, text: ORIGINAL }, 'fixed\n', io, { followLink: false })).toThrow(
      /edited\.ini: changed since lint read it/,
    );
    expect(readFileSync(file, 'utf8')).toBe(`${ORIGINAL}# edited meanwhile\n`);
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('an older backup\n');
  });

  it('refuses to fix a file that is not UTF-8 rather than rewrite its other bytes', async () => {
    const file = join(dir, 'latin1.ini');
    const bytes = Buffer.concat([
      Buffer.from('[DBOptions]\n  db_host_id=caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n[CFOptions "default"]\n'),
    ]);
    writeFileSync(file, bytes);
    const r = await runInProcess(['lint', '--no-config', '--fix', file], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/not valid UTF-8/);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });
});
