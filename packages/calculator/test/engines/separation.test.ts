// One answer to "are values outside the LSM?" for the memory model, the scale model and lint's guide limits.
import { describe, expect, it } from 'vitest';
import { fileSeparatesValues } from '../../src/engines/separation.js';

const file = (entries: Record<string, string>) => (name: string) => entries[name];

describe('fileSeparatesValues', () => {
  it('integrated BlobDB: enable_blob_files as RocksDB parses it (true or 1)', () => {
    expect(fileSeparatesValues(file({ enable_blob_files: 'true' }))).toBe(true);
    expect(fileSeparatesValues(file({ enable_blob_files: '1' }))).toBe(true);
    expect(fileSeparatesValues(file({ enable_blob_files: 'false' }))).toBe(false);
    expect(fileSeparatesValues(file({}))).toBe(false);
  });

  it("TRocksDB's VLog: a ring activation level set", () => {
    expect(fileSeparatesValues(file({ vlogring_activation_level: '0' }))).toBe(true);
    expect(fileSeparatesValues(file({ vlogring_activation_level: ' ' }))).toBe(false);
  });
});
