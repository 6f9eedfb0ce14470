import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// Issue 21 item 7: under --format json every path of every command prints exactly one JSON object, with `ok`, and
// on a failure `error.code` (success, usage error, preflight refusal, engine failure, Ctrl-C).
const dir = mkdtempSync(join(tmpdir(), 'rocktune-json-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const GOOD = join(dir, 'OPTIONS.ini');
writeFileSync(GOOD, '[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n');
const REFUSED = join(dir, 'refused.ini');
writeFileSync(
  REFUSED,
  '[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n  max_background_jobs=many\n[CFOptions "default"]\n',
);
const HOST = ['--threads', '2', '--dram', '24GB', '--open-files', '10666', '--keys', '2e6'];

/** Exactly one JSON object on stdout, with `ok` matching the exit code and a code on every error. */
function expectOneObject(r: { code: number; stdout: string }, what: string): Record<string, unknown> {
  let value: unknown;
  expect(() => (value = JSON.parse(r.stdout)), `${what}: stdout is one JSON value`).not.toThrow();
  expect(value, what).toBeTypeOf('object');
  const o = value as Record<string, unknown>;
  expect(typeof o.ok, `${what}: ok`).toBe('boolean');
  expect(o.ok, `${what}: ok matches exit ${r.code}`).toBe(r.code === 0);
  const error = o.error as { code?: unknown } | undefined;
  if (r.code === 2) expect(error?.code, `${what}: usage error code`).toBe('USAGE_ERROR');
  if (error !== undefined) expect(error.code, `${what}: error code`).toBeTypeOf('string');
  return o;
}

const COMMANDS: Record<string, string[]> = {
  generate: ['generate', ...HOST],
  lint: ['lint', '--no-config', GOOD],
  compare: ['compare', ...HOST, '--dry-run', '--out', join(dir, 'cmp')],
  validate: ['validate', GOOD, '--check-only'],
};
const FRAGMENTS = [
  [],
  ['--threads', '0'],
  ['--dram', 'lots'],
  ['--keys', '-1'],
  ['--workload', 'read-heavy'],
  ['--workload', 'nope'],
  ['--bogus'],
  ['-o', '/'],
  ['--variants', 'presets'],
  ['--variants', 'triple'],
  ['--vary', 'write_buffer_size'],
  ['--vary', 'x:x1'],
  ['--rounds', '0'],
  ['--target', 'rocksdb@9.11'],
  ['--target', 'foo@1'],
  ['--max-warnings', '0'],
  ['--keys', '3'],
  ['--dialect', 'trocksdb'],
  ['--format'],
];

describe('--format json: one object on every path', () => {
  it('holds for random flag sets of every command (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(COMMANDS)),
        fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 3 }),
        fc.boolean(),
        async (name, extra, short) => {
          const argv = [...(COMMANDS[name] as string[]), ...extra.flat(), ...(short ? ['-f', 'json'] : ['--format', 'json'])];
          expectOneObject(await runInProcess(argv, { cwd: dir }), argv.join(' '));
        },
      ),
      { numRuns: 60, seed: 21 },
    );
  }, 240_000);

  it.each([
    [
      'compare --dry-run (was the text plan)',
      ['compare', ...HOST, '--variants', 'tuned,defaults,presets', '--dry-run', '--out', join(dir, 'dry'), '--format', 'json'],
      0,
    ],
    [
      'compare refused by its memory preflight (was an empty stdout)',
      ['compare', ...HOST, '--keys', '8e12', '--load-keys', '1000', '--out', join(dir, 'mem'), '--format', 'json'],
      2,
    ],
    ['validate: the check refuses the file', ['validate', REFUSED, '--format', 'json'], 1],
    ['lint: findings', ['lint', '--no-config', '--format', 'json', REFUSED], 1],
    ['lint: a device, refused (issue 36)', ['lint', '--no-config', '--format', 'json', '/dev/null'], 2],
  ])('%s', async (what, argv, exit) => {
    const r = await runInProcess(argv as string[], { cwd: dir });
    expect(r.code).toBe(exit);
    const o = expectOneObject(r, what);
    if (what.startsWith('compare --dry-run')) expect(o).toMatchObject({ kind: 'rocktune-compare-plan', runs: 21 });
    if (what.startsWith('validate')) expect(o.error).toMatchObject({ code: 'ENGINE_LINT_REFUSED' });
  });

  it('validate interrupted by Ctrl-C (printed nothing)', async () => {
    const cli = join(import.meta.dirname, '../../src/main.ts');
    const child = spawn(
      process.execPath,
      [
        '--conditions',
        'rocktune-source',
        '--import',
        'tsx',
        cli,
        'validate',
        GOOD,
        '--keys',
        '5e6',
        '--duration',
        '60',
        '--format',
        'json',
        '--progress',
      ],
      { cwd: process.cwd(), env: { ...process.env, TMPDIR: dir } },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((ok) => child.on('exit', (c, s) => ok([c, s])));
    // Ctrl-C once the engine is loading (its first `load` progress line on stderr), else after 20 s
    await new Promise<void>((ok) => {
      const timer = setTimeout(ok, 20_000);
      let seen = '';
      const onData = (c: Buffer) => {
        seen += c.toString('utf8');
        if (!/^load /m.test(seen)) return;
        child.stderr.off('data', onData);
        setTimeout(() => (clearTimeout(timer), ok()), 1_000);
      };
      child.stderr.on('data', onData);
    });
    child.kill('SIGINT');
    const [code, signal] = await exited;
    expect(signal === 'SIGINT' || code === 130).toBe(true);
    const o = expectOneObject({ code: 130, stdout }, 'interrupted validate');
    expect(o.error).toMatchObject({ code: 'INTERRUPTED' });
  }, 60_000);
});
