import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorLines, runInProcess } from './harness.js';

const E1 = {
  threads: '48',
  dram: '128GB',
  'key-size': '20',
  'value-size': '800',
  keys: '8e9',
  'open-files': '80000',
  'kv-separation': 'on',
};
const E1_FLAGS = flags(E1);
/** A flag may be given once (a repeat is a usage error), so variations of E1 replace its values. */
function flags(values: Record<string, string>): string[] {
  return Object.entries(values).flatMap(([name, value]) => [`--${name}`, value]);
}
const dir = mkdtempSync(join(tmpdir(), 'rocktune-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('rocktune generate', () => {
  it('prints the OPTIONS file on stdout, exit 0', async () => {
    const r = await runInProcess(['generate', ...E1_FLAGS]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[CFOptions "default"]\n  write_buffer_size=168000000\n  max_write_buffer_number=13\n');
    expect(r.stderr).not.toContain('detected');
  });

  it('takes --dram with thousands separators, as --keys does (issue 35): the same file as 128GB', async () => {
    const grouped = await runInProcess(['generate', ...flags({ ...E1, dram: '128,000,000,000', keys: '8,000,000,000' })]);
    expect(grouped.code).toBe(0);
    expect(grouped.stdout).toBe((await runInProcess(['generate', ...E1_FLAGS])).stdout);
  });

  it('--format json has the contract fields with numbers as numbers', async () => {
    const r = await runInProcess(['generate', ...E1_FLAGS, '--format', 'json']);
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining(['inputs', 'options', 'sections', 'explanations', 'warnings', 'levels', 'memory']),
    );
    expect(json.options.max_background_jobs).toBe(48);
    expect(json.sections.block_cache).toBe('TableOptions/BlockBasedTable');
    expect(json.levels[5]).toEqual({ level: 6, files: 262144, bytes: 2097152000000 });
    expect(json.explanations.target_file_size_base.source).toBe('G, "Target File Size Tuning"');
  });

  it('--format table shows options, level table and memory budget', async () => {
    const r = await runInProcess(['generate', ...E1_FLAGS, '-f', 'table']);
    expect(r.stdout).toMatch(/CFOptions\s+write_buffer_size\s+168,000,000/);
    expect(r.stdout).toMatch(/L6\s+262,144\s+2,097,152,000,000/);
    expect(r.stdout).toMatch(/memtables\s+2\.18 GB\s+write_buffer_size \* max_write_buffer_number = 168,000,000 \* 13/);
    expect(r.stdout).toMatch(/block cache\s+33\.4 GB/);
    expect(r.stdout).toMatch(/index blocks\s+[\d.]+ GB\s+ceil.*outside the cache/);
    expect(r.stdout).toContain('fills the last level first');
  });

  it('with no flags sizes for this host and reports what it detected on stderr', async () => {
    const r = await runInProcess(['generate']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/detected CPU threads \d+/);
    expect(r.stderr).toMatch(/detected DRAM \d+ bytes = [\d.]+ [KMGT]iB \(/);
    expect(r.stderr).toContain("assumed the guide's reference workload");
    expect(r.stdout).toContain('[DBOptions]');
  });

  it('-o writes the file and nothing to stdout', async () => {
    const r = await runInProcess(['generate', ...E1_FLAGS, '-o', 'OPTIONS.ini'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(join(dir, 'OPTIONS.ini'), 'utf8')).toContain('max_background_jobs=48');
    expect(readdirSync(dir)).toEqual(['OPTIONS.ini']);
  });

  it('E2 warns memtables-exceed-dram and caps; E4 clamps with a warning', async () => {
    const e2 = await runInProcess(['generate', ...flags({ ...E1, threads: '256', 'value-size': '150000' }), '-f', 'json']);
    expect(JSON.parse(e2.stdout).options.write_buffer_size).toBe(1_575_255_559);
    expect(e2.stderr).toContain('[memtables-exceed-dram]');
    const e4 = await runInProcess(['generate', ...flags({ ...E1, threads: '2' })]);
    expect(e4.stdout).toContain('level0_slowdown_writes_trigger=20\n  level0_stop_writes_trigger=36'); // rules.md X-l0-small-host
    expect(e4.stderr).toContain('[l0-triggers-clamped]');
  });

  it('an infeasible configuration exits 1 with one line', async () => {
    const r = await runInProcess([
      'generate',
      '--threads',
      '48',
      '--dram',
      '64MiB',
      '--memory-fraction',
      '0.05',
      '--value-size',
      '1000000',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('rocktune: error: write_buffer_size: even one record');
  });
});

describe('bad input: one line naming the flag and what is allowed, exit 2, nothing written', () => {
  it.each([
    [['--threads', '0'], '--threads: 0 is out of range; allowed: a whole number from 1 to 4,096'],
    [['--threads', 'many'], "--threads: 'many' is not a whole number"],
    [['--dram', '-1GB'], '--dram: -1GB is negative; allowed: a size from'],
    [['--memory-fraction', '1e30'], '--memory-fraction: 1e30 is out of range; allowed: a number from 0.05 to 1'],
    [['--value-size', '1TB'], '--value-size: 1TB is out of range'],
    [
      ['--workload', 'olap'],
      "--workload: 'olap' is not allowed; allowed: general, write-heavy, read-heavy, bulk-load, auto-tuned-compactions, dynamic-l0",
    ],
    [['--dialect', 'leveldb'], "--dialect: 'leveldb' is not allowed"],
    [['--format', 'xml'], "--format: 'xml' is not allowed; allowed: ini, json, table"],
    [['--dialect', 'trocksdb', '--kv-separation', 'off'], '--kv-separation: off conflicts with dialect trocksdb'],
    [['--annotate', '--format', 'json'], '--annotate conflicts with --format json; it applies to --format ini only'],
    [['--thread', '4'], 'unknown flag --thread'],
    [['--threads'], '--threads needs a value'],
    [['extra'], "unexpected argument 'extra'"],
  ])('%j', async (argv, message) => {
    const r = await runInProcess(['generate', ...(argv.includes('--dram') ? [] : ['--dram', '8GB']), ...argv], { cwd: dir });
    expect(r.code).toBe(2);
    // nothing on stdout, except the one JSON failure object --format json asks for (issue 21 item 7)
    expect(r.stdout).toBe(
      argv.includes('json') ? `${JSON.stringify({ ok: false, error: { code: 'USAGE_ERROR', message } }, null, 2)}\n` : '',
    );
    const lines = errorLines(r.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
