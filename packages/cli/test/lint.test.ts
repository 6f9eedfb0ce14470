import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleMetas } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';
import { DEFAULT_VERSION } from './versions.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CORPUS = 'fixtures/options-files';
const CLEAN = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n[DBOptions]\n  max_open_files=-1\n[CFOptions "default"]\n  compression=kNoCompression\n`;

function scratch(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-lint-'));
  mkdirSync(join(dir, '.git'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const lint = (args: string[], cwd = ROOT) => runInProcess(['lint', '--no-config', ...args], { cwd });

describe('rocktune lint: golden findings of the fixture corpus', () => {
  const files = readdirSync(join(ROOT, CORPUS)).filter((f) => f.endsWith('.OPTIONS'));
  it.each(files)('%s', async (file) => {
    const r = await lint(['--format', 'json', `${CORPUS}/${file}`]);
    const report = JSON.parse(r.stdout) as { files: unknown[] };
    const golden = readFileSync(join(ROOT, 'fixtures/expected', file.replace(/\.OPTIONS$/, '.lint.json')), 'utf8');
    expect(`${JSON.stringify(report.files[0], null, 2)}\n`).toBe(golden);
  });
});

describe('rocktune lint: exit codes', () => {
  it('0 for a clean file, nothing but the summary', async () => {
    const dir = scratch({ 'OPTIONS-000007': CLEAN });
    const r = await lint(['OPTIONS-000007'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('0 problems (0 errors, 0 warnings, 0 info) in 1 file\n');
  });

  it('1 for errors, with the file, position, offending line and rule in the text', async () => {
    const r = await lint([`${CORPUS}/lint-silent-1.OPTIONS`]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${CORPUS}/lint-silent-1.OPTIONS  judged as rocksdb@`);
    expect(r.stdout).toContain('  10:18  error  bytes_per_sync=1.5m is silently read as 1');
    expect(r.stdout).toContain('    10 |   bytes_per_sync=1.5m\n       |                  ^\n');
  });

  it('1 when warnings exceed --max-warnings, 0 within it', async () => {
    const dir = scratch({ 'a.OPTIONS': CLEAN.replace('max_open_files=-1', 'max_open_files=5') });
    expect((await lint(['--max-warnings', '0', 'a.OPTIONS'], dir)).code).toBe(1);
    expect((await lint(['--max-warnings', '1', 'a.OPTIONS'], dir)).code).toBe(0);
  });

  it.each([
    [['does-not-exist.OPTIONS'], 'does-not-exist.OPTIONS: no such file or directory'],
    [[], 'missing FILE, DIR or -'],
    [['--format', 'xml', 'x'], "--format: 'xml' is not allowed"],
    [['--max-warnings', 'many', 'x'], '--max-warnings'],
    [['--dram', 'lots', 'x'], '--dram'],
  ])('2 for usage errors: %j', async (args, message) => {
    const r = await lint(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });
});

describe('rocktune lint: bad input is a clear message and exit 2', () => {
  it.each([['directory without OPTIONS files', { 'notes.txt': 'hi' }, '.', 'directory has no OPTIONS files']])(
    '%s',
    async (_name, files, arg, message) => {
      const r = await lint([arg], scratch(files));
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(message);
    },
  );

  it.each([
    ['{ nope', 'invalid JSON'],
    ['{"rules": {"no-such-rule": "off"}}', "rules: unknown rule 'no-such-rule'"],
    ['{"facts": {"dramBytes": "lots"}}', 'facts.dramBytes'],
  ])('invalid .rocktune.json %s', async (config, message) => {
    const dir = scratch({ '.rocktune.json': config, 'OPTIONS-000001': CLEAN });
    const r = await runInProcess(['lint', 'OPTIONS-000001'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`.rocktune.json: ${message}`);
  });
});

describe('rocktune lint: configuration and facts', () => {
  const memoryHog = CLEAN.replace(
    'compression=kNoCompression',
    'compression=kNoCompression\n  write_buffer_size=30g\n  max_write_buffer_number=8',
  );

  it('.rocktune.json facts enable the hardware rules and its rules setting re-grades them', async () => {
    const dir = scratch({ '.rocktune.json': JSON.stringify({ facts: { dramBytes: '64GB' } }), 'OPTIONS-000001': memoryHog });
    const r = await runInProcess(['lint', 'OPTIONS-000001'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('memtables-exceed-dram');
    writeFileSync(
      join(dir, '.rocktune.json'),
      JSON.stringify({ facts: { dramBytes: '64GB' }, rules: { 'memtables-exceed-dram': 'warn' } }),
    );
    expect((await runInProcess(['lint', 'OPTIONS-000001'], { cwd: dir })).code).toBe(0);
  });

  it('flags give the same facts; nothing is detected from the host', async () => {
    const dir = scratch({ 'OPTIONS-000001': memoryHog });
    expect((await lint(['OPTIONS-000001'], dir)).stdout).not.toContain('memtables-exceed-dram');
    expect((await lint(['--dram', '64GB', 'OPTIONS-000001'], dir)).stdout).toContain('memtables-exceed-dram');
  });
});

describe('rocktune lint: formats', () => {
  it('github: one workflow command per finding, escaped', async () => {
    const r = await lint(['--format', 'github', `${CORPUS}/lint-loud-1.OPTIONS`]);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(9);
    const badVersion = /rocksdb_version=(\S+)/.exec(readFileSync(`${CORPUS}/lint-loud-1.OPTIONS`, 'utf8'))?.[1];
    expect(badVersion?.split('.')).toHaveLength(4);
    expect(lines[0]).toBe(
      `::error file=${CORPUS}/lint-loud-1.OPTIONS,line=3,col=19,title=rocktune invalid-version::rocksdb_version=${badVersion}: RocksDB refuses the file: "A valid rocksdb_version can only contains at most 2 dots".`,
    );
  });

  it('sarif: a 2.1.0 log with rules, levels and regions', async () => {
    const r = await lint(['--format', 'sarif', `${CORPUS}/lint-silent-1.OPTIONS`]);
    const log = JSON.parse(r.stdout);
    expect(log).toMatchObject({ version: '2.1.0', $schema: 'https://json.schemastore.org/sarif-2.1.0.json' });
    const run = log.runs[0];
    expect(run.tool.driver.name).toBe('rocktune');
    expect(run.results).toHaveLength(11);
    for (const result of run.results) {
      expect(run.tool.driver.rules[result.ruleIndex].id).toBe(result.ruleId);
      expect(['error', 'warning', 'note']).toContain(result.level);
      expect(result.message.text.length).toBeGreaterThan(0);
      expect(result.locations[0].physicalLocation.artifactLocation).toEqual({
        uri: `${CORPUS}/lint-silent-1.OPTIONS`,
        uriBaseId: '%SRCROOT%',
      });
      expect(result.locations[0].physicalLocation.region.startLine).toBeGreaterThan(0);
    }
  });
});

describe('rocktune lint --fix', () => {
  it('rewrites the file, keeps a .bak and reports what is left', async () => {
    const broken = CLEAN.replace('max_open_files=-1', 'max_open_files=5\n  bytes_per_sync=1.5m');
    const dir = scratch({ 'OPTIONS-000001': broken });
    const r = await lint(['--fix', 'OPTIONS-000001'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('fixed 2 problem(s) in OPTIONS-000001 (backup: OPTIONS-000001.bak)');
    expect(readFileSync(join(dir, 'OPTIONS-000001.bak'), 'utf8')).toBe(broken);
    expect(readFileSync(join(dir, 'OPTIONS-000001'), 'utf8')).toBe(
      CLEAN.replace('max_open_files=-1', 'max_open_files=20\n  bytes_per_sync=1572864'),
    );
  });

  it('leaves a file without fixes untouched and makes no backup', async () => {
    const dir = scratch({ 'OPTIONS-000001': CLEAN });
    await lint(['--fix', 'OPTIONS-000001'], dir);
    expect(existsSync(join(dir, 'OPTIONS-000001.bak'))).toBe(false);
  });
});

describe('rocktune lint --list-rules', () => {
  it('lists every registered rule, one line each, with severity', async () => {
    const r = await lint(['--list-rules']);
    expect(r.code).toBe(0);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/)[0]),
    ).toEqual(ruleMetas().map((m) => m.id));
    expect(r.stdout).toMatch(/^duplicate-key\s+error\s+fix/m);
  });
});
