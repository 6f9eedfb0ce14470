// lint takes the sizing inputs as facts (issue 20 item 2): every generate flag that describes the hardware or the
// workload parses as generate parses it, nothing is detected, and flags lint cannot use are not offered.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';
import { GUIDE_FLAGS } from './guide-flags.js';
import { DEFAULT_VERSION } from './versions.js';

const CLEAN = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n[DBOptions]\n  max_open_files=-1\n[CFOptions "default"]\n  compression=kNoCompression\n`;

function lintIn(args: string[], text = CLEAN) {
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-lint-facts-'));
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'OPTIONS-000007'), text);
  return runInProcess(['lint', '--no-config', ...args, 'OPTIONS-000007'], { cwd: dir });
}

describe('rocktune lint: hardware and workload flags', () => {
  it.each([
    ['--compression-factor', '0.5'],
    ['--disk-write-rate', '200MB'],
    ['--kv-separation', 'auto'],
    ['--kv-separation', 'on'],
  ])('%s %s is accepted as generate accepts it', async (flag, value) => {
    const r = await lintIn([flag, value]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('a bad value names the flag, as generate does', async () => {
    const r = await lintIn(['--compression-factor', '1.5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--compression-factor: 1\.5 is out of range/);
  });

  it('--allow-overcommit (a generate flag: write the file anyway) is not a lint flag', async () => {
    const r = await lintIn(['--allow-overcommit']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/allow-overcommit/);
  });

  it('help promises no detected or assumed facts', async () => {
    const r = await runInProcess(['lint', '--help']);
    expect(r.code).toBe(0);
    const line = (flag: string) => r.stdout.split('\n').find((l) => l.trimStart().startsWith(flag)) ?? '';
    expect(line('--threads')).toMatch(/CPU hardware threads/);
    expect(r.stdout).not.toMatch(/detected|ulimit|default: 8e9/);
    expect(line('--memory-fraction')).toMatch(/default: 0\.8/);
    expect(r.stdout).not.toMatch(/--allow-overcommit/);
  });

  it('drift-from-recommendation compares with the recommendation for --target', async () => {
    // generate --threads 48 --dram 128GB --kv-separation on gives write_buffer_size 168000000 for 7.8.3
    // and 164000000 for 5.18.4, which has no integrated BlobDB (values stay inline).
    const text = CLEAN.replace('  compression=kNoCompression\n', '  compression=kNoCompression\n  write_buffer_size=164000000\n');
    const facts = [...GUIDE_FLAGS, '--kv-separation', 'on', '--format', 'json'];
    const drifts = (out: string) =>
      (JSON.parse(out) as { files: { findings: { ruleId: string; message: string }[] }[] }).files[0]!.findings.filter(
        (m) => m.ruleId === 'drift-from-recommendation' && m.message.startsWith('write_buffer_size='),
      );
    expect(drifts((await lintIn(facts, text)).stdout)[0]?.message).toMatch(/recommends 168000000/);
    expect(drifts((await lintIn([...facts, '--target', 'rocksdb@5.18.4'], text)).stdout)).toEqual([]);
  });
});
