import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';

// One flag grammar for every command (issue 14 item 3, issue 15 item 9).
const dir = mkdtempSync(join(tmpdir(), 'rocktune-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const HOST = ['--threads', '2', '--dram', '8GB', '--open-files', '1000'];

async function usageError(argv: string[]): Promise<string> {
  const r = await runInProcess(argv, { cwd: dir, env: { TMPDIR: dir } });
  expect(r.code, argv.join(' ')).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] as string;
}

describe('the same value means the same in every command', () => {
  it('--value-size 1KB is 1000 bytes in generate, explain, compare and lint', async () => {
    const gen = await runInProcess(['generate', ...HOST, '--value-size', '1KB', '-f', 'json']);
    expect(gen.code).toBe(0);
    expect(JSON.parse(gen.stdout).inputs.valueSize).toBe(1000);
    const explain = await runInProcess(['explain', ...HOST, '--value-size', '1KB']);
    expect(explain.stdout).toMatch(/\(20 \+ 1000\)/); // 1,000-byte values stay inline (rules.md X-kv-auto): K + V
    const compare = await runInProcess(['compare', ...HOST, '--keys', '2e6', '--value-size', '1KB', '--dry-run', '--out', join(dir, 'c')], {
      env: { TMPDIR: dir },
    });
    expect(compare.code).toBe(0);
    const file = join(dir, 'gen.ini');
    writeFileSync(file, (await runInProcess(['generate', ...HOST, '--value-size', '1KB'])).stdout);
    const lint = await runInProcess(['lint', file, ...HOST, '--value-size', '1KB', '--format', 'json']);
    expect(lint.stderr).toBe('');
  });

  it('validate reads --value-size, --keys and --duration with the same units and bounds', async () => {
    const fromValidate = await usageError(['validate', 'x.ini', '--value-size', '1TB']);
    expect(fromValidate).toContain('--value-size: 1TB is out of range; allowed: a size from 1 byte');
    expect(await usageError(['generate', ...HOST, '--value-size', '1TB'])).toBe(fromValidate);
    expect(await usageError(['validate', 'x.ini', '--keys', '2 gazillion'])).toContain("--keys: '2 gazillion' is not a whole number");
  });
});

describe('strict grammar', () => {
  it('compare --memory-limit: the shared size grammar, at least 64 MiB', async () => {
    expect(await usageError(['compare', '--memory-limit', '10MB', '--dry-run'])).toBe(
      'rocktune: error: --memory-limit: 10MB is out of range; allowed: a size from 64 MiB to 8 PiB',
    );
    expect(await usageError(['compare', '--memory-limit', 'lots', '--dry-run'])).toContain("--memory-limit: 'lots' is not a size");
  });

  it.each([
    [['generate', '--keys', '1,5e9'], "--keys: '1,5e9' is not a whole number"],
    [['generate', '--threads', '4,8'], "--threads: '4,8' is not a whole number"],
    [['compare', '--load-keys', '4,8', '--dry-run'], "--load-keys: '4,8' is not a whole number"],
  ])('%j: ambiguous thousands separators are refused', async (argv, message) => {
    expect(await usageError(argv)).toContain(message);
  });

  it('unambiguous thousands separators are read', async () => {
    const r = await runInProcess(['generate', ...HOST, '--keys', '1,000,000', '-f', 'json']);
    expect(JSON.parse(r.stdout).inputs.totalKeys).toBe(1_000_000);
  });

  it.each([
    [['generate', '--threads', '4', '--threads', '8'], '--threads is given more than once (--threads and --threads); give it once'],
    [['generate', '-o', 'a.ini', '--output', 'b.ini'], '--output is given more than once (-o and --output)'],
    [['validate', 'x.ini', '--test', 'sine', '--workload', 't5'], '--test is given more than once (--test and --workload)'],
  ])('%j: a repeated flag is a usage error', async (argv, message) => {
    expect(await usageError(argv)).toContain(message);
  });

  it('a flag followed by another flag has no value', async () => {
    expect(await usageError(['generate', '--threads', '--dram', '8GB'])).toContain(
      '--threads needs a value (found the flag --dram instead)',
    );
    expect(await usageError(['generate', '-o'])).toContain('-o needs a value');
  });

  it('negative numbers still reach the validator', async () => {
    expect(await usageError(['generate', '--dram', '-1GB'])).toMatch(/--dram: '?-1GB'? is/);
    expect(await usageError(['validate', 'x.ini', '--duration', '-1'])).toContain('--duration: -1 is out of range');
  });

  it('a line break or control character in a value is refused, not echoed into the output', async () => {
    const line = await usageError(['generate', '--workload', 'general\nrocktune: all good']);
    expect(line).toContain('--workload: the value contains a line break or control character; not allowed');
    expect(await usageError(['generate', '-o', 'x\u001b]0;pwned\u0007.ini'])).toContain('--output: the value contains');
  });

  it('messages name flags, never internal fields', async () => {
    const line = await usageError(['generate', '--key-size', '0']);
    expect(line).toContain('--key-size: 0 is out of range');
    expect(line).not.toMatch(/keySize/);
  });
});

describe('validate --workload is the old name of --test', () => {
  it('help marks it deprecated and explains the difference from generate', async () => {
    const r = await runInProcess(['validate', '--help']);
    expect(r.stdout).toMatch(/--workload T\s+deprecated: the old name of --test/);
    expect(r.stdout).toMatch(/--test T\s+auto, t5/);
    const gen = await runInProcess(['generate', '--help']);
    expect(gen.stdout).toMatch(/-w, --workload PRESET\s+preset: general/);
  });
});
