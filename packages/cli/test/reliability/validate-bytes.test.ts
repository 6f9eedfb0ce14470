import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// Issue 36 item 11, on the linked engine: validate read the file as UTF-8 (db_host_id=caf\xe9 ran as caf + U+FFFD)
// and called a UTF-16 file "no section, only comments".
const dir = mkdtempSync(join(tmpdir(), 'rocktune-validate-bytes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FILE = '[Version]\n  rocksdb_version=7.8.3\n  options_file_version=1.1\n[DBOptions]\n  db_host_id=caf\u00e9\n[CFOptions "default"]\n';

describe('validate reads bytes', () => {
  it('gives the engine a Latin-1 byte as it is: nothing sanitized, shown as \\xe9', async () => {
    const file = join(dir, 'latin1.ini');
    writeFileSync(file, Buffer.from(FILE, 'latin1'));
    const r = await runInProcess(['validate', file, '--check-only', '--format', 'json']);
    const report = JSON.parse(r.stdout) as { check: { changes: { key: string }[]; persistedOptions: string } };
    expect(report.check.changes.map((c) => c.key)).not.toContain('db_host_id');
    expect(report.check.persistedOptions).toContain('db_host_id=caf\udce9\n');
    const text = await runInProcess(['validate', file, '--check-only']);
    expect(text.stdout).not.toContain('\ufffd');
  });

  it('names a UTF-16 file', async () => {
    const file = join(dir, 'wide.ini');
    writeFileSync(file, Buffer.from(`\ufeff${FILE}`, 'utf16le'));
    const r = await runInProcess(['validate', file, '--check-only']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/wide\.ini: the file is UTF-16; RocksDB reads OPTIONS files as bytes: convert it to UTF-8/);
  });
});
