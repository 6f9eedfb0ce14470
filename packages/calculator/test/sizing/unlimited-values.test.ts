import { describe, expect, it } from 'vitest';
import { isUnlimitedValue } from '../../src/index.js';

// The "no limit" values of PrepareForBulkLoad (thesis §3.3.1) and the auto-tuned preset (thesis §3.5.6):
// L0 triggers of 1 << 30, max_compaction_bytes of 1 << 60, pending-compaction limits of 0.
describe('isUnlimitedValue', () => {
  it('recognises each marker under its own option only', () => {
    expect(isUnlimitedValue('level0_stop_writes_trigger', 1073741824)).toBe(true);
    expect(isUnlimitedValue('level0_file_num_compaction_trigger', 1073741823)).toBe(false);
    expect(isUnlimitedValue('max_compaction_bytes', 1152921504606846976n)).toBe(true);
    expect(isUnlimitedValue('max_compaction_bytes', 2 ** 50)).toBe(false);
    expect(isUnlimitedValue('hard_pending_compaction_bytes_limit', 0)).toBe(true);
    expect(isUnlimitedValue('soft_pending_compaction_bytes_limit', 68719476736)).toBe(false);
    expect(isUnlimitedValue('write_buffer_size', 2 ** 31)).toBe(false);
  });
});
