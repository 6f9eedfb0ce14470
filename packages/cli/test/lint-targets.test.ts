import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';

// default_temperature first appears in RocksDB 8.6's option tables (options/cf_options.cc).
const FILE_8_11 =
  '[Version]\n  rocksdb_version=8.11.5\n[DBOptions]\n  max_open_files=-1\n[CFOptions "default"]\n  default_temperature=kWarm\n';

describe('rocktune lint by version', () => {
  it('--list-targets prints every profile with its source and marks the default', async () => {
    const r = await runInProcess(['lint', '--list-targets']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^trocksdb@6\.4\.6 +KioxiaAmerica\/trocksdb master [0-9a-f]{12}$/m);
    expect(r.stdout).toMatch(/^rocksdb@11\.8\.1 +facebook\/rocksdb v11\.8\.1 [0-9a-f]{12}$/m);
    expect(r.stdout).toMatch(/\(default: the linked engine\)/);
    // One profile per minor release line, grouped by major: 6.x has every tagged 6.y line.
    expect(r.stdout).toMatch(/^# RocksDB 6\.x: 27 release lines$/m); // 6.9, 6.18 and 6.21 were never tagged
    expect(r.stdout).toMatch(/^rocksdb@11\.1\.2 +facebook\/rocksdb v11\.1\.2 [0-9a-f]{12}$/m);
  });

  it('--target takes a patch release (11.1.2, 8.11.4) and says which profile judges it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocktune-lint-patch-'));
    writeFileSync(join(dir, 'OPTIONS-000001'), FILE_8_11);
    const eleven = await runInProcess(['lint', '--no-config', '--format', 'json', '--target', 'rocksdb@11.1.2', 'OPTIONS-000001'], {
      cwd: dir,
    });
    expect(JSON.parse(eleven.stdout).files[0]).toMatchObject({
      target: 'rocksdb@11.1.2',
      targetReason: '--target rocksdb@11.1.2 (the file declares 8.11.5)',
    });
    writeFileSync(
      join(dir, 'OPTIONS-000001'),
      FILE_8_11.replace('8.11.5', '8.11.4').replace('default_temperature=kWarm', 'defualt_temperature=kWarm'),
    );
    const patch = await runInProcess(['lint', '--no-config', 'OPTIONS-000001'], { cwd: dir });
    expect(patch.stdout).toContain(
      'OPTIONS-000001  judged as rocksdb@8.11.5; the file declares 8.11.4: the 8.11 release line (its patch releases share its options)',
    );
  });

  it('refuses an unknown --target or --loader with one line naming the flag (exit 2)', async () => {
    const t = await runInProcess(['lint', '--no-config', '--target', 'rocksdb@1.2', 'x']);
    expect(t.code).toBe(2);
    expect(t.stderr).toMatch(
      /--target: unknown engine target 'rocksdb@1\.2', older than every rocksdb profile: known targets are rocksdb@5\.18\.4 to rocksdb@11\.8\.1, trocksdb@6\.4\.6/,
    );
    const l = await runInProcess(['lint', '--no-config', '--loader', 'lenient', 'x']);
    expect(l.code).toBe(2);
    expect(l.stderr).toMatch(/--loader: 'lenient' is not allowed; allowed: strict, ignore-unknown/);
  });

  it('names the target per file in JSON and SARIF, and --target / --loader change the verdict', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocktune-lint-target-'));
    writeFileSync(join(dir, 'OPTIONS-000001'), FILE_8_11);
    const own = await runInProcess(['lint', '--no-config', '--format', 'json', 'OPTIONS-000001'], { cwd: dir });
    const ownReport = JSON.parse(own.stdout) as { files: Array<{ target: string; findings: Array<{ ruleId: string; severity: string }> }> };
    expect(ownReport.files[0]?.target).toBe('rocksdb@8.11.5');
    expect(ownReport.files[0]?.findings.filter((f) => f.ruleId === 'unknown-option')).toEqual([]);

    const strict = await runInProcess(['lint', '--no-config', '--format', 'json', '--target', 'rocksdb@7.10', 'OPTIONS-000001'], {
      cwd: dir,
    });
    expect(strict.code).toBe(1);
    const strictReport = JSON.parse(strict.stdout) as typeof ownReport;
    expect(strictReport.files[0]?.target).toBe('rocksdb@7.10.2');
    expect(strictReport.files[0]?.findings.find((f) => f.ruleId === 'unknown-option')?.severity).toBe('error');

    const lenient = await runInProcess(
      ['lint', '--no-config', '--format', 'sarif', '--target', 'rocksdb@7.10', '--loader', 'ignore-unknown', 'OPTIONS-000001'],
      { cwd: dir },
    );
    const sarif = JSON.parse(lenient.stdout) as {
      runs: Array<{ properties: { targets: Array<{ file: string; target: string }> }; results: Array<{ ruleId: string; level: string }> }>;
    };
    expect(sarif.runs[0]?.properties.targets).toEqual([expect.objectContaining({ file: 'OPTIONS-000001', target: 'rocksdb@7.10.2' })]);
    expect(sarif.runs[0]?.results.find((r) => r.ruleId === 'unknown-option')?.level).toBe('warning');

    const text = await runInProcess(['lint', '--no-config', '--target', 'rocksdb@7.10', 'OPTIONS-000001'], { cwd: dir });
    expect(text.stdout).toContain('OPTIONS-000001  judged as rocksdb@7.10.2');
    expect(text.stdout).toContain('default_temperature is not an option of rocksdb@7.10.2 in [CFOptions]: it was added in RocksDB 8.6');
  });
});
