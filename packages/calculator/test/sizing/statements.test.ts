import { describe, expect, it } from 'vitest';
import { LIMITS, toOptionsFile, type Recommendation } from '../../src/index.js';
import { rec } from '../helpers.js';

const GUIDE_HOST = { cpuThreads: 48, dramBytes: '128GB', totalKeys: 8e9, openFiles: 80_000 };

function stepsOf(r: Recommendation) {
  return r.warnings.flatMap((w) => (w.steps ?? []).map((s) => ({ code: w.code, ...s })));
}

describe('advice within the form limits (issue 35 major 3)', () => {
  it('1e13 keys: every raise it advises is a value the input accepts, in the step and in the CLI words', () => {
    const r = rec({ ...GUIDE_HOST, totalKeys: 1e13 }, {});
    const steps = stepsOf(r).filter((s) => typeof s.to === 'number');
    expect(steps.map((s) => s.input).sort()).toEqual(['numLevels', 'openFiles']);
    for (const s of steps) expect(s.to).toBeLessThanOrEqual(LIMITS[s.input as 'numLevels' | 'openFiles'].max);
    const levels = r.warnings.find((w) => w.code === 'levels-insufficient')!;
    expect(levels.message).toContain('--levels 9');
    expect(levels.message).not.toContain('--levels 10');
    const files = r.warnings.find((w) => w.code === 'target-file-size-capped')!;
    expect(files.message).toContain('--open-files to 100,000,000');
    expect(files.message).toContain('247,657,300 files');
  });
});

describe('a file-count warning that is met is a note (issue 35 minor)', () => {
  it('1e10 keys with the open files raised as advised: the capped-size finding stays, as a note, within the budget', () => {
    const advised = rec({ ...GUIDE_HOST, totalKeys: 1e10 }, {}).warnings.find((w) => w.code === 'target-file-size-capped')!;
    expect(advised.severity).toBe('warning');
    const r = rec({ ...GUIDE_HOST, totalKeys: 1e10, openFiles: advised.steps![0]!.to }, {});
    const capped = r.warnings.find((w) => w.code === 'target-file-size-capped')!;
    expect(capped.message).toContain('within the open-file budget');
    expect(capped.severity).toBe('info');
  });
});

describe('a preset that overrides an input says so in the file (issue 35 major 4)', () => {
  it('auto-tuned-compactions turns compression off: the Inputs and Reproduce lines say none, and a note names the override', () => {
    const r = rec({ ...GUIDE_HOST, workload: 'auto-tuned-compactions', compression: 'lz4' }, {});
    const file = toOptionsFile(r, { rocktuneVersion: 'test' });
    expect(file).toMatch(/^# Inputs: .* compression=none /m);
    expect(file).toMatch(/^# Reproduce: .* --compression none /m);
    expect(file).toContain('compression=kNoCompression');
    const note = r.warnings.find((w) => w.code === 'preset-overrides-input')!;
    expect(note.severity).toBe('info');
    expect(note.message).toContain('auto-tuned-compactions');
    expect(note.message).toContain('lz4');
    expect(note.steps).toEqual([{ input: 'compression', change: 'set', to: 'none' }]);
  });

  it('general keeps the compression asked for, with no override note', () => {
    const r = rec({ ...GUIDE_HOST, compression: 'zstd' }, {});
    expect(toOptionsFile(r, { rocktuneVersion: 'test' })).toMatch(/^# Inputs: .* compression=zstd /m);
    expect(r.warnings.map((w) => w.code)).not.toContain('preset-overrides-input');
  });
});

describe('the SST floor note says the sizes it compares (issue 35 minor)', () => {
  it('16 threads, 64 GB, 1e9 keys of 4 KB, values separated: 25,000 keys x (20 + 20) = 1 MB SSTs, not KB-sized memtables', () => {
    const r = rec({ cpuThreads: 16, dramBytes: '64GB', totalKeys: 1e9, valueSize: 4096, kvSeparation: 'on' }, {});
    const note = r.warnings.find((w) => w.code === 'small-database-floor')!;
    expect(note.message).not.toMatch(/KB-sized/);
    // the memtable such a flush would fill: 25,000 x (20 + 20 + 4,096) = 103.4 MB, far from KB-sized
    expect(note.message).toContain('25,000 keys per file would give 1 MB SSTs');
    expect(note.message).toContain('one 2 MB SST');
  });
});

describe('a "why" agrees with the value beside it (issue 35 minor)', () => {
  const why = (r: Recommendation, name: string) => r.options.find((o) => o.name === name)!.why;

  it("the guide's server, values inline: a 268 MB level base is not 'kept under 100 MB'; no value file beside a memtable without one", () => {
    const r = rec({ ...GUIDE_HOST, kvSeparation: 'off' }, {});
    expect(r.options.find((o) => o.name === 'max_bytes_for_level_base')!.value).toBe(268_435_456);
    expect(why(r, 'max_bytes_for_level_base')).not.toMatch(/keeps this under 100 MB/);
    expect(why(r, 'max_bytes_for_level_base')).toMatch(/above the 100 MB/);
    expect(why(r, 'write_buffer_size')).not.toMatch(/value file/);
  });

  it('E1 (values separated): 64 MB level base under 100 MB, one memtable = one SST and one value file, as the guide says', () => {
    const r = rec({ ...GUIDE_HOST, kvSeparation: 'on' }, {});
    expect(why(r, 'max_bytes_for_level_base')).toMatch(/keeps this under 100 MB/);
    expect(why(r, 'write_buffer_size')).toMatch(/one SST and one value file/);
  });
});
