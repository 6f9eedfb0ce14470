import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';
import { LINKED_VERSION } from './versions.js';

// Real engine (the linked RocksDB through @rocktune/rocksdb-addon), tiny sizes: 20k keys, 1 s runs, 1 round.
const dir = mkdtempSync(join(tmpdir(), 'rocktune-compare-'));
const tmpRoot = mkdtempSync(join(tmpdir(), 'rocktune-compare-tmp-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(tmpRoot, { recursive: true, force: true });
});
const env = { TMPDIR: tmpRoot };
// The guide's rules with separated values (800-byte values would stay inline under --kv-separation auto).
const HOST = ['--threads', '2', '--dram', '24GB', '--open-files', '10666', '--kv-separation', 'on'];
const SMALL = [...HOST, '--keys', '2e6', '--rounds', '1', '--load-keys', '20000', '--duration', '1', '--readers', '2'];
const out = (name: string) => join(dir, name);
/** 2e7 keys with a 200-file budget: the guide's per-file sizes (8 MB SSTs, 168 MB buffers), exact at 1/1000. */
const SCALED_GUIDE = ['--threads', '2', '--dram', '24GB', '--open-files', '200', '--kv-separation', 'on', '--keys', '2e7'];

describe('rocktune compare: bad input is rejected before anything runs', () => {
  const cases: [string, string[], RegExp][] = [
    ['--rounds 0', ['--rounds', '0'], /--rounds: 0 is out of range; allowed: a whole number from 1 to 1,000/],
    [
      'unknown variant',
      ['--variants', 'tuned,triple'],
      /--variants: unknown variant 'triple'; allowed: tuned, defaults, half, double, general/,
    ],
    [
      'unknown --vary option',
      ['--vary', 'write_bufer_size'],
      /--vary: 'write_bufer_size' cannot be varied \(not in the tuned file\); allowed: .*write_buffer_size/,
    ],
    ['--vary of a structural option', ['--vary', 'num_levels'], /--vary: 'num_levels' cannot be varied \(structure, not a size\)/],
    ['--scale typo', ['--scale', 'on'], /--scale: 'on' is not allowed; allowed: auto, off/],
    ['too little disk', ['--load-keys', '9e9'], /too little disk: one run plans .* GiB of data .*; only .* GiB is available/],
    [
      'memory beyond the host',
      ['--load-keys', '1000'],
      /variant 'double' needs .* GiB for memtables and block cache, more than this host's .*add --scale auto/,
    ],
  ];
  for (const [name, flags, message] of cases) {
    it(name, async () => {
      const o = out(`bad-${name.replace(/\W+/g, '-')}`);
      const keys = name === 'memory beyond the host' ? '8e12' : '2e6';
      const r = await runInProcess(['compare', ...HOST, '--keys', keys, ...flags, '--out', o], { env });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
      expect(existsSync(o)).toBe(false);
    });
  }
});

describe('rocktune compare (real RocksDB)', () => {
  it('tuned vs defaults: JSON on stdout, compare.json, the SVG chart and the variants files; temp data removed', async () => {
    const o = out('run1');
    const r = await runInProcess(['compare', ...SMALL, '--variants', 'tuned,defaults', '--format', 'json', '--out', o], { env });
    expect(r.stderr).toMatch(/wrote .*compare\.json/);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ kind: 'rocktune-compare', complete: true, engine: { rocksdbVersion: LINKED_VERSION } });
    expect(json.variants.map((v: { name: string }) => v.name)).toEqual(['tuned', 'defaults']);
    const [tuned, defaults] = json.variants;
    expect(tuned.runs).toHaveLength(1);
    expect(tuned.summary.t5ReadsPerSec.median).toBeGreaterThan(100);
    expect(tuned.summary.t2Seconds.n).toBe(1);
    expect(['better', 'worse', 'tie']).toContain(defaults.vsTuned.t5ReadsPerSec.outcome);
    expect(defaults.vsTuned.t5ReadsPerSec.noise).toBeGreaterThanOrEqual(0.3);
    expect(JSON.parse(readFileSync(join(o, 'compare.json'), 'utf8')).variants).toHaveLength(2);
    const svg = readFileSync(join(o, 'compare.svg'), 'utf8');
    expect(svg.match(/class="bar"/g)).toHaveLength(4);
    expect(readdirSync(join(o, 'variants')).sort()).toEqual(['defaults.ini', 'tuned.ini']);
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('--block-cache SIZE: every variant runs with the block cache set in code, recorded in the settings', async () => {
    const r = await runInProcess(
      ['compare', ...SMALL, '--variants', 'tuned', '--block-cache', '16MiB', '--format', 'json', '--out', out('cache')],
      { env },
    );
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.settings.blockCacheBytes).toBe(16 * 2 ** 20);
    expect(json.variants[0].runs).toHaveLength(1);
  });

  it('--scale auto: the scale model scales the files, text shows predicted vs measured shape; --progress lines', async () => {
    const o = out('scale');
    const r = await runInProcess(
      [
        'compare',
        ...SCALED_GUIDE,
        '--rounds',
        '1',
        '--load-keys',
        '20000',
        '--duration',
        '1',
        '--readers',
        '2',
        '--variants',
        'tuned',
        '--scale',
        'auto',
        '--progress',
        '--out',
        o,
      ],
      { env },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Scale model: factor 0\.00100 \(20k test keys for 20M keys\)/);
    expect(r.stdout).toMatch(/write_buffer_size: 168000000 -> 168000/);
    expect(r.stdout).toMatch(/L2\s+64\s+64\s+\d+/);
    expect(r.stdout).toMatch(/The model is exact for these options/);
    expect(r.stdout).toMatch(/level\s+full-size files\s+scaled files \(predicted\)\s+scaled files \(measured after T2\)/);
    expect(r.stdout).toMatch(/Does not transfer:/);
    expect(r.stderr).toMatch(/^\[1\/1\] round 1\/1 tuned\s+run .*reads\/s/m);
    const json = JSON.parse(readFileSync(join(o, 'compare.json'), 'utf8'));
    expect(json.scale.factor).toBeCloseTo(1e-3, 12);
    expect(json.scale.inexact).toEqual([]);
    expect(readFileSync(join(o, 'variants', 'tuned.ini'), 'utf8')).toMatch(/scale model: size options x 0\.00100/);
  });

  it('--vary with --dry-run lists the one-setting variants and runs nothing', async () => {
    const r = await runInProcess(['compare', ...SMALL, '--vary', 'write_buffer_size', '--dry-run', '--out', out('dry')], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/plan: 6 variants x 1 rounds = 6 runs/);
    expect(r.stdout).toMatch(/write_buffer_size:half: .*write_buffer_size 42000000 -> 21000000/);
    expect(r.stdout).toMatch(/half: .*\n\s+clamped max_write_buffer_number: 2 x 0.5 = 1 raised to 2/);
  });

  it('--variants file:PATH runs an OPTIONS file as written, named after the file; a missing file is a usage error', async () => {
    const ini = join(dir, 'nodyn.ini');
    writeFileSync(
      ini,
      `[Version]\n  rocksdb_version=${LINKED_VERSION}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n  level_compaction_dynamic_level_bytes=false\n[TableOptions/BlockBasedTable "default"]\n`,
    );
    const r = await runInProcess(['compare', ...SMALL, '--variants', `tuned,file:${ini}`, '--dry-run', '--out', out('file')], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/plan: 2 variants x 1 rounds = 2 runs/);
    expect(r.stdout).toContain(`  nodyn: the OPTIONS file ${ini} as written`);
    expect(readFileSync(join(out('file'), 'variants', 'nodyn.ini'), 'utf8')).toBe(readFileSync(ini, 'utf8'));
    const missing = await runInProcess(
      ['compare', ...SMALL, '--variants', `tuned,file:${join(dir, 'none.ini')}`, '--dry-run', '--out', out('file2')],
      { env },
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--variants file:.*none\.ini: cannot read .*none\.ini \(ENOENT\)/);
  });

  it('Ctrl-C stops cleanly, removes temporary data and prints what finished', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const tsx = join(root, 'node_modules/tsx/dist/esm/index.mjs');
    const main = join(root, 'packages/cli/src/main.ts');
    const o = out('sigint');
    const child = spawn(
      process.execPath,
      [
        '--conditions',
        'rocktune-source',
        '--import',
        tsx,
        main,
        'compare',
        ...HOST,
        '--keys',
        '2e6',
        '--rounds',
        '3',
        '--load-keys',
        '20000',
        '--duration',
        '3',
        '--readers',
        '1',
        '--variants',
        'tuned,defaults',
        '--progress',
        '--out',
        o,
      ],
      {
        env: { ...process.env, TMPDIR: tmpRoot },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    let sent = false;
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      // after the first run finished and the second is running
      if (!sent && /\[2\/6\].*run /.test(stderr)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    const status = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
      child.on('exit', (code, signal) => res({ code, signal })),
    );
    expect(sent, `compare ended before its second run: ${stderr.slice(-1500)}`).toBe(true);
    expect(status.signal === 'SIGINT' || status.code === 130).toBe(true);
    expect(stderr).toMatch(/interrupted after 1 of 6 runs; temporary data removed/);
    expect(stderr).toMatch(/variant\s+T2 s/);
    expect(JSON.parse(readFileSync(join(o, 'compare.json'), 'utf8')).complete).toBe(false);
    expect(readdirSync(tmpRoot).filter((n) => n.startsWith('rocktune'))).toEqual([]); // tsx keeps its cache there
  }, 60_000);
});

describe('rocktune validate --scale auto (real RocksDB)', () => {
  it('scales a generated file by --keys / --full-keys and prints the model', async () => {
    const gen = await runInProcess(['generate', ...SCALED_GUIDE]);
    expect(gen.code).toBe(0);
    const f = join(dir, 'scaled.ini');
    (await import('node:fs')).writeFileSync(f, gen.stdout);
    const r = await runInProcess(
      ['validate', f, '--scale', 'auto', '--full-keys', '2e7', '--keys', '20000', '--duration', '1', '--readers', '2', '--format', 'json'],
      { env },
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/Scale model: factor 0\.00100 \(20k test keys for 20M keys\)/);
    expect(r.stderr).toMatch(/write_buffer_size: 168000000 -> 168000/);
    const json = JSON.parse(r.stdout);
    expect(json.check.ok).toBe(true);
    expect(json.load.ops).toBe(20000);
  });

  it('--full-keys without --scale auto is a usage error', async () => {
    const r = await runInProcess(['validate', join(dir, 'scaled.ini'), '--full-keys', '8e9'], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--full-keys needs --scale auto/);
  });
});
