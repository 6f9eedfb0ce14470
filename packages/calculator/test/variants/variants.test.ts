// compare's variants: tuned, defaults, half / double (clamped where RocksDB would change the value), presets.
import {
  buildVariants,
  parseVariantNames,
  recommend,
  scaleVaried,
  variantOptionsFile,
  VariantError,
  type Recommendation,
} from '../../src/index.js';
import { describe, expect, it } from 'vitest';

const rec = (over: Record<string, unknown> = {}): Recommendation => {
  const r = recommend({ cpuThreads: 2, dramBytes: '24GB', totalKeys: 2e6, openFiles: 10666, kvSeparation: 'on', ...over });
  if (!r.ok) throw new Error(r.code);
  return r.recommendation;
};
const val = (opts: { name: string; value: unknown }[], n: string) => opts.find((o) => o.name === n)?.value;

describe('compare variants', () => {
  it('half clamps max_write_buffer_number to 2 and keeps L0 triggers ordered; the clamps are reported', () => {
    const r = rec();
    const half = scaleVaried(r, 0.5, ['max_write_buffer_number', 'level0_file_num_compaction_trigger', 'write_buffer_size']);
    expect(val(half.options, 'max_write_buffer_number')).toBe(2);
    expect(half.clamps[0]).toMatch(/max_write_buffer_number: 2 x 0.5 = 1 raised to 2/);
    expect(val(half.options, 'level0_file_num_compaction_trigger')).toBe(2);
    // keysPerFlush = ceil(2,000,000 / 40) = 50,000 (the SST floor); 50,000 x 840 = 42,000,000, halved
    expect(val(half.options, 'write_buffer_size')).toBe(21_000_000);
  });

  it('doubling the compaction trigger alone raises slowdown and stop with it (RocksDB would do it silently)', () => {
    // 6 threads: R4/R5 give 4/6 (2 threads now get RocksDB's 20/36, rules.md X-l0-small-host, above a doubled trigger)
    const s = scaleVaried(rec({ cpuThreads: 6 }), 2, ['level0_file_num_compaction_trigger']);
    expect([8, 8, 8]).toEqual(
      ['level0_file_num_compaction_trigger', 'level0_slowdown_writes_trigger', 'level0_stop_writes_trigger'].map((n) => val(s.options, n)),
    );
    expect(s.clamps.join('\n')).toMatch(/slowdown_writes_trigger: 4 raised to the compaction trigger 8/);
  });

  it("bulk-load's unlimited L0 trigger (1 << 30) is kept; a 2 GiB write buffer is a size like any other and halves", () => {
    const bulk = scaleVaried(rec({ workload: 'bulk-load' }), 2, ['level0_file_num_compaction_trigger']);
    expect(val(bulk.options, 'level0_file_num_compaction_trigger')).toBe(2 ** 30);
    const big = rec();
    const huge = { ...big, options: big.options.map((o) => (o.name === 'write_buffer_size' ? { ...o, value: 2 ** 31 } : o)) };
    expect(val(scaleVaried(huge, 0.5, ['write_buffer_size']).options, 'write_buffer_size')).toBe(2 ** 30);
  });

  it("the guide's 13 buffers halve to 7 and double to 26 (Figure 3)", () => {
    const r = rec({ cpuThreads: 48, dramBytes: '128GB', totalKeys: 8e9, openFiles: 80000 });
    expect(val(scaleVaried(r, 0.5, ['max_write_buffer_number']).options, 'max_write_buffer_number')).toBe(7);
    expect(val(scaleVaried(r, 2, ['max_write_buffer_number']).options, 'max_write_buffer_number')).toBe(26);
  });

  it('names: defaults, presets expansion, the own preset is tuned; unknown names and --vary options are errors', () => {
    expect(parseVariantNames(undefined, 'general')).toEqual(['tuned', 'defaults', 'half', 'double']);
    expect(parseVariantNames(['defaults,presets'], 'general')).toEqual([
      'tuned',
      'defaults',
      'write-heavy',
      'read-heavy',
      'bulk-load',
      'auto-tuned-compactions',
      'dynamic-l0',
    ]);
    expect(() => parseVariantNames(['tuned,quadruple'], 'general')).toThrow(
      /unknown variant 'quadruple'; allowed: tuned, defaults, half, double/,
    );
    expect(parseVariantNames(['defaults,file:a/b.ini', 'file:a/b.ini'], 'general')).toEqual(['tuned', 'defaults', 'file:a/b.ini']);
    expect(() => parseVariantNames(['file:'], 'general')).toThrow(/unknown variant 'file:'.*file:PATH/);
    const r = rec();
    expect(() => buildVariants(r, { names: ['tuned'], vary: ['num_levels'], presetRec: () => r })).toThrow(VariantError);
    expect(() => buildVariants(r, { names: ['tuned'], vary: ['write_bufer_size'], presetRec: () => r })).toThrow(
      /not in the tuned file.*allowed: max_background_jobs/,
    );
  });

  it('defaults is an empty OPTIONS file; variants keep the preset directive', () => {
    const r = rec({ workload: 'auto-tuned-compactions' });
    const [tuned, defaults] = buildVariants(r, { names: ['tuned', 'defaults'], vary: [], presetRec: () => r });
    const d = variantOptionsFile(defaults!, defaults!.options, 'x');
    // An empty table section is left out: RocksDB 5.18.4, 7.8.3 and 11.1.2 load and open such a file (tools/engine-judge).
    expect(d).toMatch(/\[CFOptions "default"\]\n*$/);
    expect(d).not.toMatch(/TableOptions/);
    expect(d).not.toMatch(/rocktune-preset/);
    expect(variantOptionsFile(tuned!, tuned!.options, 'x')).toMatch(/# rocktune-controller: auto-tuned-compactions/);
  });
});
