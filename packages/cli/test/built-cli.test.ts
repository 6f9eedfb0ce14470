import { describe, expect, it } from 'vitest';
import { goldenCases } from '../../calculator/test/fixtures.js';
import { expectMatchesGolden } from '../../calculator/test/golden-assert.js';
import { INPUT_FLAGS } from '@rocktune/calculator';
import { runBuilt } from './harness.js';
import { GUIDE_FLAGS } from './guide-flags.js';

/** Golden fixtures through the built binary, as a user runs it. */
describe('built rocktune binary', () => {
  for (const { id, input, expected } of goldenCases()) {
    it(`golden ${id}`, () => {
      const flags = Object.entries(input).flatMap(([field, value]) => [INPUT_FLAGS[field as keyof typeof INPUT_FLAGS], String(value)]);
      const r = runBuilt(['generate', ...flags, '--format', 'json']);
      expect(r.code).toBe(0);
      expectMatchesGolden(JSON.parse(r.stdout), expected);
    });
  }

  it("the issue's done-when command gives exactly the E1 numbers (TRocksDB, spec v2)", () => {
    const r = runBuilt(['generate', '--dialect', 'trocksdb', ...GUIDE_FLAGS, '--format', 'json']);
    const json = JSON.parse(r.stdout);
    expect(json.options).toMatchObject({
      write_buffer_size: 168e6,
      max_write_buffer_number: 13,
      target_file_size_base: 8e6,
      max_bytes_for_level_base: 64e6,
      vlogfile_max_size: 80_000_000,
      level_compaction_dynamic_level_bytes: true,
      block_cache: 33_405_333_333,
    });
    expect(json.memory.memtableBytes).toBe(2_184_000_000);
    expect(json.memory.predicted.memtables.bytes).toBe(2_184_000_000);
  });

  it('with the rocksdb dialect 800-byte values stay inline, and the output says why', () => {
    const r = runBuilt(['generate', '--dialect', 'rocksdb', ...GUIDE_FLAGS, '--format', 'json']);
    const json = JSON.parse(r.stdout);
    expect(json.options.enable_blob_files).toBeUndefined();
    const why = json.warnings.find((w: { code: string }) => w.code === 'kv-separation-off')?.message ?? '';
    expect(why).toContain('16,000 B');
    expect(why).toContain('2,000 B');
  });

  it('exit code 2 and no stack trace for a usage error', () => {
    const r = runBuilt(['generate', '--threads', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('with no flags runs on this host', () => {
    const r = runBuilt(['generate'], { NO_COLOR: '1' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('# rocktune-preset: general');
  });
});
