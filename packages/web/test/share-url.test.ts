import { describe, expect, it } from 'vitest';
import { GUIDE_FORM } from '../src/state/fields.js';
import { decodeState, DEFAULT_STATE, encodeState } from '../src/state/share-url.js';

describe('share URL', () => {
  it('round-trips every input as typed, plus the view state', () => {
    const state = {
      values: { ...GUIDE_FORM, dramBytes: '256 GiB', totalKeys: '8 billion', workload: 'read-heavy', diskWriteBytesPerSec: '500MB' },
      target: '',
      annotate: true,
      tab: 'calculator' as const,
    };
    const hash = encodeState(state);
    expect(hash).toContain('dram=256+GiB');
    expect(hash).toContain('keys=8+billion');
    expect(hash).toContain('disk-write-rate=500MB');
    expect(decodeState(hash)).toEqual({ state, notices: [] });
  });

  it('uses the CLI flag names as parameters', () => {
    expect(encodeState(DEFAULT_STATE)).toBe(
      '#threads=48&dram=128GB&open-files=80000&memory-fraction=0.8&key-size=20&key-overhead=20&value-size=800&keys=8e9&workload=general&levels=6&dialect=rocksdb&kv-separation=auto&compression=lz4&compression-factor=&disk-write-rate=',
    );
  });

  it('an empty hash is the guide example without notices', () => {
    expect(decodeState('')).toEqual({ state: DEFAULT_STATE, notices: [] });
    expect(decodeState('#')).toEqual({ state: DEFAULT_STATE, notices: [] });
  });

  it('replaces each invalid field by the guide value and says so', () => {
    const { state, notices } = decodeState('#threads=lots&dram=64GB&dialect=trocksdb&kv-separation=off&x=1');
    expect(state.values.cpuThreads).toBe('48');
    expect(state.values.dramBytes).toBe('64GB');
    expect(state.values.kvSeparation).toBe('auto');
    expect(notices).toEqual([
      "Ignored unknown parameter 'x' in the link.",
      "The link's cpu threads 'lots' is invalid ('lots' is not a whole number; allowed: a whole number from 1 to 4,096); using '48'.",
      "The link's key-value separation 'off' is invalid (off conflicts with dialect trocksdb, which always separates values into VLog files; allowed: on, or dialect rocksdb); using 'auto'.",
    ]);
  });

  it('partial links keep the guide values for what they leave out', () => {
    const { state, notices } = decodeState('#threads=8');
    expect(notices).toEqual([]);
    expect(state.values).toEqual({ ...GUIDE_FORM, cpuThreads: '8' });
  });

  it('carries a non-default engine version as target=, and reads a minor as its newest known patch', () => {
    const state = { ...DEFAULT_STATE, target: 'rocksdb@9.11.2' };
    const hash = encodeState(state);
    expect(hash).toContain('&target=rocksdb%409.11.2');
    expect(decodeState(hash)).toEqual({ state, notices: [] });
    expect(decodeState('#threads=8&target=rocksdb@9.11').state.target).toBe('rocksdb@9.11.2');
  });

  it('a target names its engine: the link’s dialect follows it (saying so), and the default target is stored as none', () => {
    const trocks = decodeState('#dialect=rocksdb&target=trocksdb@6.4.6');
    expect(trocks.state.values.dialect).toBe('trocksdb');
    expect(trocks.state.target).toBe('');
    expect(trocks.notices).toEqual(['The link asks for RocksDB and for TRocksDB 6.4.6; the version decides: showing TRocksDB 6.4.6.']);
    expect(decodeState('#target=trocksdb@6.4.6').notices).toEqual([]);
  });

  it('an unknown target keeps the rest of the link and says so', () => {
    const { state, notices } = decodeState('#threads=8&target=rocksdb@1.2');
    expect(state.values.cpuThreads).toBe('8');
    expect(state.target).toBe('');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^The link's engine version 'rocksdb@1.2' is unknown; using the engine's default\. \(unknown engine target 'rocksdb@1.2'/,
    );
  });
});
