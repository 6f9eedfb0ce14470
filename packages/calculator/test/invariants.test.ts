import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, PRESET_IDS, recommend, type Recommendation } from '../src/index.js';

const INT32_MAX = 2 ** 31 - 1;
const INT_FIELDS = [
  'max_background_jobs',
  'max_write_buffer_number',
  'level0_file_num_compaction_trigger',
  'level0_slowdown_writes_trigger',
  'level0_stop_writes_trigger',
  'num_levels',
];

const validInput = fc.record({
  cpuThreads: fc.integer({ min: 1, max: 512 }),
  dramBytes: fc.integer({ min: 2 ** 30, max: 2 ** 42 }),
  keySize: fc.integer({ min: 1, max: 1024 }),
  keyOverhead: fc.integer({ min: 0, max: 64 }),
  valueSize: fc.integer({ min: 1, max: 50_000_000 }),
  totalKeys: fc.integer({ min: 1, max: 1e12 }),
  openFiles: fc.integer({ min: LIMITS.openFiles.min, max: 1_000_000 }),
  numLevels: fc.integer({ min: 1, max: 9 }),
  memoryFraction: fc.double({ min: 0.3, max: 1, noNaN: true }),
  workload: fc.constantFrom(...PRESET_IDS),
  dialect: fc.constantFrom('rocksdb', 'trocksdb'),
});

function value(r: Recommendation, name: string): number {
  return r.options.find((o) => o.name === name)?.value as number;
}

describe('invariants over random valid inputs', () => {
  it('hold for every recommendation', () => {
    fc.assert(
      fc.property(validInput, (raw) => {
        const result = recommend(raw);
        if (!result.ok) {
          // Only an honest infeasibility is allowed: one record per buffer does not fit the budget.
          expect(result.code).toBe('CALC_INFEASIBLE');
          return;
        }
        const r = result.recommendation;
        const codes = r.warnings.map((w) => w.code);
        const trigger = value(r, 'level0_file_num_compaction_trigger');
        const slowdown = value(r, 'level0_slowdown_writes_trigger');
        const stop = value(r, 'level0_stop_writes_trigger');
        expect(trigger).toBeLessThanOrEqual(slowdown);
        expect(slowdown).toBeLessThanOrEqual(stop);
        const target = value(r, 'target_file_size_base');
        expect(value(r, 'max_bytes_for_level_base')).toBe(8 * target);
        expect(target).toBeLessThanOrEqual(r.input.kvSeparation ? 12.5e6 : 2 ** 28 / 8);
        expect(target).toBeGreaterThanOrEqual(2e6);
        if (r.memory.memtableBytes > r.memory.budgetBytes) expect(codes).toContain('memtables-exceed-dram');
        const overBudget = [
          'memtables-exceed-dram',
          'block-cache-limited',
          'metadata-exceeds-budget',
          'memory-exceeds-budget',
          'memtables-over-dram',
        ];
        if (r.memory.totalBytes > r.memory.budgetBytes) expect(codes.some((c) => overBudget.includes(c))).toBe(true);
        // rules.md R23: the cache never takes the memtables + cache past the budget, and is never 0
        if (!codes.includes('memtables-over-dram'))
          expect(r.memory.memtableBytes + r.memory.blockCacheBytes).toBeLessThanOrEqual(r.memory.budgetBytes);
        expect(r.memory.blockCacheBytes).toBeGreaterThan(0);
        const wbs = value(r, 'write_buffer_size');
        expect(wbs).toBeGreaterThanOrEqual(64 * 1024);
        expect(wbs).toBeLessThanOrEqual(64 * 2 ** 30);
        expect(value(r, 'max_write_buffer_number')).toBeGreaterThanOrEqual(2);
        for (const name of INT_FIELDS) {
          const v = r.options.find((o) => o.name === name)?.value;
          if (v !== undefined) expect(Number.isInteger(v) && (v as number) >= 0 && (v as number) <= INT32_MAX).toBe(true);
        }
        for (const o of r.options) {
          if (typeof o.value === 'number') expect(Number.isFinite(o.value) && o.value >= 0).toBe(true);
          expect(o.formula.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400 },
    );
  });
});
