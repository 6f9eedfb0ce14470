import { describe, expect, it } from 'vitest';
import { computeState, diffRecommendations } from '../src/features/calculator/use-recommendation.js';
import { GUIDE_FORM } from '../src/state/fields.js';

describe('computeState', () => {
  it('passes what people typed to the calculator (E1)', () => {
    const state = computeState({ ...GUIDE_FORM, dramBytes: '128GB', totalKeys: '8 billion', openFiles: '80,000', kvSeparation: 'on' });
    expect(state.status).toBe('ok');
    if (state.status !== 'ok') return;
    const value = (name: string) => state.recommendation.options.find((o) => o.name === name)?.value;
    expect(value('write_buffer_size')).toBe(168_000_000);
    expect(value('blob_file_size')).toBe(80_000_000);
    expect(state.recommendation.memory.memtableBytes).toBe(2_184_000_000);
  });

  it('maps zod issues to fields, and leaves optional empty fields out', () => {
    const state = computeState({ ...GUIDE_FORM, dramBytes: 'lots', keySize: '0', diskWriteBytesPerSec: '' });
    expect(state.status).toBe('invalid');
    if (state.status !== 'invalid') return;
    // The messages are the calculator's (pinned there); the page only routes them to fields.
    expect(Object.keys(state.fieldErrors).sort()).toEqual(['dramBytes', 'keySize']);
    expect(state.fieldErrors.dramBytes).toMatch(/^'lots' is not a size/);
    expect(state.fieldErrors.keySize).toMatch(/^0 is out of range/);
  });

  it('reports infeasible inputs with the recommendation', () => {
    const state = computeState({ ...GUIDE_FORM, valueSize: '3GB', dramBytes: '1GB' });
    expect(state.status).toBe('infeasible');
  });
});

describe('diffRecommendations', () => {
  it('lists the options an input moves, and only those', () => {
    const a = computeState(GUIDE_FORM);
    const b = computeState({ ...GUIDE_FORM, cpuThreads: '24' });
    if (a.status !== 'ok' || b.status !== 'ok') throw new Error('expected ok');
    const changes = diffRecommendations(a.recommendation, b.recommendation);
    expect(changes.map((c) => c.name)).toEqual([
      'max_background_jobs',
      'max_write_buffer_number',
      'level0_slowdown_writes_trigger',
      'level0_stop_writes_trigger',
      'block_cache',
      'memtables (memory)',
      'total memory',
    ]);
    expect(changes[1]).toEqual({ name: 'max_write_buffer_number', before: 13, after: 7 });
  });
});
