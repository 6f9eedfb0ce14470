// `--vary OPTION:xF`: one setting divided and multiplied by F (the guide's Figure 6 used 1/4x and 4x).
import { describe, expect, it } from 'vitest';
import { buildVariants, parseVary, recommend, VariantError, variantOptionsFile, type Recommendation } from '../../src/index.js';

const rec = (): Recommendation => {
  const r = recommend({ cpuThreads: 48, dramBytes: '128GB', totalKeys: 8e9, openFiles: 80000, kvSeparation: 'on' });
  if (!r.ok) throw new Error(r.code);
  return r.recommendation;
};

describe('--vary with a factor', () => {
  it('parses OPTION and OPTION:xF; F must be above 1', () => {
    expect(parseVary('write_buffer_size')).toEqual({ name: 'write_buffer_size', factor: 2 });
    expect(parseVary('target_file_size_base:x4')).toEqual({ name: 'target_file_size_base', factor: 4 });
    expect(() => parseVary('target_file_size_base:x1')).toThrow(/--vary: 'target_file_size_base:x1' is not allowed/);
    expect(() => parseVary('target_file_size_base:4')).toThrow(VariantError);
  });

  it("the guide's Figure 6: 8 MB target files become 2 MB and 32 MB; factor 2 keeps the half/double names", () => {
    const r = rec();
    const out = buildVariants(r, { names: ['tuned'], vary: ['target_file_size_base:x4', 'max_background_jobs'], presetRec: () => r });
    expect(out.map((v) => v.name)).toEqual([
      'tuned',
      'target_file_size_base:x0.25',
      'target_file_size_base:x4',
      'max_background_jobs:half',
      'max_background_jobs:double',
    ]);
    expect(out[1]?.changed).toEqual([{ name: 'target_file_size_base', from: 8_000_000, to: 2_000_000 }]);
    expect(out[2]?.changed).toEqual([{ name: 'target_file_size_base', from: 8_000_000, to: 32_000_000 }]);
    expect(out[4]?.changed).toEqual([{ name: 'max_background_jobs', from: 48, to: 96 }]);
  });
});

describe('variant files for TRocksDB', () => {
  it('leave block_cache out of the file (TRocksDB 6.4.6 refuses it) and say so in the header, also when scaled', () => {
    const r = recommend({ cpuThreads: 48, dramBytes: '128GB', totalKeys: 8e9, openFiles: 80000, dialect: 'trocksdb' });
    if (!r.ok) throw new Error(r.code);
    const [tuned, , double] = buildVariants(r.recommendation, {
      names: ['tuned', 'half', 'double'],
      vary: [],
      presetRec: () => r.recommendation,
    });
    for (const v of [tuned, double]) {
      const ini = variantOptionsFile(v!, v!.options, 'test');
      expect(ini).not.toMatch(/^\s*block_cache=/m);
      expect(ini).toMatch(/^# block_cache=\d+ is not set in this file: TRocksDB 6\.4\.6 cannot read block_cache/m);
      expect(ini).toMatch(/^\s*vlogfile_max_size=/m);
    }
  });
});
