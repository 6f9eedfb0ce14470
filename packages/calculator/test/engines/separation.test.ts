// One answer to "are values outside the LSM?" for the memory model, the scale model and lint's guide limits.
import { describe, expect, it } from 'vitest';
import { separatesValues } from '../../src/engines/separation.js';

const file = (entries: Record<string, string>) => (name: string) => entries[name];

describe('separatesValues', () => {
  it('integrated BlobDB: enable_blob_files as RocksDB parses it (true or 1)', () => {
    expect(separatesValues(file({ enable_blob_files: 'true' }))).toBe(true);
    expect(separatesValues(file({ enable_blob_files: '1' }))).toBe(true);
    expect(separatesValues(file({ enable_blob_files: 'false' }))).toBe(false);
    expect(separatesValues(file({}))).toBe(false);
  });

  it("TRocksDB's VLog: a ring activation level set", () => {
    expect(separatesValues(file({ vlogring_activation_level: '0' }))).toBe(true);
    expect(separatesValues(file({ vlogring_activation_level: ' ' }))).toBe(false);
  });
});
