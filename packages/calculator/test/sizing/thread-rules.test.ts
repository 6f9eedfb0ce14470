import { describe, expect, it } from 'vitest';
import { codes, expectOptions, rec } from '../helpers.js';

describe('thread rules, rules.md R1-R5 (G "CPU Threads Tuning")', () => {
  it('T=16: jobs 16, buffers floor(16/4)+1 = 5, triggers 4 / 12 / 16', () => {
    expectOptions(rec(), {
      max_background_jobs: 16,
      max_write_buffer_number: 5,
      level0_file_num_compaction_trigger: 4,
      level0_slowdown_writes_trigger: 12,
      level0_stop_writes_trigger: 16,
    });
  });

  it("T=5: slowdown floor(15/4) = 3 < trigger 4 is raised to RocksDB's default 20, stop to its default 36 (rules.md X-l0-small-host)", () => {
    const r = rec({ cpuThreads: 5 });
    expectOptions(r, { level0_slowdown_writes_trigger: 20, level0_stop_writes_trigger: 36 });
    expect(codes(r)).toContain('l0-triggers-clamped');
  });

  it("T=1: buffers 1 raised to RocksDB minimum 2; slowdown 0 -> 20, stop 1 -> 36 (RocksDB's defaults, rules.md X-l0-small-host)", () => {
    const r = rec({ cpuThreads: 1 });
    expectOptions(r, {
      max_background_jobs: 1,
      max_write_buffer_number: 2,
      level0_slowdown_writes_trigger: 20,
      level0_stop_writes_trigger: 36,
    });
    expect(codes(r)).toEqual(expect.arrayContaining(['write-buffer-number-raised', 'l0-triggers-clamped']));
  });

  it('T=8: no clamp needed (slowdown 6 >= 4)', () => {
    const r = rec({ cpuThreads: 8 });
    expectOptions(r, { level0_slowdown_writes_trigger: 6, level0_stop_writes_trigger: 8 });
    expect(codes(r)).not.toContain('l0-triggers-clamped');
  });
});
