import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI } from '../harness.js';
import { DEFAULT_VERSION } from '../versions.js';

// Issue 36 item 10: a file whose name is not UTF-8 (caf\xe9.ini), typed on the command line, was "no such file": Node
// decodes argv as UTF-8 (the name arrives as caf\ufffd.ini) and cannot open it. Now one line names the byte and says
// why. A shell's printf passes the raw byte, as a user's shell does.
const dir = mkdtempSync(join(tmpdir(), 'rocktune-argv-bytes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  Buffer.from(join(dir, 'caf\xe9.ini'), 'latin1'),
  `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n`,
);

function run(command: string): { status: number | null; stderr: string } {
  const r = spawnSync('/bin/sh', ['-c', `exec "$0" "$1" ${command} "$(printf 'caf\\351.ini')"`, process.execPath, BUILT_CLI], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: r.status, stderr: r.stderr };
}

const WHY = 'has a byte that is not UTF-8, which Node cannot pass from the command line to open the file';

describe('a file name that is not UTF-8, typed on the command line', () => {
  it('lint FILE: one line naming the byte and why, exit 2', () => {
    const r = run('lint --no-config');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `rocktune: error: caf\\xe9.ini: cannot be opened: its name ${WHY}; rename it, or lint the directory that holds it (names found there are read as bytes)\n`,
    );
  });

  it('validate FILE: the same, exit 2', () => {
    const r = run('validate --check-only');
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringContaining(`FILE: caf\\xe9.ini cannot be opened: its name ${WHY}`)]);
  });

  it('lint DIR still finds and reads it by its bytes', () => {
    const r = spawnSync(process.execPath, [BUILT_CLI, 'lint', '--no-config', dir], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });
});
