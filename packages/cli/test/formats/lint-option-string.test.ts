import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

const CEPH = 'compression=kLZ4Compression;max_write_buffer_number=4;write_buffer_size=1.5g;max_background_jobs=2\n';

function file(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'rocktune-strings-')), name);
  writeFileSync(path, text);
  return path;
}

describe('lint reads option strings', () => {
  it('--string: the finding is placed in the string, exit 1 on an error', async () => {
    const r = await runInProcess(['lint', '--format', 'json', '--string', CEPH.trim()]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as {
      files: Array<{ path: string; findings: Array<{ ruleId: string; line: number; column: number }> }>;
    };
    expect(report.files[0]?.path).toBe('<string>');
    expect(report.files[0]?.findings.find((f) => f.ruleId === 'misread-number')).toMatchObject({ line: 1, column: 73 });
  });

  it('detects a file that is an option string, and --format-in ini reads it as a file (no sections: refused)', async () => {
    const path = file('ceph.options', CEPH);
    const detected = await runInProcess(['lint', '--format', 'json', path]);
    const asIni = await runInProcess(['lint', '--format', 'json', '--format-in', 'ini', path]);
    const rules = (r: { stdout: string }) =>
      (JSON.parse(r.stdout) as { files: Array<{ findings: Array<{ ruleId: string }> }> }).files[0]?.findings.map((f) => f.ruleId);
    expect(rules(detected)).toContain('misread-number');
    expect(rules(asIni)).not.toContain('misread-number');
    expect(rules(asIni)).toContain('syntax-error');
  });

  it('--format-in options-string reads an ini-looking one-liner as a string', async () => {
    const path = file('one.options', 'max_open_files=-1\n');
    const r = await runInProcess(['lint', '--format', 'json', '--format-in', 'options-string', path]);
    expect(r.code).toBe(0);
  });

  it('--fix with a string is one line, exit 2', async () => {
    const r = await runInProcess(['lint', '--fix', '--string', CEPH.trim()]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('--fix rewrites OPTIONS files only');
  });

  it('--fix leaves a detected option-string file as it is', async () => {
    const path = file('ceph.options', CEPH);
    await runInProcess(['lint', '--fix', path]);
    const { readFileSync, existsSync } = await import('node:fs');
    expect(readFileSync(path, 'utf8')).toBe(CEPH);
    expect(existsSync(`${path}.bak`)).toBe(false);
  });
});
