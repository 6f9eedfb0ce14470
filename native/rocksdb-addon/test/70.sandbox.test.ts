// The sandbox: a file whose path options point outside the workspace (here wal_dir and db_log_dir, every path
// option the engine profiles list) leaves that directory untouched, on success, failure and Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { profileForFileVersion } from '@rocktune/calculator';
import { afterAll, describe, expect, it } from 'vitest';

import { Workspace, addonBuilt, checkOptions, loadTest, validateOptions } from '../lib/index.js';
import { SMALL, withLine } from './fixtures.js';

const outside = mkdtempSync(join(tmpdir(), 'rocktune-outside-'));
const tmpRoot = mkdtempSync(join(tmpdir(), 'rocktune-sandbox-root-'));
writeFileSync(join(outside, 'precious.txt'), 'the user data next to the paths');
mkdirSync(join(outside, 'existing-wal'));
afterAll(() => {
  rmSync(outside, { recursive: true, force: true });
  rmSync(tmpRoot, { recursive: true, force: true });
});

/** Every file and directory under `dir` with its size and mtime: what "untouched" is checked against. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const st = statSync(join(dir, name));
      return `${name} ${st.isDirectory() ? 'dir' : st.size} ${st.mtimeMs}`;
    });
}
const before = snapshot(outside);

/** The path options of both engines' profiles, each pointed outside (one into an existing directory). */
function pointingOutside(text: string): string {
  const keys = new Set(['rocksdb', 'trocksdb'].flatMap((e) => profileForFileVersion(undefined, e as 'rocksdb').profile.pathOptions.map((p) => p.name)));
  expect([...keys].sort()).toEqual(['db_log_dir', 'wal_dir']); // the profiles' list: a new path option needs a look here
  return withLine(text, '[DBOptions]', `  wal_dir=${join(outside, 'existing-wal')}\n  db_log_dir=${join(outside, 'log')}`);
}
const TEXT = pointingOutside(SMALL);

describe('the validation sandbox', () => {
  it('a successful run writes nothing where wal_dir and db_log_dir point, and reports the redirects', async () => {
    const report = await validateOptions(TEXT, { keys: 20_000, durationSec: 0.5, readers: 1, tmpRoot });
    expect(report.check.ok).toBe(true);
    expect(report.check.sandboxed.map((r) => [r.key, r.requested])).toEqual([
      ['wal_dir', join(outside, 'existing-wal')],
      ['db_log_dir', join(outside, 'log')],
    ]);
    for (const r of report.check.sandboxed) expect(r.redirectedTo.startsWith(tmpRoot)).toBe(true);
    expect(report.check.changes.filter((c) => c.kind === 'sandboxed').map((c) => c.key)).toEqual(['wal_dir', 'db_log_dir']);
    expect(report.run?.readFound).toBe(report.run?.readOps); // T5 found T2's WAL and data in the same redirected wal_dir
    expect(snapshot(outside)).toEqual(before);
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('a rejected file and a crashed engine write nothing there either', async () => {
    const rejected = await checkOptions(TEXT.replace('compression=kNoCompression', 'compression=kBogus'));
    expect(rejected.accepted).toBe(false);
    const ws = Workspace.create({ tmpRoot });
    process.env.ROCKTUNE_ENGINE_TEST_CRASH = 'abort';
    try {
      await expect(loadTest({ options: TEXT, workspace: ws, keys: 1000 })).rejects.toMatchObject({ code: 'ENGINE_CRASHED' });
    } finally {
      delete process.env.ROCKTUNE_ENGINE_TEST_CRASH;
      ws.dispose();
    }
    expect(snapshot(outside)).toEqual(before);
  });

  it.runIf(addonBuilt('trocksdb'))('TRocksDB runs the same file inside the sandbox', async () => {
    const noCache = TEXT.replace(/^ {2}block_cache=.*\n?/m, ''); // TRocksDB cannot read block_cache from a file
    const report = await validateOptions(noCache, { engine: 'trocksdb', keys: 5_000, durationSec: 0.3, readers: 1, tmpRoot });
    expect(report.check).toMatchObject({ ok: true, engine: 'trocksdb' });
    expect(report.check.sandboxed).toHaveLength(2);
    expect(snapshot(outside)).toEqual(before);
  });

  it('Ctrl-C in the middle of T2 leaves it untouched too', async () => {
    const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));
    expect(existsSync(dist), `${dist} is missing: run 'npm run build -w @rocktune/rocksdb-addon' first (npm test does)`).toBe(true);
    const script = `
      const { validateOptions } = await import(${JSON.stringify(dist)});
      await validateOptions(process.env.OPTS, { keys: 5000000, tmpRoot: process.env.ROOT,
        onProgress: (e) => { if (e.phase === 'load') process.stdout.write('loading\\n'); } });
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, OPTS: TEXT, ROOT: tmpRoot }, stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.kill('SIGINT');
    const [code, signal] = await new Promise<[number | null, string | null]>((r) => child.on('exit', (c, s) => r([c, s])));
    expect(signal ?? code).toBe('SIGINT');
    expect(snapshot(outside)).toEqual(before);
    expect(readdirSync(tmpRoot)).toEqual([]);
  });
});
