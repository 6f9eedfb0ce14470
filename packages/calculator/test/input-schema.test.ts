import { describe, expect, it } from 'vitest';
import { recommend, toFieldErrors } from '../src/index.js';

function errorsOf(raw: Record<string, unknown>) {
  const result = recommend({ cpuThreads: 8, dramBytes: '16GB', ...raw });
  if (result.ok || result.code !== 'CALC_INVALID_INPUT') throw new Error('expected CALC_INVALID_INPUT');
  return toFieldErrors(result.error);
}

describe('input schema', () => {
  it('accepts decimal and binary size suffixes and scientific counts', () => {
    const result = recommend({ cpuThreads: '48', dramBytes: '128GiB', valueSize: '8KiB', totalKeys: '8e9', openFiles: '80,000' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recommendation.input).toMatchObject({
      dramBytes: 128 * 2 ** 30,
      valueSize: 8192,
      totalKeys: 8e9,
      openFiles: 80_000,
      cpuThreads: 48,
    });
    const words = recommend({ cpuThreads: 4, dramBytes: '1GB', totalKeys: '8 billion' });
    expect(words.ok && words.recommendation.input.totalKeys).toBe(8e9);
  });

  it('takes DRAM with thousands separators as Total keys does (issue 35)', () => {
    const result = recommend({ cpuThreads: 48, dramBytes: '64,000,000,000', totalKeys: '8,000,000,000', memoryFraction: '8e-1' });
    expect(result.ok && result.recommendation.input).toMatchObject({ dramBytes: 64e9, totalKeys: 8e9, memoryFraction: 0.8 });
  });

  it.each([
    [{ cpuThreads: 0 }, 'cpuThreads', 'out of range'],
    [{ cpuThreads: 2.5 }, 'cpuThreads', 'not a whole number'],
    [{ dramBytes: '-5GB' }, 'dramBytes', '-5GB is negative'],
    [{ cpuThreads: '-4' }, 'cpuThreads', '-4 is negative; allowed: a whole number from 1'],
    [{ cpuThreads: '' }, 'cpuThreads', 'is empty; allowed: a whole number from 1 to 4,096'],
    [{ keySize: '0' }, 'keySize', 'from 1 byte to'],
    [{ valueSize: '1TB' }, 'valueSize', '4,294,967,295'],
    [{ valueSize: 0 }, 'valueSize', 'out of range'],
    [{ keySize: 'abc' }, 'keySize', "'abc' is not a size"],
    [{ totalKeys: '8 zillion' }, 'totalKeys', 'is not a whole number'],
    [{ workload: 'olap' }, 'workload', 'allowed: general, write-heavy'],
    [{ dialect: 'leveldb' }, 'dialect', 'allowed: rocksdb, trocksdb'],
    [{ memoryFraction: 1.5 }, 'memoryFraction', 'out of range'],
    // issue 35: these said "not a number"
    [{ memoryFraction: '1e30' }, 'memoryFraction', '1e30 is out of range; allowed: a number from 0.05 to 1'],
    [{ memoryFraction: '-1' }, 'memoryFraction', '-1 is negative; allowed: a number from 0.05 to 1'],
    [{ compressionFactor: '-1' }, 'compressionFactor', '-1 is negative; allowed: a number greater than 0 and at most 1'],
    [{ compressionFactor: '1e30' }, 'compressionFactor', '1e30 is out of range'],
    [{ memoryFraction: '0.8x' }, 'memoryFraction', "'0.8x' is not a number"],
    [{ openFiles: 10 }, 'openFiles', 'from 20'],
    [{ numLevels: 0 }, 'numLevels', 'out of range'],
    [{ dialect: 'trocksdb', kvSeparation: false }, 'kvSeparation', 'conflicts with dialect trocksdb'],
  ])('rejects %j naming %s', (raw, field, fragment) => {
    const errors = errorsOf(raw);
    expect(errors[0]?.field).toBe(field);
    expect(errors[0]?.message).toContain(fragment);
  });

  it('rejects unknown fields (strict object) and missing hardware', () => {
    expect(errorsOf({ threads: 4 })[0]?.message).toContain('unknown field');
    const missing = recommend({ dramBytes: '1GB' });
    expect(!missing.ok && missing.code === 'CALC_INVALID_INPUT' && toFieldErrors(missing.error)[0]).toEqual({
      field: 'cpuThreads',
      message: 'is required',
    });
  });
});
