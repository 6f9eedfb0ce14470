import { describe, expect, it } from 'vitest';
import { validateSummary } from '../src/features/validate/summary.js';

describe('the validate panel summary', () => {
  it('a file lint refused is not called a RocksDB rejection (the engine never started)', () => {
    const status = 'not sent to RocksDB: line 10:21 [CFOptions default]: write_buffer_size=1.5g is silently read as 1';
    expect(validateSummary({ check: { ok: false, stage: 'lint', rocksdbStatus: status } })).toBe(`Lint refused the file before the engine started: ${status}`);
  });

  it('a file the engine refused says so with its status', () => {
    expect(validateSummary({ check: { ok: false, stage: 'load', rocksdbStatus: 'Invalid argument: x' } })).toBe('RocksDB rejected the file: Invalid argument: x');
  });
});
