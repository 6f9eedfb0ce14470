import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';

// default_temperature first appears in RocksDB 8.6's option tables (options/cf_options.cc).
const FILE_8_11 = '[Version]\n  rocksdb_version=8.11.5\n[DBOptions]\n  max_open_files=-1\n[CFOptions "default"]\n  default_temperature=kWarm\n';

describe('rocktune lint by version', () => {
  it('--list-targets prints every profile with its source and marks the default', async () => {
    const r = await runInProcess(['lint', '--list-targets']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^trocksdb@6\.4\.6 +KioxiaAmerica\/trocksdb master [0-9a-f]{12}$/m);
    expect(r.stdout).toMatch(/^rocksdb@11\.8\.1 +facebook\/rocksdb v11\.8\.1 [0-9a-f]{12}$/m);
    expect(r.stdout).toMatch(/\(default: the linked engine\)/);
  });

  it('refuses an unknown --target or --loader with one line naming the flag (exit 2)', async () => {
    const t = await runInProcess(['lint', '--no-config', '--target', 'rocksdb@1.2', 'x']);
    expect(t.code).toBe(2);
    expect(t.stderr).toMatch(/--target: unknown engine target 'rocksdb@1\.2': known targets are .*rocksdb@9\.11\.2/);
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

    const strict = await runInProcess(['lint', '--no-config', '--format', 'json', '--target', 'rocksdb@7.10', 'OPTIONS-000001'], { cwd: dir });
    expect(strict.code).toBe(1);
    const strictReport = JSON.parse(strict.stdout) as typeof ownReport;
    expect(strictReport.files[0]?.target).toBe('rocksdb@7.10.2');
    expect(strictReport.files[0]?.findings.find((f) => f.ruleId === 'unknown-option')?.severity).toBe('error');

    const lenient = await runInProcess(['lint', '--no-config', '--format', 'sarif', '--target', 'rocksdb@7.10', '--loader', 'ignore-unknown', 'OPTIONS-000001'], { cwd: dir });
    const sarif = JSON.parse(lenient.stdout) as { runs: Array<{ properties: { targets: Array<{ file: string; target: string }> }; results: Array<{ ruleId: string; level: string }> }> };
    expect(sarif.runs[0]?.properties.targets).toEqual([expect.objectContaining({ file: 'OPTIONS-000001', target: 'rocksdb@7.10.2' })]);
    expect(sarif.runs[0]?.results.find((r) => r.ruleId === 'unknown-option')?.level).toBe('warning');

    const text = await runInProcess(['lint', '--no-config', '--target', 'rocksdb@7.10', 'OPTIONS-000001'], { cwd: dir });
    expect(text.stdout).toContain('OPTIONS-000001  judged as rocksdb@7.10.2');
    expect(text.stdout).toContain('default_temperature is not an option of rocksdb@7.10.2 in [CFOptions]: it was added in RocksDB 8.6');
  });
});
