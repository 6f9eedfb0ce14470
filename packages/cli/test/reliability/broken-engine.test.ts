import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 36 item 8b: an installed rocktune whose engine is broken printed an uncaught EngineError stack trace, "not built"
// for an engine that is built but unreadable, and "exited with code 1 during engineInfo: } |  | Node.js v20" for a
// missing engine script. Here an installed layout (node_modules/rocktune and @rocktune/rocksdb-addon copied from the
// builds, the rest linked) is broken one way at a time; `rocktune engine` and `validate` say what and how to fix it.
const REPO = join(import.meta.dirname, '../../../..');
const ADDON = join(REPO, 'native/rocksdb-addon');
let root: string;
let installed: string;
let addonFile: string;
let options: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'rocktune-broken-engine-'));
  chmodSync(root, 0o755); // `nobody` runs it too
  const modules = join(root, 'node_modules');
  const cli = join(modules, 'rocktune');
  const addon = join(modules, '@rocktune/rocksdb-addon');
  mkdirSync(join(cli, 'dist'), { recursive: true });
  for (const f of ['main.cjs', 'rocktune.cjs']) copyFileSync(join(REPO, 'packages/cli/dist', f), join(cli, 'dist', f));
  copyFileSync(join(REPO, 'packages/cli/package.json'), join(cli, 'package.json'));
  for (const part of ['dist', 'child', 'package.json']) cpSync(join(ADDON, part), join(addon, part), { recursive: true });
  mkdirSync(join(addon, 'build/Release'), { recursive: true });
  addonFile = join(addon, 'build/Release/rocktune_rocksdb.node');
  copyFileSync(join(ADDON, 'build/Release/rocktune_rocksdb.node'), addonFile);
  symlinkSync(join(REPO, 'packages/calculator'), join(modules, '@rocktune/calculator'));
  for (const name of readdirSync(join(REPO, 'node_modules')))
    if (name !== '@rocktune' && name !== 'rocktune') symlinkSync(join(REPO, 'node_modules', name), join(modules, name));
  installed = join(cli, 'dist/main.cjs');
  options = join(root, 'OPTIONS.ini');
  writeFileSync(options, run(['generate', '--threads', '2', '--dram', '1GB', '--keys', '1e6']).stdout);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(args: string[], asNobody = false): { status: number | null; stdout: string; stderr: string } {
  const cmd = asNobody
    ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, installed, ...args]
    : [process.execPath, installed, ...args];
  const r = spawnSync(cmd[0] as string, cmd.slice(1), { encoding: 'utf8', cwd: root });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Both commands: exit 1, one line on stderr that matches `words`, no stack trace. */
function expectOneLine(words: RegExp, asNobody = false): void {
  for (const args of [['engine'], ['validate', options, '--check-only']]) {
    const r = run(args, asNobody);
    expect(r.stderr.trim().split('\n'), `rocktune ${args[0]}`).toHaveLength(1);
    expect(r.stderr).toMatch(words);
    expect(r.stderr).not.toMatch(/\n\s+at |not built/);
    expect(r.status).toBe(1);
  }
}

describe('an installed rocktune with a broken engine', () => {
  it('works while the engine is whole (the layout is sound)', () => {
    expect(run(['engine'])).toMatchObject({ status: 0, stdout: expect.stringMatching(/^rocksdb \d+\.\d+\.\d+ /) });
  });

  it("an empty or a foreign .node: the loader's words and the rebuild command", () => {
    const good = join(root, 'good.node');
    copyFileSync(addonFile, good);
    try {
      writeFileSync(addonFile, '');
      expectOneLine(/cannot load the RocksDB addon .*file too short\. Rebuild it with `rocktune engine build`/);
      copyFileSync('/bin/true', addonFile); // a foreign file
      expectOneLine(/cannot load the RocksDB addon .*\. Rebuild it with `rocktune engine build`/);
    } finally {
      copyFileSync(good, addonFile);
    }
  });

  it.skipIf(process.getuid?.() !== 0)('mode 000, as another user: built but unreadable, never "not built"', () => {
    chmodSync(addonFile, 0o000);
    try {
      expectOneLine(
        /is built but cannot be read by this user \(EACCES\): let it be read \(chmod a\+r\), or rebuild it with `rocktune engine build`/,
        true,
      );
    } finally {
      chmodSync(addonFile, 0o755);
    }
  });

  it('the engine process script missing: an incomplete install, reinstall', () => {
    const script = join(installed, '../../../@rocktune/rocksdb-addon/child/engine-child.mjs');
    const kept = join(root, 'engine-child.mjs');
    copyFileSync(script, kept);
    unlinkSync(script);
    try {
      expectOneLine(/the engine process script .*engine-child\.mjs is missing or unreadable \(ENOENT\): reinstall rocktune/);
    } finally {
      copyFileSync(kept, script);
    }
  });
});
