import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';
import { LINKED_VERSION } from './versions.js';

const tmpRoot = mkdtempSync(join(tmpdir(), 'rocktune-genval-'));
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));
const env = { TMPDIR: tmpRoot };
const HOST = ['--threads', '2', '--dram', '8GiB', '--keys', '2e6', '--open-files', '1000'];

describe('rocktune generate --validate (real RocksDB)', () => {
  it('prints the file on stdout and the validation report on stderr, exit 0', async () => {
    const r = await runInProcess(['generate', ...HOST, '--validate', '--validate-keys', '20000', '--duration', '1', '--readers', '1'], {
      env,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[CFOptions "default"]');
    expect(r.stderr).toContain(`engine: RocksDB ${LINKED_VERSION}`);
    expect(r.stderr).toMatch(/check: RocksDB accepted the file/);
    expect(r.stderr).toMatch(/load \(T2, 20,000 sequential keys of 20\/800 bytes\): [\d,]+ ops\/s/);
    expect(r.stderr).toMatch(/run \(T5, 1 readers \+ 1 sequential writer/);
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('the TRocksDB dialect on upstream RocksDB (--engine rocksdb) goes through the VLog -> BlobDB mapping, and says so', async () => {
    const r = await runInProcess(
      [
        'generate',
        ...HOST,
        '--dialect',
        'trocksdb',
        '--validate',
        '--engine',
        'rocksdb',
        '--validate-keys',
        '5000',
        '--duration',
        '0.5',
        '--readers',
        '1',
      ],
      { env },
    );
    expect(r.stderr).toMatch(/check: RocksDB accepted the file \(trocksdb dialect\)/);
    expect(r.stderr).toMatch(/a TRocksDB file run on upstream RocksDB/);
    expect(r.stderr).toMatch(/mapped line \d+: vlogring_activation_level=/);
    expect(r.code).toBe(0);
  });

  it('validation flags without --validate are a usage error', async () => {
    const r = await runInProcess(['generate', ...HOST, '--duration', '5'], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--duration needs --validate/);
  });
});
