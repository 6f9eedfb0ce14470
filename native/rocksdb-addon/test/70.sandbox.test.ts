// The sandbox: a file whose path options point outside the workspace (here wal_dir and db_log_dir, every path
// option the engine profiles list) leaves that directory untouched, on success, failure and Ctrl-C.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { profileForFileVersion } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';

import { addonBuilt, checkOptions, loadTest, validateOptions } from '../lib/index.js';
import { SMALL, withLine } from './fixtures.js';
import { spawnValidation } from './validate-child.js';
import { tempRoot, withWorkspace } from './with-workspace.js';

const outside = tempRoot('outside');
const tmpRoot = tempRoot('sandbox-root');
writeFileSync(join(outside, 'precious.txt'), 'the user data next to the paths');
mkdirSync(join(outside, 'existing-wal'));

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
  const keys = new Set(
    ['rocksdb', 'trocksdb'].flatMap((e) => profileForFileVersion(undefined, e as 'rocksdb').profile.pathOptions.map((p) => p.name)),
  );
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
    process.env.ROCKTUNE_ENGINE_TEST_CRASH = 'abort';
    try {
      await withWorkspace({ tmpRoot }, (ws) =>
        expect(loadTest({ options: TEXT, workspace: ws, keys: 1000 })).rejects.toMatchObject({ code: 'ENGINE_CRASHED' }),
      );
    } finally {
      delete process.env.ROCKTUNE_ENGINE_TEST_CRASH;
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
    const { child, exited } = spawnValidation(TEXT, tmpRoot);
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(snapshot(outside)).toEqual(before);
    expect(readdirSync(tmpRoot)).toEqual([]);
  });
});
