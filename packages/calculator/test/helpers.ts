import { expect } from 'vitest';
import { recommend, type Recommendation, type SizingInputRaw } from '../src/index.js';

/**
 * A mid-size server worked by hand (not by the code under test):
 * T=16, D=64 GB, K=16, P=20, V=400, N=1e9, F=20,000, 6 levels, values separated (the guide's rules
 * assume it; `auto` would keep 400-byte values inline, rules.md X-kv-auto, tested in kv-separation.test.ts).
 * maxSsts = 10,000; keysPerFile = 100,000; target = 100,000 x 36 = 3,600,000;
 * level base = 28,800,000; write buffer = 100,000 x 436 = 43,600,000; 5 buffers;
 * memtables = 218,000,000; blob file = 100,000 x 400 x 0.5 = 20,000,000; budget = 0.8 x 64e9 = 51.2e9;
 * general cache = max(floor((51.2e9 - 218e6) / 3), 218e6) = 16,994,000,000.
 */
export const MID_SERVER = {
  cpuThreads: 16,
  dramBytes: '64GB',
  keySize: 16,
  keyOverhead: 20,
  valueSize: 400,
  totalKeys: 1e9,
  openFiles: 20_000,
  kvSeparation: 'on',
} as const;

export function rec(overrides: Partial<SizingInputRaw> = {}, base: Record<string, unknown> = MID_SERVER): Recommendation {
  const result = recommend({ ...base, ...overrides });
  if (!result.ok) throw new Error(`expected a recommendation, got ${result.code}`);
  return result.recommendation;
}

export function option(r: Recommendation, name: string): unknown {
  const found = r.options.find((o) => o.name === name);
  return found?.value;
}

/** The BlobDB options the recommendation sets (enable_blob_files, min_blob_size, blob_file_size, ...). */
export function blobOptions(r: Recommendation): string[] {
  return r.options.map((o) => o.name).filter((name) => name.includes('blob'));
}

export function codes(r: Recommendation): string[] {
  return r.warnings.map((w) => w.code);
}

export function expectOptions(r: Recommendation, expected: Record<string, unknown>): void {
  expect(Object.fromEntries(Object.keys(expected).map((k) => [k, option(r, k)]))).toEqual(expected);
}
